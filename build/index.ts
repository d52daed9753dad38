import { spawn } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { newBuild, publishBuild } from './builds.ts'
import { PENDING_CARDS, prerenderedPaths } from '../shared/build-output.ts'
import { begin, stillGood, type Begun } from './begin.ts'
import type { Workers } from './compile.ts'
import type { ContentCheck } from './content-check.ts'
import { writeManifest } from './deps-manifest.ts'
import { bundleFilesOf, pageFileOf, unlinkPages } from './folder.ts'
import { publishedDates, writeSitemap } from './page-dates.ts'
import { pagesToRender } from './rebuild.ts'
import { startRenderers, type Renderers } from './renderers.ts'
import type { Vite } from './vite-lock.ts'
import { newBundle } from './bundle-store.ts'
import { keepCards } from './share-cards.ts'
import { linkPreviousPages, makePlan, prepareFolder, type Plan } from './plan.ts'

export interface BuildOptions {
  /** Render every page, as a first build does. */
  full?: boolean
  /** Also list every file Vite bundled and the share cards drawn. */
  verbose?: boolean
  /** Where each line the build says goes (the console's, by default). */
  log?: (line: string) => void
  /** Told as the render processes finish each batch: pages rendered so far, of how many. */
  onProgress?: (rendered: number, total: number) => void
  /**
   * Leave the share cards no build drew yet to a process that goes on after the build (`npm start`,
   * whose server draws a card asked for before then), rather than draw them before the build ends.
   */
  cardsLater?: boolean
}

export interface BuildResult {
  /** The folder published, or null when nothing changed since the published build. */
  published: string | null
  /** Every page of the build, and those rendered (the others were the previous build's). */
  pages: number
  rendered: number
  /** What the build said last: what it built and published, or that nothing changed. */
  summary: string
}

/** A build's result, and its share cards not yet drawn when it was published, being drawn (build/share-cards.ts). */
export interface Built extends BuildResult {
  /** Says how many cards were drawn once they are; null when none were left to draw. */
  cards: Promise<string | null>
}

/** A build that stopped: the content has a problem (the check listed it) or a page failed to render. */
export class BuildFailed extends Error {}

/**
 * Builds the site: checks the content while Vike bundles the code, renders the prerendered pages
 * with Vike's renderPage() in one process per core into a new folder, lists them in sitemap.xml,
 * and publishes the folder as BUILD_DIR in one step, which a running server notices. Incremental
 * unless `full`: what the published build recorded says which pages can be kept (build/README.md).
 * Stops at the first failure, with the content problems listed, and the published build stays.
 */
export async function build(options: BuildOptions = {}, begun?: Begun): Promise<Built> {
  const log = options.log ?? console.log
  const started = performance.now()
  const first = begun && stillGood(begun) ? begun : begin(options.verbose)
  const { env, settings, source, workers, check } = first
  const plan = makePlan(settings, options, source)
  // The render processes begun with the published build's bundle render this build only if that is its bundle.
  const warm = first.warm && plan.sameBundle && plan.previous?.dir === first.warm.bundle ? first.warm.children : []
  if (!warm.length) for (const child of first.warm?.children ?? []) child.kill()
  if (plan.unchanged) {
    check.stop()
    const summary = `nothing changed since the published build, which stays: ${plan.unchanged} (${seconds(started)} s)`
    log(summary)
    // Cards a build stopped before drawing (build/share-cards.ts) are drawn now.
    return {
      published: null,
      pages: 0,
      rendered: 0,
      summary,
      cards: afterPublishing(workers, plan.unchanged, settings, options.cardsLater),
    }
  }
  // The content's files are hashed (the plan): the check may read them now.
  void check.tell({ check: true })
  const output = newBuild(settings.BUILD_DIR)
  const children: { stop: () => void }[] = [check, ...warm.map((child) => ({ stop: () => child.kill() }))]
  try {
    prepareFolder(plan, output.dir)
    void check.tell({ emit: output.dir })
    const bundle = plan.sameBundle ? null : newBundle(env, output.dir, plan.inputs.code, settings.BUNDLE_STORE)
    const renderers = startRenderers({
      sameBundle: plan.sameBundle,
      warm,
      settings,
      workers,
      env,
      output: output.dir,
      check,
      log,
      onProgress: options.onProgress,
    })
    children.push(...(bundle ? [bundle] : []), renderers)
    linkPreviousPages(plan, output.dir)
    const run: Run = {
      plan,
      settings,
      output: output.dir,
      check,
      renderers,
      started,
      readied: first === begun ? warm.length : 0,
    }
    const pages = await renderPages(run, bundle)
    const published = await finish(run, pages)
    const cards = afterPublishing(workers, output.dir, settings, options.cardsLater)
    const summary = `built ${pages.rendered + pages.reused.length} pages in ${seconds(started)} s (${pages.bundling}); published ${published}`
    log(summary)
    return { published, pages: pages.rendered + pages.reused.length, rendered: pages.rendered, summary, cards }
  } catch (error) {
    for (const child of children) child.stop()
    output.discard()
    throw error instanceof BuildFailed
      ? error
      : new BuildFailed('the build stopped; the published build stays', { cause: error })
  }
}

