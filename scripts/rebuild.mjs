// @ts-check
// Plain JavaScript: `npm run build` loads it without the TypeScript loader.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { currentBuild } from '../shared/builds.mjs'
import { hash } from '../shared/hash.mjs'
import { filesUnder } from './build-folder.mjs'

/**
 * What an incremental `npm run build` reuses of the build published before it: the bundle when no
 * code changed, and every page whose recorded inputs are unchanged (its reads' values, its
 * template's code, the build's own code). Why that is exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/**
 * @typedef {{
 *   version: number, build: string, code: string, bundle: string[],
 *   templates: Record<string, { server: string, client: string }>,
 *   sources: Record<string, string>, values: Record<string, string>, entries?: Record<string, string>,
 *   derived?: Record<string, string>,
 *   pages: Record<string, { template: string, reads: string[] }>
 * }} Deps
 */

/** The manifest's format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 4

/**
 * A build's deps.json, each page's reads named again: the file keeps each as its place among the
 * keys of `values` (scripts/deps-manifest.mjs), which are never numbers, so they keep their order.
 * @param {string} file
 * @returns {Deps}
 */
export function readDeps(file) {
  const deps = JSON.parse(readFileSync(file, 'utf8'))
  const keys = Object.keys(deps.values ?? {})
  for (const page of Object.values(deps.pages ?? {}))
    page.reads = page.reads.map((/** @type {number} */ at) => keys[at])
  return deps
}

/**
 * The published build and what it recorded, when an incremental build can start from it.
 * @param {string} buildDir
 * @returns {{ dir: string, deps: Deps } | null}
 */
export function previousBuild(buildDir) {
  try {
    const dir = currentBuild(buildDir)
    const deps = readDeps(join(dir, 'deps.json'))
    return deps.version === DEPS_VERSION ? { dir, deps } : null
  } catch {
    return null
  }
}

/** Where the code Vite bundles lives, beside the content's own files (content/public). */
const CODE = ['pages', 'components', 'renderer', 'admin', 'schemas', 'content-loader', 'shared']
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json']

/**
 * A hash of everything the bundle is made from: the page, component, renderer, admin, schema, content-loader
 * and shared code, the configuration, the installed packages' lock, and the content's public files (Vite
 * copies them into the client folder). Equal hashes: the previous bundle is this build's too.
 * @param {string} contentDir
 */
export function codeHash(contentDir) {
  const code = [
    ...CODE.flatMap((folder) => filesUnder(folder).map((file) => join(folder, file))),
    ...CODE_FILES.filter((file) => existsSync(file)),
  ].filter((file) => !/\.test\.tsx?$/.test(file))
  const publicFiles = filesUnder(join(contentDir, 'public')).map((file) => join('public', file))
  return hash([...fileHashes('.', code), ...fileHashes(contentDir, publicFiles)].join('\n'))
}

/**
 * `<file>:<hash of its bytes>` for each of `files` (relative to `dir`).
 * @param {string} dir
 * @param {string[]} files
 */
const fileHashes = (dir, files) => files.map((file) => `${file}:${hash(readFileSync(join(dir, file)))}`)

/**
 * The keys the previous build's pages read (`deps`) whose values the new content's check must work
 * out again: every one but
 * - those naming one collection entry, or a part of it (`cities/clearwater.yaml#name`), when that
 *   entry hashes the same in both (`entries`, the new content's; renderer/dependency-keys.ts):
 *   such a value is a part of the entry, so it is the same;
 * - derived keys (`=nearby:clearwater`) when their derivation's inputs hash the same in both
 *   (`derived`, the new content's, given only when the code is the same; renderer/derived.ts):
 *   the derivation is given nothing else, so each of its values is the same.
 * At 5,000 cities, one city's text edited leaves the few keys of that city to work out, not 60,000.
 * @param {Deps} deps
 * @param {Record<string, string>} entries
 * @param {Record<string, string> | false} derived
 */
export function keysToHashAgain(deps, entries, derived) {
  /** @param {string} file */
  const sameEntry = (file) => entries[file] !== undefined && entries[file] === deps.entries?.[file]
  /** @param {string} name */
  const sameInputs = (name) => derived && derived[name] !== undefined && derived[name] === deps.derived?.[name]
  return Object.keys(deps.values).filter((key) => {
    if (key.startsWith('=')) return !sameInputs(key.slice(1, key.indexOf(':')))
    const field = key.indexOf('#')
    return !sameEntry(field < 0 ? key : key.slice(0, field))
  })
}

/**
 * The pages to render: those the previous build does not have, and those with a read whose value
 * changed, a template whose code changed, or any page when the build's own code changed.
 * @param {{ deps: Deps }} previous
 * @param {string[]} paths every page of the new build
 * @param {Record<string, string>} rehashed the new content's hash of each key the previous pages
 *   read that may have changed (keysToHashAgain); every other key is known to hash the same
 * @param {(template: string) => { server: string, client: string } | undefined} template the new build's template hashes
 * @param {string} build the new build's own code hash
 */
export function pagesToRender(previous, paths, rehashed, template, build) {
  const { deps } = previous
  const changed = new Set(Object.keys(rehashed).filter((key) => rehashed[key] !== deps.values[key]))
  const sameTemplate = new Map()
  const templateSame = (/** @type {string} */ id) => {
    if (!sameTemplate.has(id)) sameTemplate.set(id, JSON.stringify(template(id)) === JSON.stringify(deps.templates[id]))
    return sameTemplate.get(id)
  }
  return paths.filter((path) => {
    const page = deps.pages[path]
    if (!page || deps.build !== build || !templateSame(page.template)) return true
    return page.reads.some((key) => changed.has(key))
  })
}
