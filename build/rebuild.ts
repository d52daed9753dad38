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

/** A build's deps.json (build/deps-manifest.ts). */
export interface Deps {
  /** The bundle's files, linked into the next build when the code is the same. */
  bundle: string[]
  /** Per key a page read (build/reads.ts), the hash of its value. */
  values: Record<string, string>
  /** Per address, its template (Vike's page id) and the keys it read. */
  pages: Record<string, { template: string; reads: string[] }>
}

/** The manifest's format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 8

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
    return JSON.parse(readFileSync(join(dir, 'deps.json'), 'utf8')) as Deps
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
 * The pages to render when the code and SITE_URL are unchanged: those the previous build does not
 * have, and those with a read whose value changed.
 * @param paths every page of the new build
 * @param rehashed the new content's hash of each key the previous pages read
 */
export function pagesToRender(deps: Deps, paths: string[], rehashed: Record<string, string>): string[] {
  const changed = new Set(Object.keys(deps.values).filter((key) => rehashed[key] !== deps.values[key]))
  return paths.filter((path) => {
    const page = deps.pages[path]
    return !page || page.reads.some((key) => changed.has(key))
  })
}
