// @ts-check
// Plain JavaScript: `npm run build` starts these without the TypeScript loader.
import { mkdirSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import 'react-dom/server'
import { renderPage } from 'vike/server'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { siteSnapshot } from '../shared/site-snapshot.mjs'
import { parentMessages } from './parent-messages.mjs'
import { pageFileOf } from './build-folder.mjs'
import { imageStore, pageCards } from './share-cards.mjs'
import { writeSiteIcons } from './site-icons.mjs'
import { pageContent, writePageContents } from './page-dates.mjs'

/**
 * A render process of `npm run build` (scripts/build.mjs): renders pages with Vike's renderPage(),
 * the call the server makes per request, from the build's server bundle in BUILD_OUTPUT, into its
 * client folder. Why renderPage() and not Vike's prerender():
 * docs/decisions/0012-the-build-renders-with-renderpage.md.
 *
 * Each page records what it read of the content (renderer/record-reads.ts); this process writes
 * its pages' keys to deps/render-<n>.pages.jsonl and the hashes of what they read to
 * deps/render-<n>.values.json in the build, which the build merges into deps.json
 * (scripts/deps-manifest.mjs); and each page's content hash, for its date in sitemap.xml
 * (scripts/page-dates.mjs).
 *
 * Messages: this process says 'ready' once it can render (with `--bundle-later`, before the bundle
 * is there: it is loaded with the first pages), and 'more' after each batch; the build sends
 * `{ render: paths }` (the not-found page is /404) and, when no page is left, `{ end: true }`; and
 * `{ site: true }` once the content check has written the checked content, which this process
 * then reads before any page asks for it (shared/site-snapshot.mjs).
 */
const send = process.send?.bind(process)
if (!send) {
  console.error('scripts/render-pages.mjs is run by `npm run build`.')
  process.exit(1)
}
const output = /** @type {string} */ (process.env[BUILD_HANDOFF.output])
const name = `render-${process.env[BUILD_HANDOFF.renderer] ?? '1'}`
mkdirSync(join(output, 'deps'), { recursive: true })
// renderer/record-reads.ts: the pages this process renders record their reads.
Object.assign(globalThis, { [Symbol.for('local-service-site.record-page-reads')]: true })
/** One line per page, about 2 KB each, written out in one go at the end. */
const pages = /** @type {string[]} */ ([])
/** Each page's content, for its date in sitemap.xml (scripts/page-dates.mjs). */
const contents = /** @type {Record<string, import('./page-dates.mjs').PageContent>} */ ({})
/** @type {(() => Record<string, string>) | undefined} */
let hashes
/** The share cards of the pages this process renders (scripts/share-cards.mjs). */
const cards = pageCards(output, name)

/** @typedef {{ render?: string[], site?: true }} Message */
const messages = parentMessages((/** @type {Message} */ message) => {
  if (!message.site) return false
  siteSnapshot(/** @type {string} */ (process.env[BUILD_HANDOFF.siteSnapshot]))
  return true
})
const loadBundle = () => import(pathToFileURL(join(output, 'server', 'entry.mjs')).href)

/**
 * Renders the page at `path`, writes it where a static host serves it (pageFileOf) and keeps what
 * it read.
 * @param {string} path
 */
async function render(path) {
  const pageContext = await renderPage({ urlOriginal: path })
  const expected = path === '/404' ? 404 : 200
  const response = pageContext.httpResponse
  if (response?.statusCode !== expected) {
    const cause = /** @type {{ errorWhileRendering?: unknown }} */ (pageContext).errorWhileRendering
    throw new Error(`${path} rendered with status ${response?.statusCode ?? 'none'}, not ${expected}`, { cause })
  }
  const recorded = /** @type {{ pageReads?: import('../renderer/record-reads.ts').RecordedReads }} */ (pageContext)
  if (recorded.pageReads) {
    pages.push(JSON.stringify({ path, ...recorded.pageReads.finish(pageContext) }))
    hashes = recorded.pageReads.hashes
    recorded.pageReads = undefined
  }
  contents[path] = pageContent(response.body)
  await cards.page(
    path,
    /** @type {{ shareCard?: import('../shared/share-card.mjs').ShareCard }} */ (pageContext).shareCard,
  )
  const file = join(output, 'client', pageFileOf(path))
  await mkdir(dirname(file), { recursive: true })
  // A page an incremental build renders again is never written through a link to the previous build's file.
  await rm(file, { force: true })
  await writeFile(file, response.body)
  // The build counts the pages by these lines (scripts/build.mjs).
  console.log(file)
}

try {
  let bundle = process.argv.includes('--bundle-later') ? null : await loadBundle()
  send('ready')
  for (let message = await messages.next(); message.render; message = await messages.next()) {
    bundle ??= await loadBundle()
    for (const path of message.render) await render(path)
    send('more')
  }
  await writeFile(join(output, 'deps', `${name}.pages.jsonl`), pages.join('\n'))
  await writeFile(join(output, 'deps', `${name}.values.json`), JSON.stringify(hashes?.() ?? {}))
  const drawn = cards.finish()
  // Said with `npm run build -- --verbose`: a first build draws every card, a rebuild those whose page changed.
  if (drawn && process.env[BUILD_HANDOFF.verbose]) console.log(drawn)
  const site = siteSnapshot(/** @type {string} */ (process.env[BUILD_HANDOFF.siteSnapshot]))
  // The icons are made once per build, by the first process, once its pages are done.
  if (name === 'render-1' && site) await writeSiteIcons(site.business, join(output, 'client'), imageStore())
  writePageContents(output, name, contents)
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
