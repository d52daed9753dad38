import { join, resolve } from 'node:path'
import { renderPage } from 'vike/server'
import { NOT_FOUND_FILE, pageFile, pagesDir, prerenderedPaths, writePage } from '../server/page-files.ts'
import { loadBuild } from '../server/pages.ts'
import 'react-dom/server'

/**
 * Prerenders the site's routes (the list the content check wrote beside the build: the same list
 * as the sitemap and the /sitemap page) with Vike's renderPage, the function the server renders
 * with, into dist/pages (server/page-files.ts). The page context the client router fetches is
 * served from each page's HTML, so one file per page is all there is. Runs as one of
 * PRERENDER_SHARDS processes, taking every n-th route; nothing is kept once written.
 */
const buildDir = resolve(process.env.BUILD_DIR || 'dist')
const pages = pagesDir(buildDir)
const shard = Number(process.env.PRERENDER_SHARD ?? 0)
const shards = Number(process.env.PRERENDER_SHARDS ?? 1)

// Started by `npm run build` while the bundle is being made: the libraries above are loaded by
// now; the bundle and the route list are there once the build says so.
if (process.send) await new Promise((resolve) => process.once('message', resolve))
process.disconnect?.()
await loadBuild(buildDir)
const paths = prerenderedPaths(buildDir).filter((_, i) => i % shards === shard)

async function render(url: string): Promise<{ status: number; body: string }> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url })
  if (!httpResponse || errorWhileRendering) throw new Error(`Rendering ${url} failed: ${errorWhileRendering ?? 'no response'}`)
  return { status: httpResponse.statusCode, body: httpResponse.body }
}

for (const path of paths) {
  const html = await render(path)
  if (html.status !== 200) throw new Error(`${path} answered ${html.status} while prerendering`)
  writePage(join(pages, pageFile(path)), html.body)
}
if (shard === 0) writePage(join(pages, NOT_FOUND_FILE), (await render('/404-page-for-the-prerender')).body)
console.log(`prerendered ${paths.length + (shard === 0 ? 1 : 0)} pages (part ${shard + 1} of ${shards})`)
