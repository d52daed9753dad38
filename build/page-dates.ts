import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteRoute } from '../schemas/site.ts'
import { currentBuild, pageFile } from '../shared/build-output.ts'
import { hash } from '../shared/hash.ts'
import { robotsTxt, sitemapUrl, sitemapXml } from '../shared/sitemap.ts'

/**
 * Each prerendered page's <lastmod> in sitemap.xml: the time its content was last seen to change.
 * A build keeps, per page, a hash of its content and that time (lastmod.json); the next build takes
 * the time over for every page whose content hashes the same. A page's content is what a reader or a
 * search engine would call it: its title and description, and its <main>'s text, links and pictures;
 * not its markup, styles, scripts or the bundle's hashed file names, which change with the code.
 */

/** In a build's folder: per page, `{ content, since, noindex? }`. */
export const PAGE_DATES_FILE = 'lastmod.json'

/** What counts of a rendered page, hashed, and whether search engines are asked to leave it out. */
export interface PageContent {
  content: string
  noindex?: true
}
/** A page's content and since when it has been so. */
type PageDate = PageContent & { since: string }

/** A hashed bundle file's name (`icons.C-yQz9SH.svg`) without its hash. */
const HASHED_ASSET = /(\/assets\/[^"'\s#?]*?)\.[\w-]{8}(\.\w+)/g
/** The attributes that carry content: where a link goes, which picture is shown and what it shows. */
const CONTENT_ATTRIBUTE = /\s(href|src|srcset|alt)="([^"]*)"/g
const HAS_CONTENT_ATTRIBUTE = /\s(?:href|src|srcset|alt)="/

/** A tag's content attributes (` href=/about `), for its place in the text; most tags have none. */
function contentAttributes(tag: string): string {
  if (!HAS_CONTENT_ATTRIBUTE.test(tag)) return ''
  let kept = ''
  for (const [, name, value] of tag.matchAll(CONTENT_ATTRIBUTE)) kept += ` ${name}=${value} `
  return kept
}

/** What counts of a rendered page, hashed, and whether it asks search engines to leave it out (then it is not in sitemap.xml). */
export function pageContent(html: string): PageContent {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')))
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''
  const start = html.indexOf('<main')
  const end = html.lastIndexOf('</main>')
  const main = (start >= 0 && end > start ? html.slice(start, end) : html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[a-zA-Z][^>]*>/g, contentAttributes)
    .replace(/<[^>]*>/g, ' ')
    .replace(HASHED_ASSET, '$1$2')
    // Each run of white space as one space; a lone space is left as it is (the most of them, and the cheapest).
    .replace(/\s{2,}|[^\S ]/g, ' ')
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(head)
  return { content: hash(`${title}\n${description}\n${main}`), ...(noindex ? { noindex: true } : {}) }
}

/** The dates the published build recorded, or none. */
export function publishedDates(buildDir: string): Record<string, PageDate> {
  try {
    return JSON.parse(readFileSync(join(currentBuild(buildDir), PAGE_DATES_FILE), 'utf8'))
  } catch {
    return {}
  }
}

/**
 * Writes lastmod.json, sitemap.xml and robots.txt (in the build and in its client folder) once every
 * page is rendered (`rendered`, their contents), for the site at `siteUrl`. A page kept from the
 * published build has the content it recorded (`before`), or, if it recorded none, its file's.
 */
export function writeSitemap(
  dir: string,
  { siteUrl, routes, paths }: { siteUrl: string; routes: SiteRoute[]; paths: string[] },
  before: Record<string, PageDate>,
  rendered: Record<string, PageContent>,
) {
  const time = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const client = join(dir, 'client')
  const dates: Record<string, PageDate> = {}
  for (const path of [...paths].sort()) {
    const previous = before[path]
    const content: PageContent =
      rendered[path] ??
      (previous
        ? { content: previous.content, ...(previous.noindex ? { noindex: previous.noindex } : {}) }
        : pageContent(readFileSync(join(client, pageFile(path)), 'utf8')))
    dates[path] = { ...content, since: previous?.content === content.content ? previous.since : time }
  }
  writeFileSync(join(dir, PAGE_DATES_FILE), JSON.stringify(dates, null, 1))
  const urls = routes.flatMap((route) => {
    const date = dates[route.path]
    return date && !date.noindex ? [sitemapUrl(siteUrl + route.path, date.since)] : []
  })
  for (const [file, text] of Object.entries({ 'sitemap.xml': sitemapXml(urls), 'robots.txt': robotsTxt(siteUrl) }))
    for (const folder of [dir, client]) writeFileSync(join(folder, file), text)
}
