// @ts-check
// Plain JavaScript: without the TypeScript loader (a second V8 isolate in a worker thread, through
// which every import passes) each of these processes starts with half a second less CPU, spent
// while the bundler still runs.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import 'react-dom/server'
import { renderPage } from 'vike/server'
import { writePage } from '../server/page-files.mjs'

/**
 * Prerenders pages for `npm run build` (scripts/build.mjs), which runs one of these per core and
 * hands out the pages in small batches as each process asks for more: `{ url, file, status }`,
 * the address to render with Vike's renderPage (the function the server renders with), the file
 * under dist/pages it goes to, and the status it must answer (404 for the not-found page).
 * Nothing is kept once written.
 *
 * @typedef {{ url: string; file: string; status: number }} PageJob
 * @typedef {'bundled' | 'done' | { pages: PageJob[] }} Message
 */
if (!process.send) {
  console.error('scripts/prerender.mjs is run by `npm run build`.')
  process.exit(1)
}
const send = process.send.bind(process)
const buildDir = resolve(process.env.BUILD_DIR || 'dist')

/** @type {Message[]} */
const messages = []
/** @type {(() => void) | null} */
let wake = null
process.on('message', (/** @type {Message} */ message) => {
  messages.push(message)
  wake?.()
})
/** @returns {Promise<Message>} */
async function nextMessage() {
  while (!messages.length) await new Promise((resolve) => (wake = () => resolve(undefined)))
  return /** @type {Message} */ (messages.shift())
}

/** @param {PageJob} page */
async function render({ url, file, status }) {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url })
  if (!httpResponse || errorWhileRendering) throw new Error(`Rendering ${url} failed: ${errorWhileRendering ?? 'no response'}`)
  if (httpResponse.statusCode !== status) throw new Error(`${url} answered ${httpResponse.statusCode} while prerendering`)
  writePage(file, httpResponse.body)
}

// The libraries above are loaded while the bundle is being made; it is there once the build says so.
// Vike keeps a process alive through uncaught errors (a server should survive one bad request), so
// a page that fails ends this process here, and the build with it.
try {
  while ((await nextMessage()) !== 'bundled');
  await import(pathToFileURL(join(buildDir, 'server', 'entry.mjs')).href)
  let rendered = 0
  send('next')
  for (let message = await nextMessage(); message !== 'done'; message = await nextMessage()) {
    if (typeof message === 'string') continue
    for (const page of message.pages) await render(page)
    rendered += message.pages.length
    send('next')
  }
  process.disconnect()
  console.log(`prerendered ${rendered} pages${process.env.PRERENDER_PROCESS ? ` (process ${process.env.PRERENDER_PROCESS})` : ''}`)
} catch (error) {
  console.error(error)
  process.exit(1)
}
