// @ts-check
// Plain JavaScript: the build starts its jobs without first loading the TypeScript loader.
import { spawn } from 'node:child_process'
import { copyFileSync, cpSync, existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { newBuild, prerenderedPaths, pruneBuilds, publishBuild } from '../shared/builds.mjs'
import { BUILD_HANDOFF, readEnv } from '../shared/env.mjs'
import { writeDepsManifest } from './deps-manifest.mjs'

/**
 * `npm run build`: checks the content while Vike bundles the code (the check also writes the route
 * list, sitemap.xml, robots.txt and the renamed cities' redirects), then prerenders every page with
 * Vike's prerender(), one process per core, into a new folder. Only a complete build is published: BUILD_DIR (dist) is a
 * link that is switched to the new folder in one step, which a running server notices
 * (shared/builds.mjs). Stops at the first failure, with the content problems listed when those
 * are the cause. The build keeps what each page was made from in deps.json (scripts/deps-manifest.mjs).
 */
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NODE_ENV: 'production' }
// A build is a build whoever starts it: Vike takes a test runner's marker (VITEST, set when the
// test suite builds) to mean it runs inside tests, and refuses to prerender.
for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
const settings = readEnv(process.env, ['BUILD_DIR', 'PRERENDER_PROCESSES', 'CONTENT_DIR'])
const pruned = pruneBuilds(settings.BUILD_DIR)
const output = newBuild()

/** @typedef {{ child: import('node:child_process').ChildProcess; done: Promise<number> }} Job */

/**
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {Job}
 */
function run(args, extraEnv = {}, ipc = false) {
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = ipc ? ['inherit', 'pipe', 'inherit', 'ipc'] : 'inherit'
  const child = spawn(process.execPath, args, {
    env: { ...env, [BUILD_HANDOFF.output]: output.dir, ...extraEnv },
    stdio,
  })
  return {
    child,
    done: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
  }
}

const started = performance.now()
const validate = run(['--import', 'tsx', 'scripts/validate.ts', '--emit', output.dir])
const bundle = run(['node_modules/vike/bin.js', 'build'])
/** @type {Job[]} */
const prerender = []
/** @param {number} code @returns {never} */
function stop(code) {
  for (const job of [validate, bundle, ...prerender]) job.child.kill()
  output.discard()
  process.exit(code)
}
if ((await validate.done) !== 0) stop(1)

const processes = settings.PRERENDER_PROCESSES ?? availableParallelism()
/**
 * Each prerender process's heap, sized to its share: Vike's prerender keeps about 80 KB of live
 * heap for every page it renders until it ends, on top of some 60 MB for its libraries and the
 * content, and without a limit V8 lets the heap grow well past that before collecting. What it
 * saves and costs: docs/decisions/0006-islands-and-vikes-own-prerender.md.
 */
const pagesPerProcess = Math.ceil(prerenderedPaths(output.dir).length / processes)
const heapFlags = [`--max-old-space-size=${60 + Math.ceil((pagesPerProcess * 80) / 1024)}`, '--max-semi-space-size=4']
let pages = 0
/**
 * One process at a time loads Vike's page configuration (scripts/prerender.mjs says why), and none
 * before the bundle is there; the others render meanwhile.
 */
const turns = { queue: /** @type {import('node:child_process').ChildProcess[]} */ ([]), busy: true }
const nextTurn = () => {
  const child = turns.queue.shift()
  turns.busy = !!child
  child?.send('go')
}

/**
 * Prerenders share `share` of the pages. The processes start once the content is checked and load
 * their libraries while the bundler finishes. A page that fails stops the build at once, with the
 * error the process printed.
 * @param {number} share
 * @returns {Promise<void>}
 */
async function prerenderShare(share) {
  const job = run(
    [...heapFlags, 'scripts/prerender.mjs'],
    { [BUILD_HANDOFF.share]: `${share}/${processes}`, [BUILD_HANDOFF.siteSnapshot]: join(output.dir, 'site.json') },
    true,
  )
  prerender.push(job)
  job.child.on('message', (message) => {
    if (message === 'ready') turns.queue.push(job.child)
    if (message === 'loaded') turns.busy = false
    if (!turns.busy) nextTurn()
  })
  // Vike prints a line per page written: counted, not printed.
  createInterface({ input: /** @type {import('node:stream').Readable} */ (job.child.stdout) }).on('line', (line) => {
    // eslint-disable-next-line no-control-regex -- Vike colours the file names with terminal escapes
    if (/\.html(\u001b\[\d+m)?$/.test(line.trim())) pages++
    else if (!/pre-rendering HTML|HTML documents pre-rendered/.test(line)) console.log(line)
  })
  if ((await job.done) !== 0) stop(1)
}
const prerendered = Promise.all(Array.from({ length: processes }, (_, i) => prerenderShare(i + 1)))

if ((await bundle.done) !== 0) stop(1)
const bundled = performance.now()
// Vite empties the client folder while it bundles: the files the check wrote move in now.
for (const file of ['sitemap.xml', 'robots.txt']) copyFileSync(join(output.dir, file), join(output.dir, 'client', file))
// Renamed cities' old addresses, for static hosting: _redirects and a page at each (scripts/validate.ts).
const redirects = join(output.dir, 'redirects')
if (existsSync(redirects)) cpSync(redirects, join(output.dir, 'client'), { recursive: true })
turns.busy = false
nextTurn()
await prerendered
writeDepsManifest(output.dir, settings.CONTENT_DIR)
const published = publishBuild(output)
await pruned
const seconds = (/** @type {number} */ from, /** @type {number} */ to) => ((to - from) / 1000).toFixed(1)
console.log(
  `built ${pages} pages in ${seconds(started, performance.now())} s (checking and bundling ${seconds(started, bundled)} s, prerendering ${seconds(bundled, performance.now())} s in ${processes} processes); published ${published}`,
)
