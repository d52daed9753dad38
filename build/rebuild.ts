import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { currentBuild } from '../shared/build-output.ts'
import { hash } from '../shared/hash.ts'
import { filesUnder } from './folder.ts'

/**
 * What an incremental `npm run build` reuses of the build published before it: the bundle when no
 * code changed, and then every page whose recorded inputs are unchanged (its reads' values and
 * the build's own code). Why that is exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/**
 * A build's inputs.json: what it was made from, in a few hashes, so that a build with nothing
 * changed reads no more than this.
 */
export interface Inputs {
  version: number
  /** The hash of the build's code and SITE_URL (build/deps-manifest.ts buildHash). */
  build: string
  /** The hash of what the bundle is made from (codeHash). */
  code: string
  /** The hash of every content file's text (contentHash). */
  content: string
}

/** A build's deps.json, as readDeps hands it over. */
export interface Deps {
  bundle: string[]
  values: Record<string, string>
  entries?: Record<string, string>
  derived?: Record<string, string>
  /** The keys read, in the order of `values`: each page's reads are places in it. */
  keys: string[]
  pages: Record<string, { template: string; reads: number[] }>
}

/** The manifest's format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 7

/**
 * A build's deps.json. Each page's reads are places among the keys of `values`
 * (build/deps-manifest.ts), which are never numbers, so they keep their order: `keys` names them.
 */
export function readDeps(file: string): Deps {
  const deps = JSON.parse(readFileSync(file, 'utf8')) as Deps
  deps.keys = Object.keys(deps.values ?? {})
  return deps
}

/**
 * The published build and what it was made from, when an incremental build can start from it.
 */
export function publishedInputs(buildDir: string): { dir: string; inputs: Inputs } | null {
  try {
    const dir = currentBuild(buildDir)
    const inputs = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8')) as Inputs
    return inputs.version === DEPS_VERSION ? { dir, inputs } : null
  } catch {
    return null
  }
}

/** What the pages of the build in `dir` read (its deps.json), or null when it cannot be read. */
export function recordedDeps(dir: string): Deps | null {
  try {
    return readDeps(join(dir, 'deps.json'))
  } catch {
    return null
  }
}

/** The hash of every content file's text, as sourceHashes lists them. */
export const contentHash = (sources: Record<string, string>) => hash(JSON.stringify(Object.entries(sources)))

/** Where the code Vite bundles lives, beside the content's own files (content/public). */
const CODE = ['pages', 'components', 'renderer', 'admin', 'schemas', 'content-loader', 'shared', 'build']
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json']

/**
 * A hash of the code: the page, component, renderer, admin, schema, content, shared and build
 * code, the configuration and the installed packages' lock. It names the compiled workers
 * (build/compile.ts) and, with SITE_URL, every page (build/deps-manifest.ts buildHash).
 */
export function sourceHash() {
  const code = [
    ...CODE.flatMap((folder) => filesUnder(folder).map((file) => join(folder, file))),
    ...CODE_FILES.filter((file) => existsSync(file)),
  ].filter((file) => !/\.test\.tsx?$/.test(file) && !VIKE_TEMPORARY.test(file))
  return hash(fileHashes('.', code).join('\n'))
}

/**
 * The files Vike writes beside a `+` file while it loads the configuration (`+route.ts.build-<12
 * letters and digits>.mjs`) and deletes a moment later: a Vite build under way in this folder (another
 * build, `npm run dev`) is no change to the code.
 */
const VIKE_TEMPORARY = /\.build-[a-z0-9]{12}\.mjs$/

/**
 * A hash of everything the bundle is made from: the code (`source`, sourceHash) and the content's
 * public files (Vite copies them into the client folder). Equal hashes: the previous bundle is
 * this build's too.
 */
export function codeHash(contentDir: string, source: string) {
  const publicFiles = filesUnder(join(contentDir, 'public')).map((file) => join('public', file))
  return hash([source, ...fileHashes(contentDir, publicFiles)].join('\n'))
}

/**
 * `<file>:<hash of its bytes>` for each of `files` (relative to `dir`); none for a file deleted since
 * it was listed.
 */
const fileHashes = (dir: string, files: string[]) =>
  files.flatMap((file) => {
    try {
      return [`${file}:${hash(readFileSync(join(dir, file)))}`]
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  })

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
 * The pages to render when the code and SITE_URL are unchanged: those the previous build does not
 * have, and those with a read whose value changed.
 * @param paths every page of the new build
 * @param rehashed the new content's hash of each key the previous pages read that may have changed
 *   (keysToHashAgain); every other key is known to hash the same
 */
export function pagesToRender(deps: Deps, paths: string[], rehashed: Record<string, string>): string[] {
  const changed = new Set<number>()
  deps.keys.forEach((key, at) => key in rehashed && rehashed[key] !== deps.values[key] && changed.add(at))
  return paths.filter((path) => {
    const page = deps.pages[path]
    return !page || page.reads.some((at) => changed.has(at))
  })
}
