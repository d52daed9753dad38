import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import express, { type RequestHandler } from 'express'
import { builtFor, currentBuild, keptBuilds } from '../shared/build-output.ts'

const YEAR = 60 * 60 * 24 * 365

/** A build's files as the server serves them, read once per build. */
interface ServedBuild {
  dir: string
  files: RequestHandler
  /** For each page served: the strong ETag of its file, a hash of its bytes made once (a build folder never changes). */
  etags: Map<string, string>
  /** Renamed cities' old addresses and where each leads now (the build's redirects.json). */
  redirects: Map<string, string>
  /** The address its pages name (build/builds.ts builtFor); null for a build made before builds recorded it. */
  address: string | null
}

/**
 * The current build (BUILD_DIR, a link that `npm run build` switches in one step: build/builds.ts),
 * looked up on every request, so a new build is served from the request after it is published,
 * with no restart. `firstServed` hears of each build the first time it is looked up.
 */
export function servedBuilds(buildDir: string, firstServed: (build: ServedBuild) => void = () => {}) {
  const served = new Map<string, ServedBuild>()
  const serve = (dir: string): ServedBuild => {
    let build = served.get(dir)
    if (!build) {
      build = {
        dir,
        files: staticFiles(join(dir, 'client')),
        etags: new Map(),
        redirects: readRedirects(dir),
        address: builtFor(dir),
      }
      firstServed(build)
      // Only the current build and the ones kept for pages opened before it are remembered.
      if (served.size > 8) served.clear()
      served.set(dir, build)
    }
    return build
  }
  return {
    current: () => serve(currentBuild(buildDir)),
    /** Earlier builds, newest first: their scripts stay reachable for pages opened before a switch. */
    earlier: (current: string) =>
      keptBuilds(buildDir)
        .filter((dir) => dir !== current)
        .map(serve),
  }
}
export type ServedBuilds = ReturnType<typeof servedBuilds>

/** A build's redirects; a build made before cities kept their former addresses has none. */
function readRedirects(dir: string): Map<string, string> {
  const file = join(dir, 'redirects.json')
  if (!existsSync(file)) return new Map()
  const redirects = JSON.parse(readFileSync(file, 'utf8')) as { from: string; to: string }[]
  return new Map(redirects.map(({ from, to }) => [from, to]))
}

/**
 * Files of the build: hashed assets and share cards (named by a hash of what they show) are cached
 * for a year and never revalidated; everything else
 * (images named in content, robots.txt) is revalidated so an edit shows up on the next visit.
 * Pages are served by prerenderedPages(), at their own address only.
 */
function staticFiles(clientDir: string): RequestHandler {
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (path.includes('/assets/') || path.includes('/cards/'))
        res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`)
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    },
  })
  // Static hosting's redirect list is read by the host, not served (the server answers its redirects itself).
  return (req, res, next) => (req.path.endsWith('.html') || req.path === '/_redirects' ? next() : files(req, res, next))
}

/**
 * A path a redirect can name without leaving the site: browsers read a Location of `//host` or
 * `/\host` as another site's address, so leading slashes and backslashes become one slash.
 */
export function onThisSite(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`
}
