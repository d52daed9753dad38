// @ts-check
// Plain JavaScript: the build starts its jobs without first loading the TypeScript loader.
import { spawn } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, sep } from 'node:path'
import { createInterface } from 'node:readline'
import { addressNotSetWarning, newBuild, prerenderedPaths, publishBuild, spareBuild } from '../shared/builds.mjs'
import { BUILD_HANDOFF, readEnv } from '../shared/env.mjs'
import { watchContent } from './build-watch.mjs'
import { buildHash, prepareDepsManifest, sourceHashes, templateCode } from './deps-manifest.mjs'
import { compileCheck, startCheck, startPublishedCheck } from './content-check.mjs'
import {
  bundleFilesOf,
  clearRecycled,
  linkBundle,
  linkFiles,
  pageFileOf,
  syncFiles,
  unlinkPages,
} from './build-folder.mjs'
import { codeHash, keysToHashAgain, pagesToRender, previousBuild } from './rebuild.mjs'
import { keepCards } from './share-cards.mjs'
import { publishedDates, writeSitemap } from './page-dates.mjs'

/**
 * `npm run build` (`-- --full` to render every page, `-- --watch` to rebuild on every content
 * save, `-- --verbose` for Vite's table of bundle files): checks the content while Vike bundles the
 * code (the check also writes the route list and the renamed cities' redirects), then renders the
 * prerendered pages with Vike's renderPage(), one process per core (scripts/render-pages.mjs), into
 * a new folder, and lists them in sitemap.xml, each dated by when its content last changed
 * (scripts/page-dates.mjs). Only a complete build is published: BUILD_DIR (dist) is a link switched
 * to the new folder in one step, which a running server notices (shared/builds.mjs). Stops at the
 * first failure, with the content problems listed. deps.json keeps what each page was made from.
 */
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NODE_ENV: 'production' }
if (process.argv.includes('--verbose')) env[BUILD_HANDOFF.verbose] = 'yes'
// A build is a build whoever starts it: Vike takes a test runner's marker (VITEST, set when the
// test suite builds) to mean it runs inside tests, and refuses to prerender.
for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
const settings = readEnv(process.env, ['BUILD_DIR', 'PRERENDER_PROCESSES', 'CONTENT_DIR', 'SITE_URL'])
// Said on every build, before anything else, while SITE_URL is unset (shared/builds.mjs).
if (!process.env.SITE_URL) console.warn(addressNotSetWarning(settings.SITE_URL))
if (process.argv.includes('--watch')) await watchContent(settings.CONTENT_DIR)
const started = performance.now()
const full = process.argv.includes('--full')
// The published build's check loads its libraries while this build reads (scripts/content-check.mjs).
let check = full ? null : startPublishedCheck(settings.BUILD_DIR, env)
// Taken before the content is read (the check reads none before it has them): a file saved while this build runs differs from what it records.
const sources = sourceHashes(settings.CONTENT_DIR)
check?.tell({ sources })
/**
 * Incremental unless asked not to: the published build's bundle is reused when no code changed,
 * and its pages whose recorded inputs are unchanged (scripts/rebuild.mjs).
 */
const previous = full ? null : previousBuild(settings.BUILD_DIR)
const code = codeHash(settings.CONTENT_DIR)
const build = buildHash(settings.SITE_URL)
const sameBundle = previous?.deps.code === code
const sameCheck = sameBundle && previous.deps.build === build
if (check && !(sameCheck && check.from === previous.dir)) {
  check.stop()
  check = null
}
if (sameCheck && JSON.stringify(sources) === JSON.stringify(previous.deps.sources)) {
  check?.stop()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`nothing changed since the published build, which stays: ${previous.dir} (${seconds} s)`)
  process.exit(0)
}
/**
 * With the code unchanged, the build that this one's publication would prune is made over into
 * this one (scripts/rebuild.mjs): its pages are mostly this build's already, and no build is
 * deleted. Otherwise, old builds are pruned once this one is published.
 */
