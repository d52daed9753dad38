// @ts-check
// Plain JavaScript: the build starts its jobs without first loading the TypeScript loader.
import { spawn } from 'node:child_process'
import { copyFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { NOT_FOUND_FILE, NOT_FOUND_PROBE, pageFile, pagesDir, prerenderedPaths, removeStalePages } from '../server/page-files.mjs'

/**
 * `npm run build`: checks the content while Vite bundles the code (two cores, two jobs; the check
 * also writes the route list, sitemap.xml and robots.txt beside the bundles), then prerenders the
 * pages into dist/pages in one process per core (scripts/prerender.mjs, started once the content is
 * checked, to load its libraries while the bundler finishes) and removes pages the content no longer
 * has. Stops at the first failure, with the content problems listed when those are the cause.
 */
const env = { ...process.env, NODE_ENV: 'production' }
const buildDir = resolve(process.env.BUILD_DIR || 'dist')

/**
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {{ child: import('node:child_process').ChildProcess; done: Promise<number> }}
 */
function run(args, extraEnv = {}, ipc = false) {
  const child = spawn(process.execPath, args, { env: { ...env, ...extraEnv }, stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit' })
  return { child, done: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))) }
}

const started = performance.now()
const validate = run(['--import', 'tsx', 'scripts/validate.ts', '--emit', buildDir])
const bundle = run(['node_modules/vike/bin.js', 'build'])
/** @type {ReturnType<typeof run>[]} */
let prerender = []
/**
 * @param {number} code
 * @returns {never}
 */
function stop(code) {
  for (const job of [validate, bundle, ...prerender]) job.child.kill()
  process.exit(code)
}
if ((await validate.done) !== 0) stop(1)
// The prerender processes start once the content is checked (the check and the bundler are the
// build's two largest processes, so the four never hold their memory at once) and load their
// libraries while the bundler finishes; they render once told the bundle is there.
const processes = Math.max(1, Number(process.env.PRERENDER_PROCESSES) || availableParallelism())
// Each process holds the whole checked content (about 25 MB of heap at 5,000 cities) and one page
// at a time. V8's own heap limit is left alone: a lower one (tried: 228 MB at 5,000 cities) kept
// each process near 175 MB instead of 270 MB but made it collect garbage so often that rendering
// took 8% longer.
prerender = Array.from({ length: processes }, (_, i) =>
  run(['scripts/prerender.mjs'], { PRERENDER_PROCESS: `${i + 1} of ${processes}`, SITE_SNAPSHOT: join(buildDir, 'site.json') }, true),
)
if ((await bundle.done) !== 0) stop(1)
const bundled = performance.now()
// Vite empties dist/client while it bundles: the files written beside it move in now.
for (const file of ['sitemap.xml', 'robots.txt']) copyFileSync(join(buildDir, file), join(buildDir, 'client', file))

// The routes go out in batches, the next one to whichever process finishes first: a process slowed
// down by its neighbour takes fewer, and the last one ends at most one batch after the others.
const pages = pagesDir(buildDir)
const paths = prerenderedPaths(buildDir)
const work = [
  { url: NOT_FOUND_PROBE, file: join(pages, NOT_FOUND_FILE), status: 404 },
  ...paths.map((path) => ({ url: path, file: join(pages, pageFile(path)), status: 200 })),
]
const BATCH = 32
for (const job of prerender) {
  job.child.on('message', (message) => {
    if (message !== 'next' || !job.child.connected) return
    const batch = work.splice(0, BATCH)
    job.child.send(batch.length ? { pages: batch } : 'done')
  })
  job.child.send('bundled')
}
// A page that fails stops the build at once, with the error the process printed.
await Promise.all(prerender.map((job) => job.done.then((code) => (code === 0 ? code : stop(1)))))
const stale = removeStalePages(buildDir, paths)
if (stale.length) console.log(`removed ${stale.length} page${stale.length === 1 ? '' : 's'} the content no longer has: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', ...' : ''}`)
const seconds = (/** @type {number} */ from, /** @type {number} */ to) => ((to - from) / 1000).toFixed(1)
console.log(`built in ${seconds(started, performance.now())} s: checking and bundling ${seconds(started, bundled)} s, prerendering ${seconds(bundled, performance.now())} s`)
