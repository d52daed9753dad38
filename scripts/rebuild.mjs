// @ts-check
// Plain JavaScript: `npm run build` loads it without the TypeScript loader.
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { currentBuild, pageFile } from '../shared/builds.mjs'
import { hash } from '../shared/hash.mjs'

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
 *   pages: Record<string, { template: string, reads: string[] }>
 * }} Deps
 */

/** The manifest's format: a build recorded in another one is not reused. */
export const DEPS_VERSION = 3

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
const CODE = ['pages', 'components', 'renderer', 'schemas', 'shared']
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json']

/**
 * A hash of everything the bundle is made from: the page, component, renderer, schema and shared
 * code, the configuration, the installed packages' lock, and the content's public files (Vite
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
 * Links `files` (relative to `from`) into `to`: builds are never changed once published, so the
 * new build shares the previous one's files. Copies where links cannot be made.
 * @param {string} from
 * @param {string} to
 * @param {Iterable<string>} files
 */
export function linkFiles(from, to, files) {
  const made = new Set()
  for (const file of files) {
    const target = join(to, file)
    const folder = dirname(target)
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true })
      made.add(folder)
    }
    try {
      linkSync(join(from, file), target)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error
      copyFileSync(join(from, file), target)
    }
  }
}

/**
 * Links the previous build's bundle into the build `dir` (what Vite writes: server/, assets.json,
 * the client's assets; with `client` false, all but the client's, which syncFiles sees to). The
 * server entry names the folder it was built into: it is written anew.
 * @param {{ dir: string, deps: Deps }} previous
 * @param {string} dir
 */
export function linkBundle(previous, dir, client = true) {
  const entry = join('server', 'entry.mjs')
  linkFiles(
    previous.dir,
    dir,
    previous.deps.bundle.filter((file) => file !== entry && (client || !file.startsWith(`client${sep}`))),
  )
  const text = readFileSync(join(previous.dir, entry), 'utf8')
  writeFileSync(join(dir, entry), text.replaceAll(previous.dir, dir))
}

/**
 * Takes everything but the client folder out of a recycled build `dir` (scripts/build.mjs): the
 * bundle's server part and what the content check wrote are made anew.
 * @param {string} dir
 */
export function clearRecycled(dir) {
  for (const name of readdirSync(dir)) if (name !== 'client') rmSync(join(dir, name), { recursive: true, force: true })
}

/**
 * Makes the folder `to` (a recycled build's client folder) hold exactly `files` of the folder
 * `from`, each the same file: one already linked to it stays, any other is replaced by a link, and
 * every other file is taken out. An old build shares most of its files with the newest, so this
 * costs a look at each file where filling an empty folder costs a folder and a link for each,
 * and deleting the old build as much again.
 * @param {string} from
 * @param {string} to
 * @param {string[]} files
 */
export function syncFiles(from, to, files) {
  const wanted = new Set(files)
  const present = filesUnder(to)
  unlinkPages(
    to,
    present.filter((file) => !wanted.has(file)),
  )
  const there = new Set(present)
  const missing = files.filter((file) => {
    if (!there.has(file)) return true
    const [source, target] = [lstatSync(join(from, file)), lstatSync(join(to, file))]
    if (source.ino === target.ino && source.dev === target.dev) return false
    rmSync(join(to, file))
    return true
  })
  linkFiles(from, to, missing)
}

/**
 * What Vite wrote into the build `dir` (the content check writes its files beside them, and the pages come later).
 * @param {string} dir
 */
export const bundleFilesOf = (dir) => [
  'assets.json',
  ...['client', 'server'].flatMap((part) => filesUnder(join(dir, part)).map((file) => join(part, file))),
]

/**
 * Takes the page files `files` (relative to `dir`) out of a build being made, and their folders
 * when that leaves them empty.
 * @param {string} dir
 * @param {string[]} files
 */
export function unlinkPages(dir, files) {
  for (const file of files) {
    rmSync(join(dir, file), { force: true })
    if (dirname(file) === '.') continue
    try {
      rmdirSync(join(dir, dirname(file)))
    } catch {
      // Not empty: the folder holds other pages.
    }
  }
}

/**
 * Every file under `dir`, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => relative(dir, join(item.parentPath, item.name)))
    .sort()
}

/** The file a prerendered page is written to, in a build's client folder. @param {string} path */
export const pageFileOf = (path) => (path === '/404' ? '404.html' : pageFile(path))

/**
 * The pages to render: those the previous build does not have, and those with a read whose value
 * changed, a template whose code changed, or any page when the build's own code changed.
 * @param {{ deps: Deps }} previous
 * @param {string[]} paths every page of the new build
 * @param {Record<string, string>} values the new content's hash of each key the previous pages read
 * @param {(template: string) => { server: string, client: string } | undefined} template the new build's template hashes
 * @param {string} build the new build's own code hash
 */
export function pagesToRender(previous, paths, values, template, build) {
  const { deps } = previous
  // Every key whose value is not known to be the same (values holds each key the previous build recorded).
  const changed = new Set(Object.keys(deps.values).filter((key) => values[key] !== deps.values[key]))
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
