// @ts-check
// Plain JavaScript: the build starts its jobs without first loading the TypeScript loader.
import { spawn } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { newBuild, prerenderedPaths, pruneBuilds, publishBuild } from '../shared/builds.mjs'
import { BUILD_HANDOFF, readEnv } from '../shared/env.mjs'
import { watchContent } from './build-watch.mjs'
import { buildHash, sourceHashes, templateCode, writeDepsManifest } from './deps-manifest.mjs'
import {
  bundleFilesOf,
  codeHash,
  linkBundle,
  linkFiles,
  pageFileOf,
  pagesToRender,
  previousBuild,
  unlinkPages,
} from './rebuild.mjs'

/**
 * `npm run build` (`-- --full` to render every page, `-- --watch` to rebuild on every content save): checks the content while Vike bundles the code (the check also writes the route
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
const settings = readEnv(process.env, ['BUILD_DIR', 'PRERENDER_PROCESSES', 'CONTENT_DIR', 'SITE_URL'])
if (process.argv.includes('--watch')) await watchContent(settings.CONTENT_DIR)
const started = performance.now()
/**
 * Incremental unless asked not to: the published build's bundle is reused when no code changed,
 * and its pages whose recorded inputs are unchanged (scripts/rebuild.mjs).
 */
const previous = process.argv.includes('--full') ? null : previousBuild(settings.BUILD_DIR)
const code = codeHash(settings.CONTENT_DIR)
const build = buildHash(settings.SITE_URL)
const sameBundle = previous?.deps.code === code
// Taken before the content is read: a file saved while this build runs differs from what it records.
const sources = sourceHashes(settings.CONTENT_DIR)
if (previous && sameBundle && previous.deps.build === build) {
  if (JSON.stringify(sources) === JSON.stringify(previous.deps.sources)) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`nothing changed since the published build, which stays: ${previous.dir} (${seconds} s)`)
    process.exit(0)
  }
}
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

const plan = previous ? ['--plan', join(previous.dir, 'deps.json')] : []
const validate = run(['--import', 'tsx', 'scripts/validate.ts', '--emit', output.dir, ...plan])
const bundle =
  sameBundle && previous
    ? (linkBundle(previous, output.dir), { child: { kill: () => true }, done: Promise.resolve(0) })
    : run(['node_modules/vike/bin.js', 'build'])
/** @type {Job[]} */
const prerender = []
/** @param {number} exitCode @returns {never} */
function stop(exitCode) {
  for (const job of [validate, bundle, ...prerender]) job.child.kill()
  output.discard()
  process.exit(exitCode)
}
let pages = 0
/**
 * A render process's job: a page that fails stops the build at once, with the error the process
 * printed. Each prints a line per page written, counted here, not printed.
 * @param {Job} job
 */
