// @ts-check
// Plain JavaScript: `npm run build` starts these without the TypeScript loader.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import 'react-dom/server'
import { renderPage } from 'vike/server'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { pageWriter } from './page-writer.mjs'
import { pageFileOf } from './rebuild.mjs'

/**
 * A render process of `npm run build` (scripts/build.mjs): renders pages with Vike's renderPage(),
 * the call the server makes per request, from the build's server bundle in BUILD_OUTPUT, into its
 * client folder, and keeps what each page read (scripts/page-writer.mjs). Why renderPage() and not
 * Vike's prerender(): docs/decisions/0012-the-build-renders-with-renderpage.md.
 *
 * Messages: this process says 'ready' once it can render (with `--bundle-later`, before the bundle
 * is there: it is loaded with the first pages), and 'more' after each batch; the build sends
 * `{ render: paths }` (the not-found page is /404) and, when no page is left, `{ end: true }`.
 */
const send = process.send?.bind(process)
if (!send) {
  console.error('scripts/render-pages.mjs is run by `npm run build`.')
  process.exit(1)
}
const output = /** @type {string} */ (process.env[BUILD_HANDOFF.output])
const pages = pageWriter(output, `render-${process.env[BUILD_HANDOFF.renderer] ?? '1'}`)
/** @type {{ render?: string[] }[]} */
const messages = []
/** @type {(() => void) | null} */
let heard = null
process.on('message', (/** @type {{ render?: string[] }} */ message) => {
  messages.push(message)
  heard?.()
})
/** @returns {Promise<{ render?: string[] }>} */
const nextMessage = async () => {
  while (!messages.length) await new Promise((resolve) => (heard = () => resolve(undefined)))
  return /** @type {{ render?: string[] }} */ (messages.shift())
}
const loadBundle = () => import(pathToFileURL(join(output, 'server', 'entry.mjs')).href)

/** Renders the page at `path` and writes it, as a static host serves it (scripts/rebuild.mjs, pageFileOf). */
async function render(/** @type {string} */ path) {
  const pageContext = await renderPage({ urlOriginal: path })
  const expected = path === '/404' ? 404 : 200
  const response = pageContext.httpResponse
  if (response?.statusCode !== expected) {
    const cause = /** @type {{ errorWhileRendering?: unknown }} */ (pageContext).errorWhileRendering
    throw new Error(`${path} rendered with status ${response?.statusCode ?? 'none'}, not ${expected}`, { cause })
  }
  const file = join(output, 'client', pageFileOf(path))
  await pages.write(path, file, response.body, /** @type {import('./page-writer.mjs').RenderedPage} */ (pageContext))
  // The build counts the pages by these lines (scripts/build.mjs).
  console.log(file)
}

try {
  let bundle = process.argv.includes('--bundle-later') ? null : await loadBundle()
  send('ready')
  for (let message = await nextMessage(); message.render; message = await nextMessage()) {
    bundle ??= await loadBundle()
    for (const path of message.render) await render(path)
    send('more')
  }
  await pages.finish()
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
