import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import 'react-dom/server'
import { renderPage } from 'vike/server'
import { BUILD_HANDOFF } from '../shared/env.ts'
import { siteSnapshot } from '../renderer/site-snapshot.ts'
import { parentMessages, toParent, type RenderedPart } from './messages.ts'
import { pageFileOf, writePage } from './folder.ts'
import { pageCards, publishedBuild } from './share-cards.ts'
import { writeSiteIcons } from './site-icons.ts'
import { pageContent } from './page-dates.ts'
import { recordingReads } from './reads.ts'
import { recordPageReads, type RecordedReads } from '../renderer/page-reads.ts'
import type { ShareCard } from '../shared/share-card.ts'
import { templatePages, type RenderedPage } from './template-pages.ts'

/**
 * A render process of a build (build/index.ts; its messages: build/messages.ts): renders pages with
 * Vike's renderPage(), the call the server makes per request (docs/decisions/0012), city pages after
 * the first from their template's hooks (build/template-pages.ts), from the server bundle in
 * BUILD_BUNDLE (the new build's, or the published build's when the code is the same), into the new
 * build's client folder. It may start before the build (scripts/build.ts --standby). It leaves the
 * build what its pages read (build/reads.ts), their content and share cards (RenderedPart).
 */
if (!process.send) {
  console.error('build/render-worker.ts is run by `npm run build`.')
  process.exit(1)
}
recordPageReads(recordingReads)
/** What this process leaves the build at its end. */
const part: RenderedPart = { pages: {}, values: {}, contents: {}, cards: { made: {}, pending: {} } }
let hashes: (() => Record<string, string>) | undefined
const cityPages = templatePages()
/** The build this process renders for, as its first message tells: its folder, and this process's name in it. */
let [output, name, snapshot] = ['', '', '']
let cardOf!: ReturnType<typeof pageCards>

const messages = parentMessages(() => siteSnapshot(snapshot))

/** Renders the page at `path`, writes it where a static host serves it and keeps what it read. */
async function render(path: string) {
  const city = Object.hasOwn(siteSnapshot(snapshot)!.cityAtPath, path)
  const { html, pageContext } = (city && (await cityPages.render(path))) || (await renderedByVike(path, city))
  const recorded = pageContext as { pageReads?: RecordedReads }
  if (recorded.pageReads) {
    const { pageId, reads } = recorded.pageReads.finish(pageContext)
    part.pages[path] = { template: pageId ?? '', reads }
    hashes = recorded.pageReads.hashes
    recorded.pageReads = undefined
  }
  part.contents[path] = pageContent(html)
  cardOf(path, (pageContext as { shareCard?: ShareCard }).shareCard)
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
  if (city) await cityPages.learn(path, pageContext, response.body)
  return { html: response.body, pageContext }
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
  const told = await messages.next()
  if (!('build' in told)) throw new Error(`the build sent ${JSON.stringify(told)} where its folder was due`)
  output = told.build.output
  name = `render-${told.build.renderer}`
  snapshot = join(output, 'site.json')
  process.env[BUILD_HANDOFF.siteSnapshot] = snapshot
  mkdirSync(join(output, 'parts'), { recursive: true })
  cardOf = pageCards(output, part.cards)
  await toParent('ready')
  for (let message = await messages.next(); 'render' in message; message = await messages.next()) {
    await toParent('more')
    for (const path of message.render) await render(path)
  }
  await toParent({ fromTemplate: cityPages.rendered })
  const site = siteSnapshot(snapshot)
  // The icons are made once per build, by the first process, once its pages are done.
  const published = publishedBuild()
  if (name === 'render-1' && site)
    await writeSiteIcons(site.business, join(output, 'client'), published && join(published, 'client'))
  part.values = hashes?.() ?? {}
  await writeFile(join(output, 'parts', `${name}.json`), JSON.stringify(part))
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
