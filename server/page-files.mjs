// @ts-check
// Plain JavaScript: `npm run build` and its prerender processes load it without the TypeScript loader.
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/**
 * Where the prerendered pages of a build live: dist/pages, one file per page (/ → index.html,
 * /service-area/clearwater → service-area/clearwater.html), beside the bundles Vite writes to
 * dist/client and dist/server. Vite empties its own folders on every build; this one is rewritten
 * in place, so a rebuild neither deletes nor creates thousands of files.
 * @param {string} buildDir
 */
export const pagesDir = (buildDir) => join(buildDir, 'pages')

/** The not-found page, which no address reaches directly. */
export const NOT_FOUND_FILE = '404.html'

/** An address no route has, rendered at build time to make the not-found page. */
export const NOT_FOUND_PROBE = '/404-page-for-the-prerender'

/**
 * The file, relative to the pages folder, that holds the page at `path`.
 * @param {string} path
 * @returns {string}
 */
export function pageFile(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * The page paths the build prerendered, from the route list it wrote beside the bundles.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function prerenderedPaths(buildDir) {
  /** @type {import('../schemas/site.ts').SiteRoute[]} */
  const routes = JSON.parse(readFileSync(join(buildDir, 'routes.json'), 'utf8'))
  return routes.filter((route) => route.rendering === 'static').map((route) => route.path)
}

/**
 * The HTML a build prerendered for the page at `path`.
 * @param {string} buildDir
 * @param {string} path
 * @returns {string}
 */
export function readPage(buildDir, path) {
  return readFileSync(join(pagesDir(buildDir), pageFile(path)), 'utf8')
}

const PAGE_CONTEXT_OPEN = '<script id="vike_pageContext" type="application/json">'

/**
 * The page context a prerendered page carries for hydration: what Vike's client router fetches as
 * pageContext.json when it navigates to the page, so it is never written or rendered twice.
 * @param {string} html
 * @returns {string | null}
 */
export function embeddedPageContext(html) {
  const start = html.indexOf(PAGE_CONTEXT_OPEN)
  if (start < 0) return null
  const from = start + PAGE_CONTEXT_OPEN.length
  const end = html.indexOf('</script>', from)
  return end >= from ? html.slice(from, end) : null
}

/** The file system's block: a write that covers whole blocks never reads the old ones first. */
const BLOCK = 4096
let buffer = Buffer.alloc(64 * BLOCK)

/**
 * Writes a page over the previous build's file without truncating it first: the file keeps its
 * blocks and its inode, so the file system does no freeing and allocating for pages that barely
 * changed (on this machine's ext4 that costs more than rendering the page). The write is padded
 * with zeros to whole blocks and the file then cut to the page's length: a write that ends inside
 * a block makes the kernel read that block from disk first when it is not cached, a wait longer
 * than rendering the page. A new page gets a new file.
 * @param {string} file
 * @param {string} body
 */
export function writePage(file, body) {
  // Room for the longest encoding (three bytes per UTF-16 unit), so the page is encoded in one pass
  // and its length is what the encoding wrote: measuring it first was a second pass over the page.
  const room = Math.ceil((body.length * 3) / BLOCK) * BLOCK
  if (buffer.length < room) buffer = Buffer.alloc(room)
  const length = buffer.write(body, 0, 'utf8')
  const padded = Math.ceil(length / BLOCK) * BLOCK
  buffer.fill(0, length, padded)
  /** @type {number} */
  let fd
  try {
    fd = openSync(file, 'r+')
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
    mkdirSync(dirname(file), { recursive: true })
    fd = openSync(file, 'w')
  }
  try {
    let written = 0
    while (written < padded) written += writeSync(fd, buffer, written, padded - written, written)
    ftruncateSync(fd, length)
  } finally {
    closeSync(fd)
  }
}

/**
 * Removes the pages a previous build wrote that this one did not (a city taken out of the content, say).
 * @param {string} buildDir
 * @param {string[]} paths
 * @returns {string[]}
 */
export function removeStalePages(buildDir, paths) {
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
