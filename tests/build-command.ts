import { compileBuildCommand } from '../build/compile.ts'

let command: string | undefined

/** `npm run build`'s script, compiled as the npm script compiles it, once per test file: run it as `node <file>`. */
export function buildCommand(): string {
  return (command ??= compileBuildCommand())
}
