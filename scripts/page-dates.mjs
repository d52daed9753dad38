// @ts-check
// Plain JavaScript: `npm run build` and its render processes load it without the TypeScript loader.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtFor, currentBuild, pageFile } from '../shared/builds.mjs'
import { hash } from '../shared/hash.mjs'
import { robotsTxt, sitemapUrl, sitemapXml } from '../shared/sitemap.mjs'

/**
 * Each prerendered page's <lastmod> in sitemap.xml: the time its content was last seen to change.
 * A build keeps, per page, a hash of its content and that time (lastmod.json); the next build takes
 * the time over for every page whose content hashes the same, and gives the others its own time.
 * So a rebuild, incremental or full, that changes nothing of a page keeps its date, whatever code
 * or bundle changed, and an edit moves the dates of exactly the pages it shows on.
 *
 * A page's content is what a reader or a search engine would call it: its title and description,
 * and its <main>'s text, links and pictures; not its markup, styles, scripts or the hashed names
 * of the bundle's files, which change with the code while the page reads the same.
 */

/** In a build's folder: per page, `{ content, since, noindex? }`. */
export const PAGE_DATES_FILE = 'lastmod.json'
/** Where the render processes leave their pages' content hashes for the build (scripts/render-pages.mjs). */
const PARTS = 'page-contents'

/** @typedef {{ content: string, noindex?: true }} PageContent */
/** @typedef {PageContent & { since: string }} PageDate */

/** A hashed bundle file's name (`icons.C-yQz9SH.svg`) without its hash. */
const HASHED_ASSET = /(\/assets\/[^"'\s#?]*?)\.[\w-]{8}(\.\w+)/g
/** The attributes that carry content: where a link goes, which picture is shown and what it shows. */
const CONTENT_ATTRIBUTE = /\s(href|src|srcset|alt)="([^"]*)"/g

/**
 * What counts of a rendered page (see above), hashed, and whether it asks search engines to leave
 * it out (such a page is not listed in sitemap.xml).
 * @param {string} html
 * @returns {PageContent}
 */
export function pageContent(html) {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')))
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''
  const start = html.indexOf('<main')
  const end = html.lastIndexOf('</main>')
  const main = (start >= 0 && end > start ? html.slice(start, end) : html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[a-zA-Z][^>]*>/g, (tag) =>
      [...tag.matchAll(CONTENT_ATTRIBUTE)].map(([, name, value]) => ` ${name}=${value} `).join(''),
    )
    .replace(/<[^>]*>/g, ' ')
    .replace(HASHED_ASSET, '$1$2')
    .replace(/\s+/g, ' ')
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(head)
  return { content: hash(`${title}\n${description}\n${main}`), ...(noindex ? { noindex: true } : {}) }
}

/**
 * A render process's pages' contents, for the build (scripts/render-pages.mjs).
 * @param {string} dir the build folder
 * @param {string} name the process's name
 * @param {Record<string, PageContent>} contents per page rendered
 */
export function writePageContents(dir, name, contents) {
  mkdirSync(join(dir, PARTS), { recursive: true })
  writeFileSync(join(dir, PARTS, `${name}.json`), JSON.stringify(contents))
}

/**
 * The dates a build recorded, or none (no build yet, or one made before builds recorded them).
 * @param {string} buildDir BUILD_DIR
 * @returns {Record<string, PageDate>}
 */
export function publishedDates(buildDir) {
  try {
    return JSON.parse(readFileSync(join(currentBuild(buildDir), PAGE_DATES_FILE), 'utf8'))
  } catch {
    return {}
  }
}

/**
 * Writes lastmod.json, sitemap.xml and robots.txt (in the build and in its client folder, which
 * Vite has done with by then) once every page is rendered. A page this build did not render (one
 * kept from the published build) has the content the published build recorded, or, if it recorded
 * none, its file's.
 * @param {string} dir the build folder
 * @param {Record<string, PageDate>} before what the published build recorded (publishedDates)
 * @param {string[]} paths every prerendered page
 */
export function writeSitemap(dir, before, paths) {
  const time = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  /** @type {Record<string, PageContent>} */
  const rendered = {}
  const parts = join(dir, PARTS)
  for (const name of existsSync(parts) ? readdirSync(parts) : [])
    Object.assign(rendered, JSON.parse(readFileSync(join(parts, name), 'utf8')))
  rmSync(parts, { recursive: true, force: true })
  const client = join(dir, 'client')
  /** @type {Record<string, PageDate>} */
  const dates = {}
  for (const path of [...paths].sort()) {
    const previous = before[path]
    /** @type {PageContent} */
    const content =
      rendered[path] ??
      (previous
        ? { content: previous.content, ...(previous.noindex ? { noindex: previous.noindex } : {}) }
        : pageContent(readFileSync(join(client, pageFile(path)), 'utf8')))
    dates[path] = { ...content, since: previous?.content === content.content ? previous.since : time }
  }
  writeFileSync(join(dir, PAGE_DATES_FILE), JSON.stringify(dates, null, 1))
  const siteUrl = /** @type {string} */ (builtFor(dir))
  /** @type {import('../schemas/site.ts').SiteRoute[]} */
  const routes = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8'))
  const urls = routes.flatMap((route) => {
    const date = dates[route.path]
    return date && !date.noindex ? [sitemapUrl(siteUrl + route.path, date.since)] : []
  })
  for (const [file, text] of /** @type {const} */ ([
    ['sitemap.xml', sitemapXml(urls)],
    ['robots.txt', robotsTxt(siteUrl)],
  ])) {
    writeFileSync(join(dir, file), text)
    writeFileSync(join(client, file), text)
  }
}