function renderingJob(job) {
  prerender.push(job)
  job.done.then((code) => code !== 0 && stop(1))
  createInterface({ input: /** @type {import('node:stream').Readable} */ (job.child.stdout) }).on('line', (line) => {
    // eslint-disable-next-line no-control-regex -- Vike colours the file names with terminal escapes
    if (/\.html(\u001b\[\d+m)?$/.test(line.trim())) pages++
    else if (!/pre-rendering HTML|HTML documents pre-rendered/.test(line)) console.log(line)
  })
  return job
}
/**
 * With the code unchanged, the pages are rendered from the previous bundle by processes that load
 * it while the content is checked (scripts/render-pages.mjs); the first starts now.
 * @param {number} k
 */
const bundleRenderer = (k) => {
  const job = renderingJob(
    run(
      ['scripts/render-pages.mjs'],
      { [BUILD_HANDOFF.share]: String(k), [BUILD_HANDOFF.siteSnapshot]: join(output.dir, 'site.json') },
      true,
    ),
  )
  const ready = new Promise((resolve) => job.child.on('message', (message) => message === 'ready' && resolve(job)))
  return { job, ready }
}
const firstRenderer = sameBundle ? bundleRenderer(1) : null
/**
 * With the code unchanged, every page of the previous build is linked in while the content is
 * checked (at 5,000 cities, a folder and a link each take a good part of a second); once the check
 * tells, pages that are gone are taken out and pages rendered again are replaced, never written
 * through (scripts/page-writer.mjs).
 */
const linked = sameBundle && previous ? Object.keys(previous.deps.pages) : []
if (previous) linkFiles(join(previous.dir, 'client'), join(output.dir, 'client'), linked.map(pageFileOf))
if ((await validate.done) !== 0) stop(1)

const paths = [...prerenderedPaths(output.dir), '/404'].sort()
/** The new content's hash of each key the previous build's pages read (scripts/validate.ts --plan). */
const values = previous ? JSON.parse(readFileSync(join(output.dir, 'values.json'), 'utf8')) : {}
/** Each content entry's hash (scripts/validate.ts), for the next build. */
const entries = JSON.parse(readFileSync(join(output.dir, 'entries.json'), 'utf8'))
for (const file of ['values.json', 'entries.json']) rmSync(join(output.dir, file), { force: true })
/**
 * The pages to render, as far as the content tells; once the bundle is there, a template whose
 * code changed adds its pages.
 */
let toRender = previous ? pagesToRender(previous, paths, values, (id) => previous.deps.templates[id], build) : paths
const cores = settings.PRERENDER_PROCESSES ?? availableParallelism()
// A process takes a second to start: few pages are rendered by one. A new bundle may change every template.
const processes = !sameBundle ? cores : Math.min(cores, Math.ceil(toRender.length / 400)) || 1
/** @type {Promise<unknown>} */
let rendered = Promise.resolve()
if (firstRenderer) {
  const renderers = [firstRenderer, ...Array.from({ length: processes - 1 }, (_, i) => bundleRenderer(i + 2))]
  rendered = Promise.all(
    renderers.map(async ({ job, ready }, i) => {
      await ready
      job.child.send({ render: toRender.filter((_, at) => at % processes === i) })
      await job.done
    }),
  )
}
/**
 * Each prerender process's heap, sized to its share: Vike's prerender keeps about 80 KB of live
 * heap for every page it renders until it ends, on top of some 60 MB for its libraries and the
 * content, and without a limit V8 lets the heap grow well past that before collecting. What it
 * saves and costs: docs/decisions/0006-islands-and-vikes-own-prerender.md.
 */
const pagesPerProcess = Math.ceil(paths.length / Math.max(1, processes))
const heapFlags = [`--max-old-space-size=${60 + Math.ceil((pagesPerProcess * 80) / 1024)}`, '--max-semi-space-size=4']
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
 * A new bundle's pages are prerendered by Vike's prerender(), `share` of them by this process
 * (scripts/prerender.mjs). The processes start once the content is checked and load their
 * libraries while the bundler finishes.
 * @param {number} share
 * @returns {Promise<number>}
 */
function prerenderShare(share) {
  const job = renderingJob(
    run(
      [...heapFlags, 'scripts/prerender.mjs'],
      {
        [BUILD_HANDOFF.share]: `${share}/${processes}`,
        [BUILD_HANDOFF.siteSnapshot]: join(output.dir, 'site.json'),
        [BUILD_HANDOFF.render]: join(output.dir, 'render.json'),
      },
      true,
    ),
  )
  job.child.on('message', (message) => {
    if (message === 'ready') turns.queue.push(job.child)
    if (message === 'loaded') turns.busy = false
    if (!turns.busy) nextTurn()
  })
  return job.done
}
if (!sameBundle) rendered = Promise.all(Array.from({ length: processes }, (_, i) => prerenderShare(i + 1)))

if ((await bundle.done) !== 0) stop(1)
const bundled = performance.now()
const bundleFiles = sameBundle && previous ? previous.deps.bundle : bundleFilesOf(output.dir)
if (previous && !sameBundle) toRender = pagesToRender(previous, paths, values, templateCode(output.dir), build)
// Vike's prerender processes read which pages are theirs when they start rendering (renderer/prerender.ts).
if (!sameBundle) writeFileSync(join(output.dir, 'render.json'), JSON.stringify(toRender))
const rendering = new Set(toRender)
const reused = previous ? paths.filter((path) => !rendering.has(path)) : []
if (previous && !sameBundle) linkFiles(join(previous.dir, 'client'), join(output.dir, 'client'), reused.map(pageFileOf))
const now = new Set(paths)
// Before the redirects are copied in: a renamed city's old page is where its redirect goes.
unlinkPages(join(output.dir, 'client'), linked.filter((path) => !now.has(path)).map(pageFileOf))
// Vite empties the client folder while it bundles: the files the check wrote move in now.
for (const file of ['sitemap.xml', 'robots.txt']) copyFileSync(join(output.dir, file), join(output.dir, 'client', file))
// Renamed cities' old addresses, for static hosting: _redirects and a page at each (scripts/validate.ts).
const redirects = join(output.dir, 'redirects')
if (existsSync(redirects)) cpSync(redirects, join(output.dir, 'client'), { recursive: true })
turns.busy = false
nextTurn()
await rendered
rmSync(join(output.dir, 'render.json'), { force: true })
writeDepsManifest(output.dir, {
  sources,
  build,
  code,
  bundle: bundleFiles,
  // A page is reused only when the previous build recorded it (pagesToRender).
  reused: Object.fromEntries(
    reused.map((path) => [path, /** @type {{ template: string, reads: string[] }} */ (previous?.deps.pages[path])]),
  ),
  values,
  entries,
})
const published = publishBuild(output)
await pruned
const seconds = (/** @type {number} */ from, /** @type {number} */ to) => ((to - from) / 1000).toFixed(1)
const kept = reused.length ? `, ${reused.length} unchanged pages kept from the previous build` : ''
const bundling = sameBundle ? 'checking (the code is unchanged)' : 'checking and bundling'
console.log(
  `built ${pages + reused.length} pages in ${seconds(started, performance.now())} s (${bundling} ${seconds(started, bundled)} s, prerendering ${seconds(bundled, performance.now())} s in ${processes} processes${kept}); published ${published}`,
)
