import type { ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { currentBuildIfAny } from '../shared/build-output.ts'
import { BUILD_HANDOFF, readEnv } from '../shared/env.ts'
import { compileWorkers } from './compile.ts'
import { sourceHash } from './plan.ts'
import { spawnRenderer } from './renderers.ts'

/**
 * What a build starts before it reads what changed: render processes on the published build's
 * bundle (used if the code is the same, else stopped). The server starts them ahead, so that a
 * change saved in Site content does not wait for them (scripts/build.ts --standby).
 */
export type Begun = ReturnType<typeof begin>

/**
 * Starts a build's first processes: `renderers` render processes, one for `npm run build` (most
 * rebuilds render a page or two), as many as it may use for a build started ahead (a new telephone
 * number renders every page).
 */
export function begin(verbose = false, renderers = 1) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  if (verbose) env[BUILD_HANDOFF.verbose] = 'yes'
  // A build is a build whoever starts it: Vike takes a test runner's marker (VITEST, set when the
  // test suite builds) to mean it runs inside tests, and refuses to prerender.
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
  const settings = readEnv(process.env, ['BUILD_DIR', 'PRERENDER_PROCESSES', 'CONTENT_DIR', 'SITE_URL', 'BUNDLE_STORE'])
  // The hash of the code (build/plan.ts sourceHash), which names the workers.
  const source = sourceHash()
  const workers = compileWorkers(source)
  const published = currentBuildIfAny(settings.BUILD_DIR)
  const count = published ? Math.min(renderers, settings.PRERENDER_PROCESSES ?? availableParallelism()) : 0
  const children = Array.from({ length: count }, () => spawnRenderer(workers.render, env, published!, true))
  // The render processes, and the build whose bundle they load; null when there was no published build.
  const warm = published ? { children, bundle: published } : null
  const stop = () => children.forEach((child) => child.kill())
  return { env, settings, source, workers, warm, stop }
}

/**
 * Whether processes begun before the build was asked for can still serve it: the code is the same
 * as when they began, and they are running. Else they are stopped, and the build begins afresh.
 */
export function stillGood(begun: Begun): boolean {
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
  const good = begun.source === sourceHash() && (begun.warm?.children ?? []).every(running)
  if (!good) begun.stop()
  return good
}
