import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { SiteRoute } from '../schemas/site.ts'

/**
 * Where the prerendered pages of a build live: dist/pages, one file per page (/ → index.html,
 * /service-area/clearwater → service-area/clearwater.html), beside the bundles Vite writes to
 * dist/client and dist/server. Vite empties its own folders on every build; this one is rewritten
 * in place, so a rebuild neither deletes nor creates thousands of files.
 */
export const pagesDir = (buildDir: string) => join(buildDir, 'pages')

/** The not-found page, which no address reaches directly. */
export const NOT_FOUND_FILE = '404.html'

/** An address no route has, rendered at build time to make the not-found page. */
export const NOT_FOUND_PROBE = '/404-page-for-the-prerender'

/** The file, relative to the pages folder, that holds the page at `path`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The page paths the build prerendered, from the route list it wrote beside the bundles. */
export function prerenderedPaths(buildDir: string): string[] {
  const routes = JSON.parse(readFileSync(join(buildDir, 'routes.json'), 'utf8')) as SiteRoute[]
  return routes.filter((route) => route.rendering === 'static').map((route) => route.path)
}

const PAGE_CONTEXT_OPEN = '<script id="vike_pageContext" type="application/json">'

/**
 * The page context a prerendered page carries for hydration: what Vike's client router fetches as
 * pageContext.json when it navigates to the page, so it is never written or rendered twice.
 */
export function embeddedPageContext(html: string): string | null {
  const start = html.indexOf(PAGE_CONTEXT_OPEN)
  if (start < 0) return null
  const from = start + PAGE_CONTEXT_OPEN.length
  const end = html.indexOf('</script>', from)
  return end >= from ? html.slice(from, end) : null
}

/** Removes the pages a previous build wrote that this one did not (a city taken out of the content, say). */
export function removeStalePages(buildDir: string, paths: string[]): string[] {
  const dir = pagesDir(buildDir)
  if (!existsSync(dir)) return []
  const keep = new Set([...paths.map(pageFile), NOT_FOUND_FILE])
  const stale = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !keep.has(file))
  for (const file of stale) rmSync(join(dir, file))
  return stale
}
