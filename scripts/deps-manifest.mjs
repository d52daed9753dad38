// @ts-check
// Plain JavaScript: `npm run build` loads it without the TypeScript loader.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { hash } from '../shared/hash.mjs'
import { DEPS_VERSION, filesUnder } from './rebuild.mjs'

/**
 * deps.json in a build: what each prerendered page was made from, for a later build to compare.
 *   pages:     per address, its template (Vike's page id) and the keys of the content it read
 *              (renderer/dependencies.ts, renderer/dependency-keys.ts), each as its place in
 *              `values` (at 5,000 cities the keys' names would be two thirds of the file;
 *              readDeps() in scripts/rebuild.mjs names them again);
 *   values:    per key read, the hash of its value in this build's content;
 *   templates: per template, the hash of its server code (its entry and every chunk it imports)
 *              and of its browser code and styles (the client manifest's entries, whose file
 *              names carry their content's hash);
 *   sources:   per content file (YAML and Markdown), the hash of its text;
 *   entries:   per entry of a collection (a city's file), the hash of the entry as checked;
 *   build:     the hash of the build's own code and the installed packages' lock.
 * Why the reads are exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/** The code the build itself runs, beside the templates: a change to it renders every page. */
const BUILD_CODE = [
  'scripts/build.mjs',
  'scripts/render-pages.mjs',
  'scripts/deps-manifest.mjs',
  'scripts/rebuild.mjs',
  'scripts/validate.ts',
  'package-lock.json',
]

/**
 * The hash of the build's own code and of the settings every page is made with (SITE_URL, in the
 * canonical addresses): a change renders every page.
 * @param {string} siteUrl
 */
export function buildHash(siteUrl) {
  return hash([siteUrl, ...BUILD_CODE.map((file) => (existsSync(file) ? hash(readFileSync(file)) : ''))].join())
}

/**
 * Merges the render processes' reads (deps/*, scripts/render-pages.mjs) into deps.json, with
 * the pages an incremental build reused from the previous one (their records are still true: every
 * value they read hashes the same in this content).
 * @param {string} dir the build folder
 * @param {{ sources: Record<string, string>, build: string, code: string, bundle: string[], reused?: Record<string, { template: string, reads: string[] }>, values?: Record<string, string>, entries: Record<string, string>, templates: (pageId: string) => { server: string; client: string } }} made
 */
export function writeDepsManifest(
  dir,
  { sources, build, code, bundle, reused = {}, values: known = {}, entries, templates: templateHashes },
) {
  /** @type {Record<string, { pageId: string | undefined; reads: string[] }>} */
  const pages = Object.fromEntries(
    Object.entries(reused).map(([path, page]) => [path, { pageId: page.template, reads: page.reads }]),
  )
  /** @type {Record<string, string>} */
  const values = {}
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
  const templates = Object.fromEntries(
    [...new Set(Object.values(pages).map((page) => page.pageId ?? ''))].sort().map((id) => [id, templateHashes(id)]),
  )
  // Every key some page read, with its hash in this content (from the page that read it, or the content check).
  const keys = [...new Set(Object.values(pages).flatMap((page) => page.reads))].sort()
  const position = new Map(keys.map((key, at) => [key, at]))
  const manifest = {
    version: DEPS_VERSION,
    build,
    code,
    bundle,
    templates,
    sources,
    entries,
    values: Object.fromEntries(keys.map((key) => [key, values[key] ?? known[key] ?? ''])),
    pages: Object.fromEntries(
      Object.entries(pages)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([path, { pageId, reads }]) => [
          path,
          { template: pageId ?? '', reads: reads.map((key) => position.get(key)) },
        ]),
    ),
  }
  writeFileSync(join(dir, 'deps.json'), JSON.stringify(manifest))
}

/**
 * Hashes of each template's code, from Vike's server bundle: entry.mjs names each page's server
 * entry and holds the client manifest.
 * @param {string} dir
 * @returns {(pageId: string) => { server: string; client: string }}
 */
export function templateCode(dir) {
  const server = join(dir, 'server')
  const entry = readFileSync(join(server, 'entry.mjs'), 'utf8')
  /** @type {Map<string, string>} */
  const files = new Map()
  /** @param {string} file @param {Set<string>} seen */
  const serverCode = (file, seen) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    files.set(file, hash(text))
    for (const [, imported] of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g))
      serverCode(join(file, '..', /** @type {string} */ (imported)), seen)
  }
  const manifestStart = entry.indexOf('assetsManifest = {')
  const clientManifest = manifestStart < 0 ? {} : clientEntries(entry.slice(entry.indexOf('{', manifestStart)))
  return (pageId) => {
    const at = entry.indexOf(`pageId: ${JSON.stringify(pageId)}`)
    const module = at < 0 ? null : /import\("\.\/(entries\/[^"]+\.mjs)"\)/.exec(entry.slice(at))
    /** @type {Set<string>} */
    const seen = new Set()
    if (module) serverCode(join(server, /** @type {string} */ (module[1])), seen)
    const serverHashes = [...seen].sort().map((file) => `${relative(server, file)}:${files.get(file)}`)
    /** @type {string[]} */
    const client = []
    /** @param {string} key */
    const walk = (key) => {
      const item = clientManifest[key]
      if (!item || client.includes(key)) return
      client.push(key, item.file, ...(item.css ?? []), ...(item.assets ?? []))
      for (const imported of item.imports ?? []) walk(imported)
    }
    walk(`virtual:vike:page-entry:client:${pageId}`)
    return { server: hash(serverHashes.join()), client: hash(client.join()) }
  }
}

/**
 * The client manifest Vike embeds in entry.mjs: the JSON object that starts at `text`.
 * @param {string} text
 * @returns {Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>}
 */
function clientEntries(text) {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return JSON.parse(text.slice(0, i + 1))
  }
  return {}
}

/**
 * Hashes of the text of every YAML and Markdown file of the content.
 * @param {string} contentDir
 */
export function sourceHashes(contentDir) {
  const files = filesUnder(contentDir).filter((file) => !file.startsWith('public/') && /\.(ya?ml|md)$/.test(file))
  return Object.fromEntries(files.map((file) => [file, hash(readFileSync(join(contentDir, file)))]))
}
