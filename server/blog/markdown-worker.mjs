// @ts-check
// The formatting thread's entry, plain JavaScript: it registers the TypeScript loader in this thread
// (the server may run under tsx or inside the test runner, neither of which reaches worker threads).
import { register } from 'tsx/esm/api'

register()
await import('./markdown-thread.ts')
