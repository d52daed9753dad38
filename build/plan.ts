import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CARDS_FOLDER, currentBuild } from '../shared/build-output.ts'
import { hash } from '../shared/hash.ts'
import type { Begun } from './begin.ts'
import type { RenderedPart } from './messages.ts'
import { filesUnder, linkFiles, pageFileOf } from './folder.ts'

/**
 * What a build starts from and reuses of the build published before it (the bundle when no code
 * changed, then every page whose recorded reads hash the same: build/reads.ts), and the records the
 * next build compares. Why that is exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/** A build's inputs.json: what it was made from, so that a build with nothing changed reads no more. */
export interface Inputs {
  version: number
  /** The hash of the code and SITE_URL: a change renders every page. */
  build: string
  /** The hash of what the bundle is made from (codeHash). */
  code: string
  /** The hash of every content file's text. */
  content: string
}

/** A build's deps.json (writeManifest). */
export interface Deps {
  /** The bundle's files, linked into the next build when the code is the same. */
  bundle: string[]
  /** Per key a page read (build/reads.ts), the hash of its value. */
  values: Record<string, string>
  /** Per address, its template (Vike's page id) and the keys it read. */
  pages: Record<string, { template: string; reads: string[] }>
}

/** The records' format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 8

/**
 * Compares what this build is made from (the code's hash `source`, the content, SITE_URL) with what
 * the published build was made from; what its pages read is read only when something changed.
 */
export function makePlan(settings: Begun['settings'], options: { full?: boolean }, source: string) {
  const inputs: Inputs = {
    version: DEPS_VERSION,
    build: hash([settings.SITE_URL, source].join()),
    code: codeHash(settings.CONTENT_DIR, source),
    content: hash(JSON.stringify(Object.entries(sourceHashes(settings.CONTENT_DIR)))),
  }
  const published = options.full ? null : publishedInputs(settings.BUILD_DIR)
  const same = (key: keyof Inputs) => published?.inputs[key] === inputs[key]
  /** When nothing changed at all, the published build's folder, which stays. */
  const unchanged = published && same('code') && same('build') && same('content') ? published.dir : null
  const deps = published && !unchanged ? recordedDeps(published.dir) : null
  /** The published build and what its pages read, unless the build is full, nothing changed, or there is none. */
  const previous = published && deps ? { dir: published.dir, deps } : null
  /** No code changed: the previous bundle is this build's; and nor SITE_URL: so are its unchanged pages. */
  const sameBundle = previous !== null && same('code')
  /** The previous build's pages, linked into this one before the check says which are rendered again. */
  const linked = sameBundle ? Object.keys(previous.deps.pages) : []
  return { previous, inputs, sameBundle, samePages: sameBundle && same('build'), unchanged, linked }
}

/**
 * With the code unchanged (its bundle linked in first: build/vite.ts linkBundle), the new build `dir`
 * gets, once the render processes are starting, every page of the previous build and its share cards:
 * pages gone are taken out later, pages rendered again are replaced, never written through
 * (build/render-worker.ts), and cards no page names go last (build/share-cards.ts keepCards).
 */
export function linkPreviousPages({ previous, sameBundle, linked }: ReturnType<typeof makePlan>, dir: string) {
  if (!previous || !sameBundle) return
  // Not a card being drawn into the live build now (shared/share-card.ts writes it aside first).
  const cards = filesUnder(join(previous.dir, CARDS_FOLDER)).filter((file) => !file.startsWith('.'))
  const files = [...linked.map(pageFileOf), ...cards.map((file) => join('cards', file))]
  linkFiles(join(previous.dir, 'client'), join(dir, 'client'), files)
}

/** The pages to render when the code and SITE_URL are unchanged: those the previous build lacks, and those with a read whose hash (`rehashed`) changed. */
export function pagesToRender(deps: Deps, paths: string[], rehashed: Record<string, string>): string[] {
  const changed = new Set(Object.keys(deps.values).filter((key) => rehashed[key] !== deps.values[key]))
  return paths.filter((path) => !deps.pages[path] || deps.pages[path].reads.some((key) => changed.has(key)))
}

/** The published build and what it was made from, when an incremental build can start from it. */
function publishedInputs(buildDir: string): { dir: string; inputs: Inputs } | null {
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

/**
 * Writes inputs.json and deps.json into the build `dir`: the bundle's files, the pages rendered and
 * those `kept` from the previous build (every key they read hashes the same), and the hash of every
 * key read, a render process's or the check's (`hashOf`). Sorted: the same whichever pages were kept.
 */
export function writeManifest(
  dir: string,
  made: {
    inputs: Inputs
    bundle: string[]
    kept: Deps['pages']
    rendered: RenderedPart
    hashOf: (key: string) => string | undefined
  },
) {
  const all: Deps['pages'] = { ...made.kept, ...made.rendered.pages }
  const paths = Object.keys(all).sort()
  const pages = Object.fromEntries(paths.map((path) => [path, all[path]!]))
  const keys = [...new Set(paths.flatMap((path) => all[path]!.reads))].sort()
  const values = Object.fromEntries(keys.map((key) => [key, made.rendered.values[key] ?? made.hashOf(key) ?? '']))
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(made.inputs))
  writeFileSync(join(dir, 'deps.json'), JSON.stringify({ bundle: made.bundle, values, pages } satisfies Deps))
}

/** Where the code lives: what Vite bundles and what builds. */
const CODE = ['pages', 'components', 'renderer', 'admin', 'schemas', 'content-loader', 'shared', 'build']
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json']
/** What Vike writes beside a `+` file as it loads the configuration and deletes after: a Vite build under way is no change. */
const VIKE_TEMPORARY = /\.build-[a-z0-9]{12}\.mjs$/

/** A hash of the code, the configuration and the installed packages' lock: it names the compiled workers (build/compile.ts). */
export function sourceHash() {
  const code = CODE.flatMap((folder) => filesUnder(folder).map((file) => join(folder, file)))
  const source = code.filter((file) => !/\.test\.tsx?$/.test(file) && !VIKE_TEMPORARY.test(file))
  // A configuration file that is not there is left out by fileHashes, as one deleted is.
  return hash(fileHashes('.', [...source, ...CODE_FILES]).join('\n'))
}

/** A hash of what the bundle is made from: the code (`source`) and the content's public files, which Vite copies. */
export function codeHash(contentDir: string, source: string) {
  const publicFiles = filesUnder(join(contentDir, 'public')).map((file) => join('public', file))
  return hash([source, ...fileHashes(contentDir, publicFiles)].join('\n'))
}

/** Hashes of the text of every YAML and Markdown file of the content. */
export function sourceHashes(contentDir: string) {
  const files = filesUnder(contentDir).filter((file) => !file.startsWith('public/') && /\.(ya?ml|md)$/.test(file))
  return Object.fromEntries(files.map((file) => [file, hash(readFileSync(join(contentDir, file)))]))
}

/** `<file>:<hash of its bytes>` for each of `files` (relative to `dir`); none for a file deleted since it was listed. */
const fileHashes = (dir: string, files: string[]) =>
  files.flatMap((file) => {
    try {
      return [`${file}:${hash(readFileSync(join(dir, file)))}`]
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  })
