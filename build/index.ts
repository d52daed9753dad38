import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { newBuild, publishBuild } from './builds.ts'
import { PENDING_CARDS, staticPaths } from '../shared/build-output.ts'
import { begin, stillGood, type Begun } from './begin.ts'
import { checkInto } from './check.ts'
import { bundleFilesOf, pageFileOf, unlinkPages } from './folder.ts'
import { BuildFailed, renderedParts } from './messages.ts'
import { publishedDates, writeSitemap } from './page-dates.ts'
import { startRenderers } from './renderers.ts'
import { linkBundle, newBundle } from './vite.ts'
import { keepCards } from './share-cards.ts'
import { linkPreviousPages, makePlan, pagesToRender, writeManifest } from './plan.ts'

export { BuildFailed }

export interface BuildOptions {
  /** Render every page, as a first build does. */
  full?: boolean
  /** Also list every file Vite bundled. */
  verbose?: boolean
  log?: (line: string) => void
  /** Told as the render processes finish each batch: pages rendered so far, of how many. */
  onProgress?: (rendered: number, total: number) => void
  /** Leave the cards not drawn yet to a process that outlives the build (`npm start`, whose server draws one asked for first). */
  cardsLater?: boolean
}

export interface BuildResult {
  /** The folder published, or null when nothing changed since the published build. */
  published: string | null
  /** Every page of the build, and those rendered (the others were the previous build's). */
  pages: number
  rendered: number
  summary: string
}

/** A build's result, and what is said of its share cards once those not drawn when it was published are (null: none were left). */
export interface Built extends BuildResult {
  cards: Promise<string | null>
}

/**
 * Builds the site (build/README.md): checks the content while Vike bundles the code, renders the
 * pages with renderPage() in one process per core into a new folder, and publishes it as BUILD_DIR
 * in one step. Incremental unless `full`. Stops at the first failure, with the content problems
 * listed; the published build stays.
 */
