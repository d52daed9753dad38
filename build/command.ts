/**
 * The build as the server runs it (server/content/publisher.ts, previewer.ts): `npm run build`'s
 * command, compiled, run as a process of its own on the server's content and build folders, which
 * tells its progress and result over its IPC channel (scripts/build.ts). The server imports nothing
 * else of the build (the lint's zones; tests/layers.test.ts).
 */
export { compileBuildCommandAside as buildCommand } from './compile.ts'
export type { BuildResult } from './index.ts'
