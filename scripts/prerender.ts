import { join, resolve } from 'node:path'
import { renderPage } from 'vike/server'
import { NOT_FOUND_FILE, NOT_FOUND_PROBE, pageFile, pagesDir, prerenderedPaths, writePage } from '../server/page-files.ts'
import { loadBuild } from '../server/pages.ts'
import 'react-dom/server'

/**
 * Prerenders the site's routes (the list the content check wrote beside the build: the same list
 * as the sitemap and the /sitemap page) with Vike's renderPage, the function the server renders
 * with, into dist/pages (server/page-files.ts), and the not-found page. The page context the
 * client router fetches is served from each page's HTML, so one file per page is all there is.
 *
 * `npm run build` runs one of these per core and hands out the routes in small batches as each
 * process asks for more, so they all finish together however fast each one runs; run alone, it
 * renders them all. Nothing is kept once written.
 */
const buildDir = resolve(process.env.BUILD_DIR || 'dist')
const pages = pagesDir(buildDir)

type Message = 'bundled' | { paths: string[] } | 'done'
const messages: Message[] = []
let wake: (() => void) | null = null
process.on('message', (message: Message) => {
  messages.push(message)
  wake?.()
})
async function nextMessage(): Promise<Message> {
  while (!messages.length) await new Promise<void>((resolve) => (wake = resolve))
  return messages.shift()!
}

async function render(path: string): Promise<void> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: path })
  if (!httpResponse || errorWhileRendering) throw new Error(`Rendering ${path} failed: ${errorWhileRendering ?? 'no response'}`)
  const expected = path === NOT_FOUND_PROBE ? 404 : 200
  if (httpResponse.statusCode !== expected) throw new Error(`${path} answered ${httpResponse.statusCode} while prerendering`)
  writePage(join(pages, path === NOT_FOUND_PROBE ? NOT_FOUND_FILE : pageFile(path)), httpResponse.body)
}

let rendered = 0
if (process.send) {
  // Started by `npm run build` while the bundle is being made: the libraries above are loaded by
  // now; the bundle is there once the build says so.
  while ((await nextMessage()) !== 'bundled');
  await loadBuild(buildDir)
  process.send('next')
  for (let message = await nextMessage(); message !== 'done'; message = await nextMessage()) {
    if (typeof message === 'string') continue
    for (const path of message.paths) await render(path)
    rendered += message.paths.length
    process.send('next')
  }
  process.disconnect()
} else {
  await loadBuild(buildDir)
  const paths = [...prerenderedPaths(buildDir), NOT_FOUND_PROBE]
  for (const path of paths) await render(path)
  rendered = paths.length
}
console.log(`prerendered ${rendered} pages${process.env.PRERENDER_PROCESS ? ` (process ${process.env.PRERENDER_PROCESS})` : ''}`)
