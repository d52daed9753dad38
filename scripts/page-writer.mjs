// @ts-check
// Plain JavaScript: the build's render processes load it without the TypeScript loader.
import { mkdirSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * @typedef {{
 *   pageReads?: import('../renderer/record-reads.ts').RecordedReads,
 *   site?: unknown,
 *   pageId?: string | null
 * }} RenderedPage
 */

/**
 * Writes the pages one render process of `npm run build` makes (scripts/render-pages.mjs) and keeps what each read of the content (renderer/record-reads.ts):
 * deps/<name>.pages.jsonl and deps/<name>.values.json in the build, which the build merges into
 * deps.json (scripts/deps-manifest.mjs). Turns the recording on for the pages this process renders.
 * @param {string} output the build folder
 * @param {string} name this process's part of the pages
 */
export function pageWriter(output, name) {
  mkdirSync(join(output, 'deps'), { recursive: true })
  Object.assign(globalThis, { [Symbol.for('local-service-site.record-page-reads')]: true })
  /** One line per page, about 2 KB each, written out in one go at the end. */
  const pages = /** @type {string[]} */ ([])
  /** @type {(() => Record<string, string>) | undefined} */
  let hashes
  return {
    /**
     * Writes the page at `path` (the not-found page is /404) to `filePath`.
     * @param {string} path
     * @param {string} filePath
     * @param {string} html
     * @param {RenderedPage} pageContext
     */
    async write(path, filePath, html, pageContext) {
      if (filePath.endsWith('.html') && pageContext.pageReads) {
        pages.push(JSON.stringify({ path, ...pageContext.pageReads.finish(pageContext) }))
        hashes = pageContext.pageReads.hashes
        pageContext.pageReads = undefined
      }
      await mkdir(dirname(filePath), { recursive: true })
      // A page an incremental build renders again is never a link to the previous build's file (scripts/rebuild.mjs).
      await rm(filePath, { force: true })
      await writeFile(filePath, html)
    },
    /** Writes what the pages read, once every page is written. */
    async finish() {
      await writeFile(join(output, 'deps', `${name}.pages.jsonl`), pages.join('\n'))
      await writeFile(join(output, 'deps', `${name}.values.json`), JSON.stringify(hashes?.() ?? {}))
    },
  }
}