export async function build(options: BuildOptions = {}, begun?: Begun): Promise<Built> {
  const log = options.log ?? console.log
  const started = performance.now()
  const first = begun && stillGood(begun) ? begun : begin(options.verbose)
  const { env, settings, source, workers } = first
  const plan = makePlan(settings, options, source)
  const { previous, sameBundle } = plan
  // The render processes begun with the published build's bundle render this build only if that is its bundle.
  const warm = first.warm && sameBundle && previous?.dir === first.warm.bundle ? first.warm.children : []
  if (!warm.length) first.stop()
  if (plan.unchanged) {
    const summary = `nothing changed since the published build, which stays: ${plan.unchanged} (${seconds(started)} s)`
    log(summary)
    // Cards a build stopped before drawing (build/share-cards.ts) are drawn now.
    const cards = afterPublishing(workers.published, plan.unchanged, settings.BUILD_DIR, options.cardsLater)
    return { published: null, pages: 0, rendered: 0, summary, cards }
  }
  const { dir, discard } = newBuild(settings.BUILD_DIR)
  const stops = [first.stop]
  try {
    if (sameBundle) linkBundle(previous!.dir, previous!.deps.bundle, dir)
    const bundle = sameBundle ? null : newBundle(env, dir, plan.inputs.code, settings.BUNDLE_STORE)
    let siteWritten!: () => void
    const site = new Promise<void>((resolve) => (siteWritten = resolve))
    const renderers = startRenderers({ ...first, onProgress: options.onProgress, sameBundle, warm, dir, site, log })
    stops.push(...(bundle ? [bundle.stop] : []), renderers.stop)
    linkPreviousPages(plan, dir)
    // Vite and the render processes start before the check takes this process's time.
    await new Promise(setImmediate)
    const check = checkInto(dir, settings, workers.doorway)
    siteWritten()
    const paths = [...staticPaths(check.routes), '/404'].sort()
    const rehashed = check.hashesOf(Object.keys(previous?.deps.values ?? {}))
    // A new bundle may change any page (its asset names at least): every page is rendered again.
    const toRender = previous && plan.samePages ? pagesToRender(previous.deps, paths, rehashed) : paths
    if (bundle && (await bundle.done) !== 0) throw new BuildFailed('Vite could not bundle the code')
    // Before a page is written: the files Vite wrote, which the next build links in when the code is the same.
    const bundleFiles = sameBundle && previous ? previous.deps.bundle : bundleFilesOf(dir)
    const bundled = performance.now()
    renderers.handOut(toRender)
    const rendering = new Set(toRender)
    const reused = previous ? paths.filter((path) => !rendering.has(path)) : []
    // Pages that are gone go before the redirects are written: a renamed city's old page is where its redirect goes.
    const now = new Set(paths)
    unlinkPages(join(dir, 'client'), plan.linked.filter((path) => !now.has(path)).map(pageFileOf))
    check.writeRedirects()
    const rendered = await renderers.done
    const parts = renderedParts(dir)
    keepCards(dir, previous?.dir ?? null, reused, parts.cards)
    const sitemap = { siteUrl: settings.SITE_URL, routes: check.routes, paths }
    writeSitemap(dir, sitemap, publishedDates(settings.BUILD_DIR), parts.contents)
    await check.compared
    writeManifest(dir, {
      inputs: plan.inputs,
      bundle: bundleFiles,
      // A page is reused only when the previous build recorded it (pagesToRender).
      kept: Object.fromEntries(reused.map((path) => [path, previous!.deps.pages[path]!])),
      rendered: parts,
      hashOf: (key) => rehashed[key],
    })
    const published = publishBuild({ dir, buildDir: resolve(settings.BUILD_DIR) })
    const cards = afterPublishing(workers.published, dir, settings.BUILD_DIR, options.cardsLater)
    const times = { started, bundled, readied: first === begun ? warm.length : 0, kept: reused.length }
    const summary = `built ${paths.length} pages in ${seconds(started)} s (${steps(plan, rendered, times)}); published ${published}`
    log(summary)
    return { published, pages: paths.length, rendered: rendered.pages, summary, cards }
  } catch (error) {
    for (const stop of stops) stop()
    discard()
    throw error instanceof BuildFailed
      ? error
      : new BuildFailed('the build stopped; the published build stays', { cause: error })
  }
}

/**
 * Once the build `dir` is live: its share cards not drawn yet, and old builds pruned, in a process
 * at the lowest priority (build/published-worker.ts). Resolves with what it says of the cards.
 */
function afterPublishing(worker: string, dir: string, buildDir: string, later = false) {
  const args = [worker, dir, buildDir]
  // With no card to draw, only the pruning is left, which the build never waits for.
  if (later || !existsSync(join(dir, PENDING_CARDS))) {
    spawn(process.execPath, [...args, '--alone'], { detached: true, stdio: 'ignore' }).unref()
    return Promise.resolve(null)
  }
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  // What it says of the cards, once they are drawn; it then prunes old builds on its own.
  return new Promise<string | null>((resolve, reject) => {
    child.once('message', (drawn: string | null) => {
      child.disconnect()
      child.unref()
      resolve(drawn)
    })
    child.once('exit', () => reject(new Error('drawing the share cards failed; the next build draws them')))
  })
}

/** What the build's summary says of its steps. */
function steps(
  { sameBundle }: { sameBundle: boolean },
  { processes: count, fromTemplate }: { processes: number; fromTemplate: number },
  { started, bundled, readied, kept }: { started: number; bundled: number; readied: number; kept: number },
) {
  const ahead = readied ? `, ${readied} readied before the change was saved` : ''
  const templated = fromTemplate ? ` (${fromTemplate} city pages from their template's hooks)` : ''
  const reused = kept ? `, ${kept} unchanged pages kept from the previous build` : ''
  const checking = sameBundle ? 'checking (the code is unchanged)' : 'checking and bundling'
  return `${checking} ${seconds(started, bundled)} s, rendering ${seconds(bundled)} s in ${count} process${count === 1 ? '' : 'es'}${ahead}${templated}${reused}`
}

function seconds(from: number, to = performance.now()): string {
  return ((to - from) / 1000).toFixed(1)
}
