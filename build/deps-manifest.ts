import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hash } from '../shared/hash.ts'
import { filesUnder } from './folder.ts'
import type { Deps, Inputs } from './rebuild.ts'

/**
 * What a build records for the next to compare. inputs.json: what the build was made from
 * (build/rebuild.ts Inputs), all a build with nothing changed reads. deps.json: what each
 * prerendered page was made from:
 *   bundle:    the files of the bundle, linked into the next build when the code is the same;
 *   pages:     per address, its template (Vike's page id) and the keys of the content it read
 *              (build/reads/dependencies.ts, build/reads/dependency-keys.ts), each as its place in
 *              `values` (at 5,000 cities the keys' names would be two thirds of the file;
 *              readDeps() in build/rebuild.ts keeps them as places, with the keys beside);
 *   values:    per key read, the hash of its value in this build's content;
 *   entries:   per entry of a collection (a city's file), the hash of the entry as checked;
 *   derived:   per lookup of the site's (`nearby`, `cityAtPath`), the hash of its whole table;
 * Why the reads are exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/**
 * The hash of the code (build/rebuild.ts sourceHash) and of the settings every page is made with
 * (SITE_URL, in the canonical addresses): a change renders every page.
 */
export function buildHash(siteUrl: string, source: string) {
  return hash([siteUrl, source].join())
}

/** What the build made, for inputs.json and deps.json. */
interface Made {
  inputs: Inputs
  bundle: string[]
  /** The pages kept from the previous build, their reads places in its keys. */
  reused?: Record<string, { template: string; reads: number[] }>
  entries: Record<string, string>
  derived: Record<string, string>
}

/**
 * deps.json, prepared from the previous build's while the content is checked, so that little is
 * left to do once the pages are rendered. `write()` merges the render processes' reads (deps/*,
 * build/render-worker.ts) with the pages an incremental build reused from the previous one
 * (their records are still true: every value they read hashes the same in this content). When the
 * keys read are the previous build's (as after most edits), a reused page's entry is the previous
 * build's text; otherwise the file is worked out whole. It is the same either way (the incremental
 * build test compares it with a full build's).
 */
export function prepareDepsManifest(previous: Deps | null) {
  const keys = previous?.keys ?? []
  const before = keyPlaces(keys)
  /** How many of the previous build's pages read each key, by its place. */
  const readers = new Array<number>(keys.length).fill(0)
  for (const page of Object.values(previous?.pages ?? {})) for (const at of page.reads) readers[at]!++
  let known: (key: string) => string | undefined = (): string | undefined => undefined
  let knownText = ''
  return {
    /**
     * The new content's hash of each key the previous build's pages read: their text is worked out
     * now (while the pages are rendered).
     */
    values(values: (key: string) => string | undefined) {
      known = values
      knownText = valuesText(keys, values)
    },
    /** Writes deps.json into the build folder `dir`. */
    write(dir: string, made: Made) {
      const { reused = {} } = made
      const rendered = renderedParts(dir)
      const value = (key: string) => rendered.values[key] ?? known(key) ?? ''
      // The keys are the previous build's when the rendered pages read none other, and each is still read.
      const renderedKeys = new Set(Object.values(rendered.pages).flatMap((page) => page.reads))
      for (const [path, page] of Object.entries(previous?.pages ?? {}))
        if (!(path in reused)) for (const at of page.reads) readers[at]!--
      const same =
        previous !== null &&
        [...renderedKeys].every((key) => before.has(key)) &&
        readers.every((count, at) => count > 0 || renderedKeys.has(keys[at]!)) &&
        Object.keys(rendered.values).every((key) => !before.has(key) || value(key) === (known(key) ?? ''))
      // A kept page's reads are places in the previous build's keys, which are this build's when `same`.
      const keptText = (path: string, { template, reads }: { template: string; reads: number[] }): [string, string] => [
        path,
        `${JSON.stringify(path)}:${JSON.stringify({ template, reads })}`,
      ]
      const pages: Record<string, { template: string; reads: string[] }> = {}
      if (!same)
        for (const [path, page] of Object.entries(reused))
          pages[path] = { template: page.template, reads: page.reads.map((at) => keys[at]!) }
      for (const [path, { pageId, reads }] of Object.entries(rendered.pages))
        pages[path] = { template: pageId ?? '', reads }
      // Every key some page read, with its hash in this content (from the page that read it, or the content check).
      const allKeys = same ? keys : [...new Set(Object.values(pages).flatMap((page) => page.reads))].sort()
      const all = same ? before : keyPlaces(allKeys)
      const pageTexts = [
        ...(same ? Object.entries(reused).map(([path, page]) => keptText(path, page)) : []),
        ...Object.entries(pages).map(([path, page]) => all.page(path, page.template, page.reads)),
      ]
      pageTexts.sort(([a], [b]) => (a < b ? -1 : 1))
      writeFileSync(join(dir, 'inputs.json'), JSON.stringify(made.inputs))
      const head = JSON.stringify({ bundle: made.bundle, entries: made.entries, derived: made.derived })
      const body = `"values":${same ? knownText : valuesText(allKeys, value)},"pages":{${pageTexts.map(([, page]) => page).join(',')}}}`
      writeFileSync(join(dir, 'deps.json'), `${head.slice(0, -1)},${body}`)
    },
  }
}

/**
 * Each page's entry in deps.json, its reads as places in `keys`.
 * @param keys every key read, sorted
 */
function keyPlaces(keys: string[]) {
  const position = new Map(keys.map((key, at) => [key, at]))
  return {
    has: (key: string) => position.has(key),
    /** @param path @param {string} template @param {string[]} reads @returns {[string, string]} */
    page: (path: string, template: string, reads: string[]): [string, string] => [
      path,
      `${JSON.stringify(path)}:${JSON.stringify({ template, reads: reads.map((key) => position.get(key)) })}`,
    ],
  }
}

/**
 * deps.json's `values`: each key's hash.
 */
const valuesText = (keys: string[], value: (key: string) => string | undefined) =>
  // Written out key by key: an object of 60,000 keys made only to be written costs twice the time.
  `{${keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(value(key) ?? '')}`).join(',')}}`

/**
 * What the render processes wrote of their pages' reads (deps/*), taken out of the build.
 */
function renderedParts(dir: string) {
  const pages: Record<string, { pageId: string | undefined; reads: string[] }> = {}
  const values: Record<string, string> = {}
  const parts = join(dir, 'deps')
  for (const name of existsSync(parts) ? readdirSync(parts).sort() : []) {
    const text = readFileSync(join(parts, name), 'utf8')
    if (name.endsWith('.values.json')) Object.assign(values, JSON.parse(text))
    else
      for (const line of text.split('\n'))
        if (line) {
          const { path, pageId, reads } = JSON.parse(line)
          pages[path] = { pageId, reads }
        }
  }
  rmSync(parts, { recursive: true, force: true })
  return { pages, values }
}

/**
 * Hashes of the text of every YAML and Markdown file of the content.
 */
export function sourceHashes(contentDir: string) {
  const files = filesUnder(contentDir).filter((file) => !file.startsWith('public/') && /\.(ya?ml|md)$/.test(file))
  return Object.fromEntries(files.map((file) => [file, hash(readFileSync(join(contentDir, file)))]))
}
