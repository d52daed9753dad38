// @ts-check
// Plain JavaScript: `npm run build` starts one of these per core, without the TypeScript loader.
import { mkdirSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import 'react-dom/server'
import { prerender } from 'vike/api'
import vike from 'vike/plugin'
import { BUILD_HANDOFF } from '../shared/env.mjs'

/**
 * One prerender process of `npm run build` (scripts/build.mjs): Vike's own prerender() over the
 * build in BUILD_OUTPUT, for this process's share of the pages (PRERENDER_SHARE=k/n,
 * renderer/prerender.ts).
 *
 * Messages: the build sends 'go' when this process may load the page configuration (Vike
 * transpiles config files next to them under one shared name, so two processes must not load at
 * once); renderer/+onPrerenderStart.ts sends 'loaded' once it has.
 *
 * Each page records what it reads of the content (renderer/record-reads.ts); this process writes
 * its pages' reads to deps/<share>.pages.jsonl and the hashes of what they read to
 * deps/<share>.values.json in the build, which the build merges into deps.json.
 */
const send = process.send?.bind(process)
if (!send) {
  console.error('scripts/prerender.mjs is run by `npm run build`.')
  process.exit(1)
}
const output = /** @type {string} */ (process.env[BUILD_HANDOFF.output])
const turn = () => new Promise((resolve) => process.on('message', (message) => message === 'go' && resolve(undefined)))
const share = (process.env[BUILD_HANDOFF.share] ?? '1/1').replace('/', '-of-')
mkdirSync(join(output, 'deps'), { recursive: true })
/** One line per page, as it is written: about 2 KB each, written out in one go at the end. */
const pages = /** @type {string[]} */ ([])
/** @type {(() => Record<string, string>) | undefined} */
let hashes
// renderer/record-reads.ts: the pages this process renders record their reads.
Object.assign(globalThis, { [Symbol.for('local-service-site.record-page-reads')]: true })

/**
 * Writes a page Vike rendered, as its prerender() would, and keeps what the page read.
 * @param {{ urlOriginal: string; is404?: boolean | null; pageReads?: import('../renderer/record-reads.ts').RecordedReads; site?: unknown; pageId?: string | null; _prerenderResult: { filePath: string; fileContent: string } }} pageContext
 */
async function written(pageContext) {
  const { filePath, fileContent } = pageContext._prerenderResult
  if (filePath.endsWith('.html') && pageContext.pageReads) {
    const path = pageContext.is404 ? '/404' : pageContext.urlOriginal
    pages.push(JSON.stringify({ path, ...pageContext.pageReads.finish(pageContext) }))
    hashes = pageContext.pageReads.hashes
    pageContext.pageReads = undefined
  }
  await mkdir(dirname(filePath), { recursive: true })
  // A page an incremental build renders again is never a link to the previous build's file (scripts/rebuild.mjs).
  await rm(filePath, { force: true })
  await writeFile(filePath, fileContent)
  // The build counts the pages by these lines (scripts/build.mjs).
  console.log(filePath)
}

try {
  send('ready')
  await turn()
  // Vike's plugin is all the prerender needs of the Vite config: the bundle is built already.
  await prerender({
    viteConfig: { configFile: false, plugins: [vike()], build: { outDir: output } },
    onPagePrerender: written,
  })
  await writeFile(join(output, 'deps', `${share}.pages.jsonl`), pages.join('\n'))
  await writeFile(join(output, 'deps', `${share}.values.json`), JSON.stringify(hashes?.() ?? {}))
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