const recycled = sameBundle && previous ? spareBuild(settings.BUILD_DIR) : null
const output = newBuild(settings.BUILD_DIR, recycled)
if (recycled) clearRecycled(output.dir)
// With the code and the build's own code unchanged (scripts/validate.ts is of the latter), the published build's check is this build's.
if (check && previous) linkFiles(previous.dir, output.dir, ['check.mjs'])
else {
  check = startCheck(await compileCheck(output.dir), previous?.dir ?? null, env)
  check.tell({ sources })
}
check.tell({ emit: output.dir })
/** This build's check. */
const checking = check
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

const bundle =
  sameBundle && previous
    ? (linkBundle(previous, output.dir, !recycled), { child: { kill: () => true }, done: Promise.resolve(0) })
    : run(['node_modules/vike/bin.js', 'build'])
/** @type {Job[]} */
const renderJobs = []
/** @param {number} exitCode @returns {never} */
function stop(exitCode) {
  for (const job of [checking, bundle, ...renderJobs]) job.child.kill()
  output.discard()
  process.exit(exitCode)
}
let pages = 0
/** Pages are handed out in batches, the next to whichever process asks first (one may run behind the other). */
const BATCH = 32
/** @type {string[]} */
const queue = []
let queued = false
/**
 * A render process (scripts/render-pages.mjs), number `k`: a page that fails stops the build at
 * once, with the error the process printed. It prints a line per page written, counted here.
 * @param {number} k
 * @param {boolean} bundleLater whether the bundle is still being made
 */
function renderer(k, bundleLater) {
  const job = run(
    ['scripts/render-pages.mjs', ...(bundleLater ? ['--bundle-later'] : [])],
    { [BUILD_HANDOFF.renderer]: String(k), [BUILD_HANDOFF.siteSnapshot]: join(output.dir, 'site.json') },
    true,
  )
  renderJobs.push(job)
  // The process reads the checked content as soon as the check has written it.
  checking.onSite(() => job.child.connected && job.child.send({ site: true }))
  job.done.then((code) => code !== 0 && stop(1))
  createInterface({ input: /** @type {import('node:stream').Readable} */ (job.child.stdout) }).on('line', (line) => {
    if (line.endsWith('.html')) pages++
    else console.log(line)
  })
  let asking = 0
  const answer = () => {
    for (; queued && asking > 0; asking--) {
      const batch = queue.splice(0, BATCH)
      job.child.send(batch.length ? { render: batch } : { end: true })
    }
  }
  job.child.on('message', (message) => {
    if (message === 'ready' || message === 'more') asking++
    answer()
  })
  return answer
}
/** @param {string[]} paths */
function handOut(paths) {
  queue.push(...paths)
  queued = true
  for (const answer of answers) answer()
}
/** With the code unchanged, a render process loads the previous bundle while the content is checked. */
const answers = sameBundle ? [renderer(1, false)] : []
/**
 * With the code unchanged, the new build gets every page of the previous one while the content is
 * checked (a made-over folder keeps those it shares). Once the check tells, pages that are gone are
 * taken out and pages rendered again are replaced, never written through (scripts/render-pages.mjs).
 */
const linked = sameBundle && previous ? Object.keys(previous.deps.pages) : []
if (recycled && previous) {
  const clientBundle = previous.deps.bundle.filter((file) => file.startsWith(`client${sep}`))
  syncFiles(join(previous.dir, 'client'), join(output.dir, 'client'), [
    ...clientBundle.map((file) => file.slice(`client${sep}`.length)),
    ...linked.map(pageFileOf),
  ])
} else if (previous) linkFiles(join(previous.dir, 'client'), join(output.dir, 'client'), linked.map(pageFileOf))
// While the content is checked (scripts/deps-manifest.mjs).
const manifest = prepareDepsManifest(previous?.deps ?? null)
/** Each content entry's hash and each derivation's inputs' hash (scripts/validate.ts), for the next build. */
const { entries, derived } = (await checking.hashes) ?? stop(1)
/** The new content's hash of each key the previous build's pages read that may have changed (scripts/rebuild.mjs). */
const rehashed =
  (await checking.valuesOf(previous ? keysToHashAgain(previous.deps, entries, sameBundle && derived) : [])) ?? stop(1)
