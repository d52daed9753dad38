// @ts-check
// The entry of the server's worker threads, plain JavaScript: it registers the TypeScript loader in
// this thread (the server may run under tsx or inside the test runner, neither of which reaches
// worker threads), then runs the thread's module, given as its first argument (a file: URL).
import { register } from 'tsx/esm/api'

register()
await import(process.argv[2] ?? '')
