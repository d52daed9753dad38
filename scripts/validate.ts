import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DERIVATION_INPUTS, DERIVATIONS } from '../pages/derived.ts'
import { derivationHashes, entryHashes, ValueHashes } from '../renderer/dependency-hashes.ts'
import { redirectFiles } from '../renderer/redirects.ts'
import { CheckCache } from '../schemas/check-cache.ts'
import { displayPath, formatProblem, problemCount } from '../content-loader/errors.ts'
import { checkContent, defaultContentDir } from '../content-loader/load.ts'
import { BUILT_FOR_FILE } from '../shared/builds.mjs'
import { readEnv } from '../shared/env.mjs'
import { hash } from '../shared/hash.mjs'
import { parentMessages } from './parent-messages.mjs'

/**
 * Checks a content folder (`npm run validate -- path/to/content`).
 *
 * `npm run build` starts it with `--by-build` and talks to it over the process's channel
 * (scripts/content-check.mjs), so that the check can load its libraries while the build still
 * reads what the published build recorded. The build sends `{ sources }`, the hash of each content
 * file as the build records it (taken before this check reads any), then `{ emit: DIR }`, the new
 * build's folder. Into it this check writes the route list and the checked content (site.json),
 * and says 'site'; then the address the pages name (site-url.txt) and the renamed cities'
 * redirects (redirects.json for the server; in redirects/, the files static hosting reads). It
 * sends `{ entries, derived }`, each collection entry's hash and each derivation's inputs' hash
 * (renderer/derived.ts); the build
 * answers `{ hash: keys }`, and this check sends `{ values }`, each key's hash in this content.
 * Last, it writes what the next build's check may reuse of this one (check-cache.json,
 * schemas/check-cache.ts): with `--cache FILE` (the published build's), files whose text is
 * unchanged are not parsed again.
 */
const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}
const cacheFile = option('--cache')
const byBuildAt = args.indexOf('--by-build')
if (byBuildAt >= 0) args.splice(byBuildAt, 1)
/** What the build tells this check, one message each, in this order. */
type Told = { sources: Record<string, string>; emit: string; hash: string[] }
const build = byBuildAt >= 0 ? parentMessages<Partial<Told>>() : null

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
/** The build's next message, which tells `key`. */
async function told<K extends keyof Told>(key: K): Promise<Told[K]> {
  const message = await build!.next()
  if (message[key] === undefined) throw new Error(`the build sent ${JSON.stringify(message)} where ${key} was due`)
  return message[key]
}
const sources = build ? await told('sources') : undefined
const previousCache = cacheFile && existsSync(cacheFile) ? readFileSync(cacheFile, 'utf8') : undefined
const { site, problems, kept } = checkContent(
  contentDir,
  build ? new CheckCache(contentDir, checkerCode(), previousCache, sources) : undefined,
)

if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\n${problemCount(problems)}${build ? ': the site was not built' : ''}.`)
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

if (build) {
  const emitDir = await told('emit')
  /** Sends a message; the channel is closed only once the last is sent. */
  const send = (message: unknown) =>
    new Promise<void>((resolve, reject) =>
      process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
    )
  mkdirSync(emitDir, { recursive: true })
  const url = readEnv(process.env, ['SITE_URL']).SITE_URL
  writeFileSync(join(emitDir, 'routes.json'), JSON.stringify(site.routes))
  writeFileSync(join(emitDir, 'site.json'), JSON.stringify(site))
  // The build's render processes may read the content now, while the rest is written.
  void send('site')
  writeFileSync(join(emitDir, BUILT_FOR_FILE), `${url}\n`)
  writeFileSync(join(emitDir, 'redirects.json'), JSON.stringify(site.redirects))
  for (const file of redirectFiles(site, url)) {
    const path = join(emitDir, 'redirects', file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.text)
  }
  // Each entry's hash and each derivation's inputs' hash, recorded in deps.json; the build answers with
  // the keys the published build's pages read whose values it must know now (scripts/rebuild.mjs keysToHashAgain).
  void send({ entries: entryHashes(site), derived: derivationHashes(site, DERIVATION_INPUTS) })
  const hashes = new ValueHashes(site, DERIVATIONS)
  const sent = send({ values: Object.fromEntries((await told('hash')).map((key) => [key, hashes.of(key)])) })
  // The build knows what to render now; the cache is for the next build.
  if (kept) writeFileSync(join(emitDir, 'check-cache.json'), kept)
  await sent
  process.disconnect()
}
