import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { displayPath, formatProblem, problemCount, type ContentProblem } from '../content-loader/errors.ts'
import type { ComparedCity, IndexPair } from '../content-loader/checks/doorway.ts'
import { checkContent, defaultContentDir } from '../content-loader/load.ts'
import { siteSummary } from '../content-loader/summary.ts'
import { readEnv } from '../shared/env.ts'
import { BUILT_FOR_FILE } from '../shared/build-output.ts'
import { parentMessages, toParent, type ToCheck } from './messages.ts'
import { valueHashes } from './reads.ts'
import { redirectFiles } from './redirects.ts'

/**
 * The content check of a build (build/content-check.ts starts it; its messages are in
 * build/messages.ts). It checks CONTENT_DIR as `npm run validate` does, once the build has read
 * what the content files hold (a build readied ahead says so only when it is asked for: build/begin.ts).
 * Into the new build's folder it writes the route list and the checked content
 * (site.json), then the address the pages name (site-url.txt) and the renamed cities' redirects
 * (redirects.json for the server; in redirects/, the files static hosting reads). Last, while the
 * build renders, it compares the cities' texts (content-loader/checks/doorway.ts), the costliest
 * check: the build publishes only once this process has ended well.
 */
const build = parentMessages<ToCheck>()
/** The build's next message, which must tell `key`. */
async function told<K extends 'check' | 'emit' | 'hash'>(key: K): Promise<Extract<ToCheck, Record<K, unknown>>[K]> {
  const message = await build.next()
  if (!(key in message)) throw new Error(`the build sent ${JSON.stringify(message)} where ${key} was due`)
  return (message as Extract<ToCheck, Record<K, unknown>>)[key]
}
const settings = { CONTENT_DIR: defaultContentDir(), SITE_URL: readEnv(process.env, ['SITE_URL']).SITE_URL }
// The word to begin: the build has hashed the content's files (a file saved since differs from the record).
await told('check')
// The cities' texts are compared in a thread of their own (build/doorway-thread.ts), from as soon as
// they are parsed, while this thread checks the rest and goes on.
let comparing: Promise<IndexPair[]> | undefined
const { site, problems, copies } = checkContent(settings.CONTENT_DIR, {
  copiesLater: (cities) => (comparing = compareInThread(cities)),
})
if (!site) refuse(problems)

/** The pairs of cities alike (content-loader/checks/doorway.ts alikeIndexes), found in a thread. */
function compareInThread(cities: ComparedCity[]): Promise<IndexPair[]> {
  const thread = new Worker(new URL('./doorway.mjs', import.meta.url), { workerData: cities })
  return new Promise((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
  })
}

/** Lists the content's problems and ends the check: the build stops, and the published build stays. */
function refuse(found: ContentProblem[]): never {
  for (const problem of found) console.error(formatProblem(problem))
  console.error(`\n${problemCount(found)}: the site was not built.`)
  process.exit(1)
}

const emitDir = await told('emit')
mkdirSync(emitDir, { recursive: true })
writeFileSync(join(emitDir, 'routes.json'), JSON.stringify(site.routes))
writeFileSync(join(emitDir, 'site.json'), JSON.stringify(site))
// The build's render processes may read the content now, while the rest is written.
void toParent('site')
writeFileSync(join(emitDir, BUILT_FOR_FILE), `${settings.SITE_URL}\n`)
writeFileSync(join(emitDir, 'redirects.json'), JSON.stringify(site.redirects))
for (const file of redirectFiles(site, settings.SITE_URL)) {
  const path = join(emitDir, 'redirects', file.path)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, file.text)
}
// The hash in this content of each key the published build's pages read (build/reads.ts).
const hashes = valueHashes(site)
const sent = toParent({ values: Object.fromEntries((await told('hash')).map((key) => [key, hashes.of(key)])) })
// The build knows what to render now and renders it while the cities' texts are compared
// (content-loader/checks/doorway.ts); it publishes once this process has ended well.
const copied = copies!.problems(await comparing!)
if (copied.length) refuse(copied)
console.log(`${displayPath(settings.CONTENT_DIR)} is valid: ${siteSummary(site)}.`)
await sent
process.disconnect()
