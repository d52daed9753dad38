import { setPriority } from 'node:os'
import { pruneBuilds } from './builds.ts'

/**
 * `node build/prune-worker.ts BUILD_DIR`: removes all but the newest few builds
 * (build/builds.ts). `npm run build` starts it once its build is published, at the lowest
 * priority, and does not wait for it: at 5,000 pages a build folder is half a second of the
 * machine's time to delete, which the next publication should not wait behind.
 */
setPriority(19)
await pruneBuilds(process.argv[2] ?? 'dist')
