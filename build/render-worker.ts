import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import 'react-dom/server'
import { renderPage } from 'vike/server'
import { BUILD_HANDOFF } from '../shared/env.ts'
import { siteSnapshot } from '../renderer/site-snapshot.ts'
import { parentMessages, toParent, type ToRenderer } from './messages.ts'
import { pageFileOf } from './folder.ts'
import { pageCards, publishedBuild } from './share-cards.ts'
import { writeSiteIcons } from './site-icons.ts'
import { pageContent, writePageContents, type PageContent } from './page-dates.ts'
import { recordingReads } from './reads.ts'
import { recordPageReads, type RecordedReads } from '../renderer/page-reads.ts'
import type { ShareCard } from '../shared/share-card.ts'
import { templatePages, type RenderedPage } from './template-pages.ts'

/**
 * A render process of a build (build/index.ts): renders pages with Vike's renderPage(),
 * the call the server makes per request, from the server bundle in BUILD_BUNDLE (the new build's,
 * or the published build's when the code is the same), into the new build's client folder. Why renderPage() and not Vike's prerender():
 * docs/decisions/0012-the-build-renders-with-renderpage.md. City pages after the first are
 * rendered from their template's hooks (build/template-pages.ts, docs/decisions/0021).
 *
 * Each page records what it read of the content (build/reads.ts); this process writes
 * its pages' keys to deps/render-<n>.pages.jsonl and the hashes of what they read to
 * deps/render-<n>.values.json in the build, which the build merges into deps.json
 * (build/deps-manifest.ts); and each page's content hash, for its date in sitemap.xml
 * (build/page-dates.ts).
 *
 * Its messages are in build/messages.ts. It starts once the build's bundle is there (Vite is done,
 * or the published build's, even before the build begins: scripts/build.ts --standby), loads it,
 * waits to be told the build's folder and says 'ready'. It reads the checked content
 * when the build says (once the check has written it), before any page asks for it
 * (build/site-snapshot.ts).
 */
if (!process.send) {
  console.error('build/render-worker.ts is run by `npm run build`.')
  process.exit(1)
}
// The pages this process renders record their reads (renderer/page-reads.ts).
recordPageReads(recordingReads)
/** One line per page, about 2 KB each, written out in one go at the end. */
const pages: string[] = []
/** Each page's content, for its date in sitemap.xml (build/page-dates.ts). */
const contents: Record<string, PageContent> = {}
let hashes: (() => Record<string, string>) | undefined
/** City pages rendered from their template's hooks (build/template-pages.ts). */
const cityPages = templatePages()
/** The build this process renders for, as its first message tells: its folder, and this process's name in it. */
let output = ''
let name = ''
let snapshot = ''
let cards!: ReturnType<typeof pageCards>

const messages = parentMessages((message) => {
  if (!('site' in message)) return false
  siteSnapshot(snapshot)
  return true
})

/**
 * Renders the page at `path`, writes it where a static host serves it (pageFileOf) and keeps what
 * it read. A city page is rendered from its template's hooks once this process has learnt them
 * from one renderPage() (build/template-pages.ts).
 */
async function render(path: string) {
  const city = Object.hasOwn(siteSnapshot(snapshot)!.cityAtPath, path)
  const { html, pageContext } = (city && (await cityPages.render(path))) || (await renderedByVike(path, city))
  const recorded = pageContext as { pageReads?: RecordedReads }
  if (recorded.pageReads) {
    pages.push(JSON.stringify({ path, ...recorded.pageReads.finish(pageContext) }))
    hashes = recorded.pageReads.hashes
    recorded.pageReads = undefined
  }
  contents[path] = pageContent(html)
  cards.page(path, (pageContext as { shareCard?: ShareCard }).shareCard)
  writePage(join(output, 'client', pageFileOf(path)), html)
}

/** The page at `path` through renderPage(), the call the server makes per request. */
async function renderedByVike(path: string, city: boolean): Promise<RenderedPage> {
  const pageContext = await renderPage({ urlOriginal: path })
  const expected = path === '/404' ? 404 : 200
  const response = pageContext.httpResponse
  if (response?.statusCode !== expected) {
    const cause = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
    throw new Error(`${path} rendered with status ${response?.statusCode ?? 'none'}, not ${expected}`, { cause })
  }
  if (city && cityPages.learning) await cityPages.learn(path, pageContext, response.body)
  return { html: response.body, pageContext }
}

/**
 * Writes a page's file, at once: a process renders one page after another, and a file handed to
 * the thread pool costs more of the process's time than it waits for the disk. A page an
 * incremental build renders again is never written through a link to the previous build's file:
 * unless its folder was made just now, any file there is taken out first.
 */
function writePage(file: string, html: string) {
  if (mkdirSync(dirname(file), { recursive: true }) === undefined) rmSync(file, { force: true })
  writeFileSync(file, html)
}

/**
 * Takes the build this process renders for: its folder, where the checked content will be (which the
 * bundle's pages read through SITE_SNAPSHOT: renderer/site-source.ts), and this process's name.
 */
function takeBuild(message: ToRenderer) {
  if (!('build' in message)) throw new Error(`the build sent ${JSON.stringify(message)} where its folder was due`)
  output = message.build.output
  name = `render-${message.build.renderer}`
  snapshot = join(output, 'site.json')
  process.env[BUILD_HANDOFF.siteSnapshot] = snapshot
  mkdirSync(join(output, 'deps'), { recursive: true })
  cards = pageCards(output, name)
}

try {
  // The bundle may be the published build's, loaded before the build that renders with it began
  // (scripts/build.ts --standby); its code is this build's, or the build would not use this process.
  const server = join(process.env[BUILD_HANDOFF.bundle]!, 'server')
  await import(pathToFileURL(join(server, 'entry.mjs')).href)
  // Vike loads each template's code, and the packages it needs, when it first renders a page of it:
  // loaded now while no build has told this process its folder (a build readied ahead waits for the
  // word: scripts/build.ts --standby), not to hold up one that has (docs/upgrading-vike.md).
  const entries = join(server, 'entries')
  for (const file of existsSync(entries) ? readdirSync(entries) : [])
    if (!messages.waiting()) await import(pathToFileURL(join(entries, file)).href)
  takeBuild(await messages.next())
  await toParent('ready')
  for (let message = await messages.next(); 'render' in message; message = await messages.next()) {
    await toParent('more')
    for (const path of message.render) await render(path)
  }
  await writeFile(join(output, 'deps', `${name}.pages.jsonl`), pages.join('\n'))
  await writeFile(join(output, 'deps', `${name}.values.json`), JSON.stringify(hashes?.() ?? {}))
  cards.finish()
  await toParent({ fromTemplate: cityPages.rendered })
  const site = siteSnapshot(snapshot)
  // The icons are made once per build, by the first process, once its pages are done.
  const published = publishedBuild()
  if (name === 'render-1' && site)
    await writeSiteIcons(site.business, join(output, 'client'), published && join(published, 'client'))
  writePageContents(output, name, contents)
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
