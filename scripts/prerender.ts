import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { renderPage } from 'vike/server'
import type { SiteRoute } from '../schemas/site.ts'
import { loadBuild } from '../server/pages.ts'

/**
 * Prerenders the site's routes (the list the content check wrote beside the build: the same list
 * as the sitemap and the /sitemap page) with Vike's renderPage, the function the server renders
 * with. Writes each page's HTML and the pageContext.json the client router fetches. Runs as one of
 * PRERENDER_SHARDS processes, taking every n-th route; nothing is kept once written.
 */
const buildDir = resolve(process.env.BUILD_DIR || 'dist')
const client = join(buildDir, 'client')
const shard = Number(process.env.PRERENDER_SHARD ?? 0)
const shards = Number(process.env.PRERENDER_SHARDS ?? 1)

await loadBuild(buildDir)
const routes = (JSON.parse(readFileSync(join(buildDir, 'routes.json'), 'utf8')) as SiteRoute[]).filter((route, i) => route.rendering === 'static' && i % shards === shard)

async function render(url: string): Promise<{ status: number; body: string }> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url })
  if (!httpResponse || errorWhileRendering) throw new Error(`Rendering ${url} failed: ${errorWhileRendering ?? 'no response'}`)
  return { status: httpResponse.statusCode, body: httpResponse.body }
}

/** The page context the HTML carries for hydration is what the client router fetches as pageContext.json: no second render. */
function embeddedPageContext(html: string): string | null {
  const start = html.indexOf('<script id="vike_pageContext" type="application/json">')
  if (start < 0) return null
  const from = html.indexOf('>', start) + 1
  const end = html.indexOf('</script>', from)
  return end > from ? html.slice(from, end) : null
}

/** Plain synchronous writes: the work is all on this core, and small files do not wait on the disk. */
function save(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, body)
}

for (const { path } of routes) {
  const html = await render(path)
  if (html.status !== 200) throw new Error(`${path} answered ${html.status} while prerendering`)
  const base = path === '/' ? '/index' : `${path}/index`
  save(join(client, `${base}.html`), html.body)
  save(join(client, `${base}.pageContext.json`), embeddedPageContext(html.body) ?? (await render(`${base}.pageContext.json`)).body)
}
if (shard === 0) save(join(client, '404.html'), (await render('/404-page-for-the-prerender')).body)
console.log(`prerendered ${routes.length + (shard === 0 ? 1 : 0)} pages (part ${shard + 1} of ${shards})`)
