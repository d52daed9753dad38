import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { pageFile } from '../shared/build-output.ts'

/**
 * Links `files` (relative to `from`) into `to`: builds are never changed once published, so the
 * new build shares the previous one's files. Copies where links cannot be made.
 */
export function linkFiles(from: string, to: string, files: Iterable<string>) {
  const made = new Set()
  for (const file of files) {
    const target = join(to, file)
    if (!made.has(dirname(target))) {
      mkdirSync(dirname(target), { recursive: true })
      made.add(dirname(target))
    }
    try {
      linkSync(join(from, file), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      copyFileSync(join(from, file), target)
    }
  }
}

/** What Vite wrote into the build `dir` (the check writes its files beside them, and the pages come later). */
export const bundleFilesOf = (dir: string) => [
  'assets.json',
  ...['client', 'server'].flatMap((part) => filesUnder(join(dir, part)).map((file) => join(part, file))),
]

/** Takes the files `files` (relative to `dir`) out of a build being made, and their folders when that leaves them empty. */
export function unlinkPages(dir: string, files: string[]) {
  for (const file of files) {
    rmSync(join(dir, file), { force: true })
    try {
      if (dirname(file) !== '.') rmdirSync(join(dir, dirname(file)))
    } catch {
      // Not empty: the folder holds other pages.
    }
  }
}

/**
 * Writes a page's file at once (the thread pool costs more than the disk's wait), never through a
 * link to the previous build's file: unless its folder was made just now, any file there goes first.
 */
export function writePage(file: string, html: string) {
  if (mkdirSync(dirname(file), { recursive: true }) === undefined) rmSync(file, { force: true })
  writeFileSync(file, html)
}

/** Every file under `dir`, relative to it, in order. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  // Each entry's folder is `dir` or under it: cut, not worked out (path.relative costs a twentieth
  // of a second over a build's 10,000 files).
  const under = (folder: string) =>
    folder === dir ? '' : `${folder.startsWith(dir + sep) ? folder.slice(dir.length + 1) : relative(dir, folder)}${sep}`
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => `${under(item.parentPath)}${item.name}`)
    .sort()
}

/** The file a prerendered page is written to, in a build's client folder. */
export const pageFileOf = (path: string) => (path === '/404' ? '404.html' : pageFile(path))
