import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { ShareCard } from './share-card.ts'

/**
 * Where builds are and which is live: read by the build, which writes them (build/builds.ts), and
 * by the server, which serves them.
 *
 * Builds and how one goes live. BUILD_DIR (dist) is a symbolic link to the current build, a folder
 * in .dist-builds/ beside it holding Vike's standard output (client/ with every prerendered page,
 * server/) and the route list. `npm run build` writes a new folder and, once it is complete,
 * switches the link in one rename: a server reading through the link sees the old build or the
 * new one, never a mix. The last few builds are kept, so a page a visitor opened before the switch
 * still finds its scripts.
 */

/**
 * Where Vike's prerender puts the page at `path`, relative to the build's client folder
 * (/ → index.html, /faq → faq/index.html; the not-found page is 404.html).
 */
export function pageFile(path: string) {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

/**
 * The paths of the pages a build prerendered, from the route list it holds.
 * @param build a build folder, or BUILD_DIR
 */
export function prerenderedPaths(build: string): string[] {
  return staticPaths(JSON.parse(readFileSync(join(build, 'routes.json'), 'utf8')))
}

/** The addresses of `routes` that are prerendered. */
export const staticPaths = (routes: { path: string; rendering: 'static' | 'server' }[]) =>
  routes.filter((route) => route.rendering === 'static').map((route) => route.path)

/** The file in a build folder that names the address its pages were made for (SITE_URL when it was built). */
export const BUILT_FOR_FILE = 'site-url.txt'

/**
 * The public address a build's pages, sitemap.xml and robots.txt name; null for a build made before
 * builds recorded it.
 * @param build a build folder, or BUILD_DIR
 */
export function builtFor(build: string): string | null {
  const file = join(build, BUILT_FOR_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null
}

/** The folder of kept builds, beside BUILD_DIR: dist → .dist-builds. */
export function buildsDir(buildDir: string) {
  const absolute = resolve(buildDir)
  return join(dirname(absolute), `.${basename(absolute)}-builds`)
}

/**
 * The build folder BUILD_DIR points to now (itself when it is a plain folder, as a copied build is).
 */
export function currentBuild(buildDir: string): string {
  const absolute = resolve(buildDir)
  try {
    return resolve(dirname(absolute), readlinkSync(absolute))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EINVAL') return absolute
    throw error
  }
}

/** The build folder BUILD_DIR points to, or null when there is none (before the first build; `npm run dev`). */
export function currentBuildIfAny(buildDir: string): string | null {
  try {
    return currentBuild(buildDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Every kept build, newest first (the current one included).
 */
export function keptBuilds(buildDir: string): string[] {
  const dir = buildsDir(buildDir)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules')
    .sort()
    .reverse()
    .map((name) => join(dir, name))
}

/** A build's card folder, in it. */
export const CARDS_FOLDER = join('client', 'cards')

/**
 * The file in a build folder listing its share cards not yet drawn when it was published, by file
 * name, each with what it is drawn from: the build draws them next (build/share-cards.ts), and the
 * server draws one asked for before then (server/routes/share-cards.ts), so a page never names a
 * card that cannot be had.
 */
export const PENDING_CARDS = 'cards-pending.json'

/** The cards the build folder `build` lists as not yet drawn; none once they all are. */
export function pendingCards(build: string): Record<string, ShareCard> {
  const file = join(build, PENDING_CARDS)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ShareCard>) : {}
}
