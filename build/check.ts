import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { displayPath, formatProblem, problemCount, type ContentProblem } from '../content-loader/errors.ts'
import type { IndexPair } from '../content-loader/checks/doorway.ts'
import { checkContent } from '../content-loader/load.ts'
import { siteSummary } from '../content-loader/summary.ts'
import { BUILT_FOR_FILE } from '../shared/build-output.ts'
import { writePage } from './folder.ts'
import { BuildFailed } from './messages.ts'
import { valueHashes } from './reads.ts'
import { redirectFiles } from './redirects.ts'

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
    /** Writes `_redirects` and a page at each old address, for static hosting, once the old pages are out. */
    writeRedirects: () => {
      for (const file of redirectFiles(site, settings.SITE_URL)) writePage(join(dir, 'client', file.path), file.text)
    },
  }
}

/** Lists the content's problems and stops the build: the published build stays. */
function refuse(found: ContentProblem[]): never {
  for (const problem of found) console.error(formatProblem(problem))
  console.error(`\n${problemCount(found)}: the site was not built.`)
  throw new BuildFailed('the content check found problems')
}
