/**
 * sitemap.xml and robots.txt. The build writes sitemap.xml with its prerendered pages
 * (build/page-dates.ts); the server serves it with the blog and its published posts appended
 * (server/routes/sitemap.ts), so each half is written by the side that knows it.
 */

/** What closes a sitemap: the server appends its own entries before it. */
export const SITEMAP_END = '</urlset>\n'

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * One page of a sitemap.
 * @param loc the page's absolute address
 * @param lastmod when its content last changed, as an ISO date-time
 */
export const sitemapUrl = (loc: string, lastmod: string) =>
  `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`

/**
 * A whole sitemap (sitemaps.org 0.9) of `urls` (sitemapUrl's).
 */
export const sitemapXml = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}${SITEMAP_END}`

/**
 * robots.txt: only the API is closed to crawlers. The pages kept out of search results (/thank-you,
 * /admin, /auth, a post's preview, the not-found page) say so themselves with `noindex` and are
 * left out of sitemap.xml; a crawler must be allowed to fetch such a page to read its noindex: a page
 * robots.txt disallowed could still be listed from links to it (the footer links /admin), as a bare
 * address, since the crawler never sees the page's request to be left out.
 */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
