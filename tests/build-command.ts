import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import { currentBuild } from '../shared/build-output.ts'
import { compileBuildCommand } from '../build/compile.ts'

let command: string | undefined

/** `npm run build`'s script, compiled as the npm script compiles it, once per test file: run it as `node <file>`. */
export function buildCommand(): string {
  return (command ??= compileBuildCommand())
}

/**
 * Makes the test run's own build (dist/, built once per run from the same content and code) the
 * published build of the new build folder `buildDir`: a test whose first build is only its set-up
 * then finds nothing changed, or renders what did, as an incremental build does, rather than bundling
 * and rendering the whole site again. The build reads dist/'s folder and writes only into its own.
 */
export function startFromTestRunBuild(buildDir: string) {
  if (existsSync('dist')) symlinkSync(currentBuild(resolve('dist')), buildDir)
}

/**
 * Removes the folder `builds`, which a server's publications built into, once no process is at work
 * on it: a build goes on drawing its share cards after its pages are live (build/published-worker.ts,
 * at the lowest priority, and slow on a busy machine), and is stopped here, as the server's end would
 * not stop it.
 */
export function removeBuilds(builds: string) {
  const folder = resolve(builds)
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder)) process.kill(Number(pid), 'SIGKILL')
    } catch {
      // The process ended while it was read.
    }
  rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
}
