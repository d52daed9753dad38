import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { currentBuild } from './builds.ts'
import { hash } from '../shared/hash.ts'
import { filesUnder } from './folder.ts'

/**
 * What an incremental `npm run build` reuses of the build published before it: the bundle when no
 * code changed, and then every page whose recorded inputs are unchanged (its reads' values and
 * the build's own code). Why that is exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/** A build's deps.json, as readDeps hands it over. */
export interface Deps {
  version: number
  build: string
  code: string
  bundle: string[]
  sources: Record<string, string>
  values: Record<string, string>
  entries?: Record<string, string>
  derived?: Record<string, string>
  pages: Record<string, { template: string; reads: string[] }>
}

/** The manifest's format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 6

/**
 * A build's deps.json, each page's reads named again: the file keeps each as its place among the
 * keys of `values` (build/deps-manifest.ts), which are never numbers, so they keep their order.
 */
export function readDeps(file: string): Deps {
  const deps = JSON.parse(readFileSync(file, 'utf8')) as Deps
  const keys = Object.keys(deps.values ?? {})
  // In the file, each read is its key's place.
  for (const page of Object.values(deps.pages ?? {}))
    page.reads = page.reads.map((at) => keys[at as unknown as number]!)
  return deps
}

/**
 * The published build and what it recorded, when an incremental build can start from it.
 */
export function previousBuild(buildDir: string): { dir: string; deps: Deps } | null {
  try {
    const dir = currentBuild(buildDir)
    const deps = readDeps(join(dir, 'deps.json'))
    return deps.version === DEPS_VERSION ? { dir, deps } : null
  } catch {
    return null
  }
}

/** Where the code Vite bundles lives, beside the content's own files (content/public). */
const CODE = ['pages', 'components', 'renderer', 'admin', 'schemas', 'content-loader', 'shared', 'build']
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json']

/**
 * A hash of everything the bundle is made from: the page, component, renderer, schema and shared
 * code, the configuration, the installed packages' lock, and the content's public files (Vite
 * copies them into the client folder). Equal hashes: the previous bundle is this build's too.
 */
export function codeHash(contentDir: string) {
  const code = [
    ...CODE.flatMap((folder) => filesUnder(folder).map((file) => join(folder, file))),
    ...CODE_FILES.filter((file) => existsSync(file)),
  ].filter((file) => !/\.test\.tsx?$/.test(file))
  const publicFiles = filesUnder(join(contentDir, 'public')).map((file) => join('public', file))
  return hash([...fileHashes('.', code), ...fileHashes(contentDir, publicFiles)].join('\n'))
}

/**
 * `<file>:<hash of its bytes>` for each of `files` (relative to `dir`).
 */
const fileHashes = (dir: string, files: string[]) =>
  files.map((file) => `${file}:${hash(readFileSync(join(dir, file)))}`)

/**
 * The keys the previous build's pages read (`deps`) whose values the new content's check must work
 * out again: every one but
 * - those naming one collection entry, or a part of it (`cities/clearwater.yaml#name`), when that
 *   entry hashes the same in both (`entries`, the new content's; build/reads/dependency-keys.ts):
 *   such a value is a part of the entry, so it is the same;
 * - lookup keys (`=nearby:clearwater`) when their lookup hashes the same in both (`derived`, the
 *   new content's, given only when the code is the same; build/reads/dependency-keys.ts LOOKUPS):
 *   each of its members is then the same.
 * At 5,000 cities, one city's text edited leaves the few keys of that city to work out, not 60,000.
 */
export function keysToHashAgain(deps: Deps, entries: Record<string, string>, derived: Record<string, string> | false) {
  const sameEntry = (file: string) => entries[file] !== undefined && entries[file] === deps.entries?.[file]
  const sameInputs = (name: string) => derived && derived[name] !== undefined && derived[name] === deps.derived?.[name]
  return Object.keys(deps.values).filter((key) => {
    if (key.startsWith('=')) return !sameInputs(key.slice(1, key.indexOf(':')))
    const field = key.indexOf('#')
    return !sameEntry(field < 0 ? key : key.slice(0, field))
  })
}

/**
 * The pages to render when the code is unchanged: those the previous build does not have, and
 * those with a read whose value changed, or any page when the build's own code changed.
 * @param paths every page of the new build
 * @param rehashed the new content's hash of each key the previous pages read that may have changed
 *   (keysToHashAgain); every other key is known to hash the same
 * @param build the new build's own code hash
 */
export function pagesToRender(
  previous: { deps: Deps },
  paths: string[],
  rehashed: Record<string, string>,
  build: string,
): string[] {
  const { deps } = previous
  const changed = new Set(Object.keys(rehashed).filter((key) => rehashed[key] !== deps.values[key]))
  return paths.filter((path) => {
    const page = deps.pages[path]
    if (!page || deps.build !== build) return true
    return page.reads.some((key) => changed.has(key))
  })
}
