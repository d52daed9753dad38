import type { SiteRoute } from '../schemas/site.ts'
import { escapeXml } from '../shared/xml.ts'

/** sitemap.xml from the same route list as the prerender and the /sitemap page. */
export function sitemapXml(routes: SiteRoute[], siteUrl: string): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(siteUrl + route.path)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /thank-you\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
