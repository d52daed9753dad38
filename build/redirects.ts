import type { Redirect, Site } from '../schemas/site.ts'
import { pageFile } from '../shared/build-output.ts'
import { escapeXml } from '../shared/xml.ts'

/** A file the build puts in its client folder, at `path` inside it. */
export interface GeneratedFile {
  path: string
  text: string
}

/**
 * The old addresses of renamed cities, for static hosting: a `_redirects` file (Netlify and
 * Cloudflare Pages answer each line with a 301), and at each old address a page that sends people
 * on where no such file is read. The server answers the same list from the build's redirects.json.
 */
export function redirectFiles(site: Pick<Site, 'redirects' | 'cities' | 'business'>, siteUrl: string): GeneratedFile[] {
  if (!site.redirects.length) return []
  const names = new Map(site.cities.map((city) => [city.path, city.name]))
  return [
    { path: '_redirects', text: redirectsFile(site.redirects) },
    ...site.redirects.map((redirect) => ({
      path: pageFile(redirect.from),
      text: redirectPage(redirect, names.get(redirect.to) ?? redirect.to, site.business.name, siteUrl),
    })),
  ]
}

/** `/service-area/old /service-area/new 301`, one line per old address. */
export function redirectsFile(redirects: Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('')
}

/** A page that is not indexed, names its new address as canonical, refreshes to it at once, and links to it. */
export function redirectPage({ to }: Redirect, cityName: string, businessName: string, siteUrl: string): string {
  const target = escapeXml(to)
  const title = escapeXml(`${cityName} has a new address | ${businessName}`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeXml(siteUrl + to)}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>Our page for ${escapeXml(cityName)} has moved: <a href="${target}">go to ${escapeXml(cityName)}</a>.</p>
</body>
</html>
`
}
