// @ts-check
// Plain JavaScript: `npm run build` loads it without the TypeScript loader.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { currentBuild } from '../shared/builds.mjs'

/**
 * The content check of `npm run build`: scripts/validate.ts, compiled into each build folder
 * (check.mjs) and run as a process the build talks to (`--by-build`, whose messages validate.ts
 * describes). esbuild compiles it in a few hundredths of a second, where the TypeScript loader
 * would take half a second to start (docs/decisions/0007-build-and-dev-tooling-costs.md); its
 * packages load from node_modules.
 *
 * The published build's check starts first thing, before the build has read what that build
 * recorded: it loads its libraries (a fifth of a second) while the build does. When the build
 * finds the code unchanged, that check is this build's; otherwise it is stopped and a new one
 * compiled.
 */

/**
 * @typedef {{
 *   child: import('node:child_process').ChildProcess,
 *   from: string | null,
 *   done: Promise<number>,
 *   tell: (message: { sources: Record<string, string> } | { emit: string }) => void,
 *   onSite: (listener: () => void) => void,
 *   hashes: Promise<{ entries: Record<string, string>, derived: Record<string, string> } | null>,
 *   valuesOf: (keys: string[]) => Promise<Record<string, string> | null>,
 *   stop: () => void,
 * }} ContentCheck
 */

/**
 * Starts the check `checker`, reusing what the build `from` made of the content (its
 * check-cache.json), if any. What it says comes as `onSite` (the checked content is written),
 * `hashes` (each collection entry's hash, each derivation's inputs' hash) and, once asked,
 * `valuesOf(keys)` (each key's hash in the new content); either promise gives null if the check
 * stops first (the content has a problem).
 * @param {string} checker
 * @param {string | null} from
 * @param {NodeJS.ProcessEnv} env
 * @returns {ContentCheck}
 */
export function startCheck(checker, from, env) {
  const cache = from ? ['--cache', join(from, 'check-cache.json')] : []
  const child = spawn(process.execPath, [checker, '--by-build', ...cache], {
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  /** @type {Promise<number>} */
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  /** @type {(() => void)[]} */
  const siteListeners = []
  let site = false
  /** The message that holds `name`, whole (or null). @param {string} name */
  const said = (name) =>
    new Promise((resolve) => {
      child.on(
        'message',
        (/** @type {Record<string, unknown>} */ message) => name in Object(message) && resolve(message),
      )
      done.then(() => resolve(null))
    })
  child.on('message', (message) => {
    if (message !== 'site') return
    site = true
    for (const listener of siteListeners) listener()
  })
  const hashes = /** @type {Promise<{ entries: Record<string, string>, derived: Record<string, string> } | null>} */ (
    said('entries')
  )
  const values = /** @type {Promise<{ values: Record<string, string> } | null>} */ (said('values')).then(
    (message) => message?.values ?? null,
  )
  return {
    child,
    from,
    done,
    tell: (message) => child.send(message),
    onSite(listener) {
      if (site) listener()
      else siteListeners.push(listener)
    },
    hashes,
    valuesOf(keys) {
      child.send({ hash: keys })
      return values
    },
    stop: () => child.kill(),
  }
}

/**
 * The published build's check, started, or null when there is none to start.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 */
export function startPublishedCheck(buildDir, env) {
  let from
  try {
    from = currentBuild(buildDir)
  } catch {
    return null
  }
  const checker = join(from, 'check.mjs')
  return existsSync(checker) ? startCheck(checker, from, env) : null
}

/**
 * Compiles scripts/validate.ts into the build folder `dir`.
 * @param {string} dir
 * @returns {Promise<string>} the compiled check
 */
export async function compileCheck(dir) {
  const outfile = join(dir, 'check.mjs')
  ;(await import('esbuild')).buildSync({
    entryPoints: ['scripts/validate.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  })
  return outfile
}
