import type { Redirect, Site } from '../schemas/site.ts'
import { pageFile } from '../shared/build-output.ts'
import { escapeXml } from '../shared/xml.ts'

/**
 * The old addresses of renamed cities, for static hosting, as files of the client folder: `_redirects`
 * (Netlify and Cloudflare Pages answer each `/old /new 301` line with a 301), and at each old address
 * a page that sends people on where no such file is read. The server answers from redirects.json.
 */
export function redirectFiles(site: Pick<Site, 'redirects' | 'cities' | 'business'>, siteUrl: string) {
  if (!site.redirects.length) return []
  const names = new Map(site.cities.map((city) => [city.path, city.name]))
  return [
    { path: '_redirects', text: site.redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('') },
    ...site.redirects.map((redirect) => ({
      path: pageFile(redirect.from),
      text: redirectPage(redirect, names.get(redirect.to) ?? redirect.to, site.business.name, siteUrl),
    })),
  ]
}

/** A page that is not indexed, names its new address as canonical, refreshes to it at once, and links to it. */
function redirectPage({ to }: Redirect, cityName: string, businessName: string, siteUrl: string): string {
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