/** @param {string} key */
const valueNow = (key) => rehashed[key] ?? previous?.deps.values[key]
const paths = [...prerenderedPaths(output.dir), '/404'].sort()
/** @type {ReturnType<typeof templateCode> | undefined} */
let bundleTemplates
/**
 * Each template's code hashes in this build: with the code unchanged, those the previous build
 * recorded; otherwise read from the bundle once Vite has written it (scripts/deps-manifest.mjs).
 * @param {string} id
 */
const templateHashes = (id) =>
  (sameBundle ? previous?.deps.templates[id] : undefined) ?? (bundleTemplates ??= templateCode(output.dir))(id)
/** The pages to render: those whose recorded inputs changed (scripts/rebuild.mjs), or every one. */
const pagesNow = () => (previous ? pagesToRender(previous, paths, rehashed, templateHashes, build) : paths)
// Known now with the code unchanged; with a new bundle, once its templates can be compared.
let toRender = sameBundle ? pagesNow() : paths
const cores = settings.PRERENDER_PROCESSES ?? availableParallelism()
// Loading the bundle takes a third of a second: few pages are rendered by one process. A new bundle may change every template.
const processes = !sameBundle ? cores : Math.min(cores, Math.ceil(toRender.length / 400)) || 1
// The others start now, and load their libraries while Vite finishes a new bundle.
while (answers.length < processes) answers.push(renderer(answers.length + 1, !sameBundle))

if ((await bundle.done) !== 0) stop(1)
const bundled = performance.now()
const bundleFiles = sameBundle && previous ? previous.deps.bundle : bundleFilesOf(output.dir)
if (!sameBundle) toRender = pagesNow()
handOut(toRender)
manifest.values(valueNow)
const rendering = new Set(toRender)
const reused = previous ? paths.filter((path) => !rendering.has(path)) : []
if (previous && !sameBundle) linkFiles(join(previous.dir, 'client'), join(output.dir, 'client'), reused.map(pageFileOf))
const now = new Set(paths)
// Before the redirects are copied in: a renamed city's old page is where its redirect goes.
unlinkPages(join(output.dir, 'client'), linked.filter((path) => !now.has(path)).map(pageFileOf))
// Renamed cities' old addresses, for static hosting: _redirects and a page at each (scripts/validate.ts).
const redirects = join(output.dir, 'redirects')
if (existsSync(redirects)) cpSync(redirects, join(output.dir, 'client'), { recursive: true })
await Promise.all(renderJobs.map((job) => job.done))
keepCards(output.dir, previous?.dir ?? null, reused)
writeSitemap(output.dir, publishedDates(settings.BUILD_DIR), paths)
// The check writes what the next build's check may reuse after it has said what to render.
if ((await checking.done) !== 0) stop(1)
manifest.write(output.dir, {
  sources,
  build,
  code,
  bundle: bundleFiles,
  // A page is reused only when the previous build recorded it (pagesToRender).
  reused: Object.fromEntries(
    reused.map((path) => [path, /** @type {{ template: string, reads: string[] }} */ (previous?.deps.pages[path])]),
  ),
  entries,
  derived,
  templates: templateHashes,
})
const published = publishBuild(output)
// Old builds go once the new one is live, at the lowest priority, and the build does not wait (scripts/prune-builds.mjs).
spawn(process.execPath, ['scripts/prune-builds.mjs', settings.BUILD_DIR], { detached: true, stdio: 'ignore' }).unref()
const seconds = (/** @type {number} */ from, /** @type {number} */ to) => ((to - from) / 1000).toFixed(1)
const kept = reused.length ? `, ${reused.length} unchanged pages kept from the previous build` : ''
const bundling = sameBundle ? 'checking (the code is unchanged)' : 'checking and bundling'
console.log(
  `built ${pages + reused.length} pages in ${seconds(started, performance.now())} s (${bundling} ${seconds(started, bundled)} s, rendering ${seconds(bundled, performance.now())} s in ${processes} process${processes === 1 ? '' : 'es'}${kept}); published ${published}`,
)