/** A build under way. */
interface Run {
  plan: Plan
  settings: { BUILD_DIR: string }
  output: string
  check: ContentCheck
  renderers: Renderers
  started: number
  /** The render processes a build started ahead had ready (scripts/build.ts --standby). */
  readied: number
}

/**
 * Works out which pages to render (those whose recorded inputs changed, build/rebuild.ts, or every
 * one), renders them once the bundle is there, and keeps the rest of the previous build.
 */
async function renderPages({ plan, output, check, renderers, started, readied }: Run, bundle: Vite | null) {
  const previous = plan.previous
  const rehashed = (await check.valuesOf(previous ? Object.keys(previous.deps.values) : [])) ?? stopped()
  const paths = [...prerenderedPaths(output), '/404'].sort()
  // A new bundle may change any page (its asset names at least): every page is rendered again.
  const toRender = previous && plan.samePages ? pagesToRender(previous.deps, paths, rehashed) : paths
  if (bundle && (await bundle.done) !== 0) stopped()
  renderers.start(plan.sameBundle ? toRender.length : Infinity)
  const bundled = performance.now()
  const bundleFiles = plan.sameBundle && previous ? previous.deps.bundle : bundleFilesOf(output)
  renderers.handOut(toRender)
  const rendering = new Set(toRender)
  const reused = previous ? paths.filter((path) => !rendering.has(path)) : []
  const now = new Set(paths)
  // Before the redirects are copied in: a renamed city's old page is where its redirect goes.
  unlinkPages(join(output, 'client'), plan.linked.filter((path) => !now.has(path)).map(pageFileOf))
  // Renamed cities' old addresses, for static hosting: _redirects and a page at each (build/check-worker.ts).
  const redirects = join(output, 'redirects')
  if (existsSync(redirects)) cpSync(redirects, join(output, 'client'), { recursive: true })
  const rendered = await renderers.done
  const processes = renderers.count()
  const ahead = readied ? `, ${readied} readied before the change was saved` : ''
  const kept = reused.length ? `, ${reused.length} unchanged pages kept from the previous build` : ''
  const templated = renderers.fromTemplate()
  const fromTemplate = templated ? ` (${templated} city pages from their template's hooks)` : ''
  const bundling = `${plan.sameBundle ? 'checking (the code is unchanged)' : 'checking and bundling'} ${seconds(started, bundled)} s, rendering ${seconds(bundled)} s in ${processes} process${processes === 1 ? '' : 'es'}${ahead}${fromTemplate}${kept}`
  return { paths, reused, rendered, bundling, bundleFiles, rehashed }
}

/** Dates the pages in sitemap.xml, records what each page was made from, publishes, and prunes old builds. */
async function finish(
  { plan, settings, output, check }: Run,
  pages: Awaited<ReturnType<typeof renderPages>>,
): Promise<string> {
  const previous = plan.previous
  keepCards(output, previous?.dir ?? null, pages.reused)
  writeSitemap(output, publishedDates(settings.BUILD_DIR), pages.paths)
  if ((await check.done) !== 0) stopped()
  writeManifest(output, {
    inputs: plan.inputs,
    bundle: pages.bundleFiles,
    // A page is reused only when the previous build recorded it (pagesToRender).
    kept: Object.fromEntries(pages.reused.map((path) => [path, previous!.deps.pages[path]!])),
    hashOf: (key) => pages.rehashed[key],
  })
  return publishBuild({ dir: output, buildDir: resolve(settings.BUILD_DIR) })
}

/**
 * Once the build `dir` is live: its share cards not drawn yet, and old builds pruned, in a process
 * at the lowest priority (build/published-worker.ts). Resolves with what it says of the cards.
 */
function afterPublishing(
  workers: Workers,
  dir: string,
  settings: { BUILD_DIR: string },
  later = false,
): Promise<string | null> {
  const args = [workers.published, dir, settings.BUILD_DIR]
  // With no card to draw, only the pruning is left, which the build never waits for.
  if (later || !existsSync(join(dir, PENDING_CARDS))) {
    spawn(process.execPath, args, { detached: true, stdio: 'ignore' }).unref()
    return Promise.resolve(null)
  }
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  // What it says of the cards, once they are drawn; it then prunes old builds on its own.
  return new Promise((resolve, reject) => {
    child.once('message', (drawn: string | null) => {
      child.disconnect()
      child.unref()
      resolve(drawn)
    })
    child.once('exit', () => reject(new Error('drawing the share cards failed; the next build draws them')))
  })
}

/** The check ended before it said what the build waited for: it has listed the content's problems. */
function stopped(): never {
  throw new BuildFailed('the content check stopped')
}

function seconds(from: number, to = performance.now()): string {
  return ((to - from) / 1000).toFixed(1)
}
