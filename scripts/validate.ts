import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DERIVATIONS } from '../pages/derived.ts'
import { entryHashes, ValueHashes } from '../renderer/dependency-hashes.ts'
import { entryFileOf } from '../renderer/dependency-keys.ts'
import { redirectFiles } from '../renderer/redirects.ts'
import { robotsTxt, sitemapXml } from '../renderer/sitemap-xml.ts'
import { CheckCache } from '../schemas/check-cache.ts'
import { displayPath, formatProblem, problemCount } from '../schemas/errors.ts'
import { checkContent, defaultContentDir } from '../schemas/load.ts'
import type { Site } from '../schemas/site.ts'
import { readEnv } from '../shared/env.mjs'
import { hash } from '../shared/hash.mjs'

/**
 * Checks a content folder (`npm run validate -- path/to/content`). With `--emit DIR` (the build
 * uses it) it also writes the route list, the checked content (site.json), sitemap.xml,
 * robots.txt and the renamed cities' redirects (redirects.json for the server; in redirects/, the
 * files static hosting reads) into DIR, so the build reads the content once, and what the next
 * build's check may reuse of this one (check-cache.json, schemas/check-cache.ts). With `--cache
 * FILE` (the build passes the published build's check-cache.json), files whose text is unchanged
 * are not parsed again; `--plan DEPS` works out what the keys the published build's pages read
 * are worth now (values.json).
 */
const args = process.argv.slice(2)
const emitAt = args.indexOf('--emit')
const emitDir = emitAt >= 0 ? args.splice(emitAt, 2)[1] : undefined
const planAt = args.indexOf('--plan')
const previousDeps = planAt >= 0 ? args.splice(planAt, 2)[1] : undefined
const cacheAt = args.indexOf('--cache')
const cacheFile = cacheAt >= 0 ? args.splice(cacheAt, 2)[1] : undefined
const contentDir = args[0] ? resolve(args[0]) : defaultContentDir()
/**
 * The checker's code: this file as the build compiles it (every module of ours it runs is in it)
 * and the lock of the packages it loads. A cache made by other code is not used.
 */
const checkerCode = () =>
  hash(
    readFileSync(fileURLToPath(import.meta.url), 'utf8') +
      (existsSync('package-lock.json') ? readFileSync('package-lock.json', 'utf8') : ''),
  )
const previousCache = cacheFile && existsSync(cacheFile) ? readFileSync(cacheFile, 'utf8') : undefined
const { site, problems, kept } = checkContent(
  contentDir,
  emitDir ? new CheckCache(contentDir, checkerCode(), previousCache) : undefined,
)

if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\n${problemCount(problems)}${emitDir ? ': the site was not built' : ''}.`)
  process.exit(1)
}

const counts = [
  `${site.cities.length} cities`,
  `${site.counties.length} counties`,
  `${site.regions.length} regions`,
  `${site.services.length} services`,
  `${site.products.length} products`,
  `${site.testimonials.length} testimonials`,
  `${site.faq.tabs.reduce((n, tab) => n + tab.items.length, 0)} FAQ answers`,
  `${site.blog.posts.length} blog posts`,
  `${site.routes.length} pages`,
]
console.log(`${displayPath(contentDir)} is valid: ${counts.join(', ')}.`)

if (emitDir) {
  mkdirSync(emitDir, { recursive: true })
  const url = readEnv(process.env, ['SITE_URL']).SITE_URL
  writeFileSync(join(emitDir, 'routes.json'), JSON.stringify(site.routes))
  writeFileSync(join(emitDir, 'site.json'), JSON.stringify(site))
  writeFileSync(join(emitDir, 'sitemap.xml'), sitemapXml(site.routes, url))
  writeFileSync(join(emitDir, 'robots.txt'), robotsTxt(url))
  writeFileSync(join(emitDir, 'redirects.json'), JSON.stringify(site.redirects))
  if (kept) writeFileSync(join(emitDir, 'check-cache.json'), kept)
  for (const file of redirectFiles(site, url)) {
    const path = join(emitDir, 'redirects', file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.text)
  }
  // Each entry's hash, recorded in deps.json; for an incremental build, what each key the previous build's pages read is worth in this content.
  const entries = entryHashes(site)
  writeFileSync(join(emitDir, 'entries.json'), JSON.stringify(entries))
  if (previousDeps) writeFileSync(join(emitDir, 'values.json'), JSON.stringify(valuesNow(site, entries, previousDeps)))
}

/**
 * The hash, in `site`, of every key a previous build's pages read (its deps.json,
 * scripts/deps-manifest.mjs). A key that names a part of one entry (a city's description) keeps
 * its hash while the entry hashes the same as it did (`entries`): at 5,000 cities, one city edited
 * leaves some 50,000 keys to look up rather than work out.
 */
function valuesNow(site: Site, entries: Record<string, string>, depsFile: string): Record<string, string> {
  const previous = JSON.parse(readFileSync(depsFile, 'utf8')) as {
    values: Record<string, string>
    entries?: Record<string, string>
  }
  const hashes = new ValueHashes(site, DERIVATIONS)
  const same = new Map<string, boolean>()
  const sameEntry = (file: string | null) => {
    if (file === null) return false
    let answer = same.get(file)
    if (answer === undefined) same.set(file, (answer = entries[file] === (previous.entries?.[file] ?? null)))
    return answer
  }
  return Object.fromEntries(
    Object.entries(previous.values).map(([key, was]) => [key, sameEntry(entryFileOf(key)) ? was : hashes.of(key)]),
  )
}
