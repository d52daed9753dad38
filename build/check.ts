import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { displayPath, formatProblem, problemCount, type ContentProblem } from '../content-loader/errors.ts'
import type { IndexPair } from '../content-loader/checks/doorway.ts'
import { checkContent } from '../content-loader/load.ts'
import { siteSummary } from '../content-loader/summary.ts'
import { BUILT_FOR_FILE, pageFile } from '../shared/build-output.ts'
import { escapeXml } from '../shared/xml.ts'
import { writePage } from './folder.ts'
import { BuildFailed } from './messages.ts'
import { valueHashes } from './reads.ts'

/**
 * The build's content check, in its process while Vite or the render processes start: checks
 * CONTENT_DIR as `npm run validate` does and writes into the build `dir` its routes, the checked
 * content (site.json, which the render processes read), its address and its redirects. The cities'
 * texts are compared, the costliest check, in a thread (build/doorway-thread.ts) while the build
 * renders: the build publishes only if `compared` resolves.
 */
export function checkInto(dir: string, settings: { CONTENT_DIR: string; SITE_URL: string }, doorway: string) {
  let comparing: Promise<IndexPair[]> | undefined
  const { site, problems, copies } = checkContent(settings.CONTENT_DIR, {
    copiesLater: (cities) => {
      const thread = new Worker(resolve(doorway), { workerData: cities })
      comparing = new Promise((answered, failed) => {
        thread.once('message', answered)
        thread.once('error', failed)
      })
    },
  })
  if (!site) refuse(problems)
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(site.routes))
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site))
  writeFileSync(join(dir, BUILT_FOR_FILE), `${settings.SITE_URL}\n`)
  writeFileSync(join(dir, 'redirects.json'), JSON.stringify(site.redirects))
  const compared = comparing!.then((pairs) => {
    const copied = copies!.problems(pairs)
    if (copied.length) refuse(copied)
    console.log(`${displayPath(settings.CONTENT_DIR)} is valid: ${siteSummary(site)}.`)
  })
  // Not yet waited for: the build does once it has rendered, and stops then if it failed.
  compared.catch(() => {})
  const hashes = valueHashes(site)
  return {
    routes: site.routes,
    /** The hash in this content of each key the published build's pages read (build/reads.ts). */
    hashesOf: (keys: string[]) => Object.fromEntries(keys.map((key) => [key, hashes.of(key)])),
    compared,
    /**
     * Once the old pages are out, the old addresses of renamed cities, for static hosting: `_redirects`
     * (Netlify and Cloudflare Pages answer each `/old /new 301` line with a 301), and at each old address
     * a page that sends people on where no such file is read. The server answers from redirects.json.
     */
    writeRedirects: () => {
      if (!site.redirects.length) return
      const client = join(dir, 'client')
      writePage(join(client, '_redirects'), site.redirects.map(({ from, to }) => `${from} ${to} 301\n`).join(''))
      const names = new Map(site.cities.map((city) => [city.path, city.name]))
      for (const { from, to } of site.redirects) {
        const city = names.get(to) ?? to
        writePage(join(client, pageFile(from)), redirectPage(to, city, site.business.name, settings.SITE_URL))
      }
    },
  }
}

/** Lists the content's problems and stops the build: the published build stays. */
function refuse(found: ContentProblem[]): never {
  for (const problem of found) console.error(formatProblem(problem))
  console.error(`\n${problemCount(found)}: the site was not built.`)
  throw new BuildFailed('the content check found problems')
}

/** A page that is not indexed, names its new address as canonical, refreshes to it at once, and links to it. */
function redirectPage(to: string, cityName: string, businessName: string, siteUrl: string): string {
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
