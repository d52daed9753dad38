import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { FORM_KEY_PLACEHOLDER, FORM_TIME_PLACEHOLDER } from '../shared/forms.ts'
import { currentBuild, keptBuilds, pageFile } from '../shared/builds.mjs'

const YEAR = 60 * 60 * 24 * 365

/** A build's files as the server serves them, read once per build. */
interface ServedBuild {
  dir: string
  files: RequestHandler
  /**
   * For each page looked up: its HTML when it holds a lead form (filled with a fresh key per
   * request, without reading the file again: a build folder never changes), null when it does not.
   */
  forms: Map<string, string | null>
}

/**
 * The current build (BUILD_DIR, a link that `npm run build` switches in one step: shared/builds.mjs),
 * looked up on every request, so a new build is served from the request after it is published,
 * with no restart.
 */
export function servedBuilds(buildDir: string) {
  const served = new Map<string, ServedBuild>()
  const serve = (dir: string): ServedBuild => {
    let build = served.get(dir)
    if (!build) {
      build = { dir, files: staticFiles(join(dir, 'client')), forms: new Map() }
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

/**
 * Files of the build: hashed assets are cached for a year and never revalidated; everything else
 * (images named in content, robots.txt) is revalidated so an edit shows up on the next visit.
 * Pages are served by prerenderedPages(), at their own address only.
 */
function staticFiles(clientDir: string): RequestHandler {
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`)
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    },
  })
  return (req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next))
}

/** The build's files; a hashed asset the current build lacks comes from the build before (a page opened before the switch asks for it). */
export function buildFiles(builds: ServedBuilds): RequestHandler {
  return (req, res, next) => {
    const current = builds.current()
    if (!req.path.startsWith('/assets/')) return current.files(req, res, next)
    // The earlier builds are listed only when the current one lacks the file.
    current.files(req, res, () => {
      const earlier = builds.earlier(current.dir)
      const tryNext = (i: number) => (i < earlier.length ? earlier[i]!.files(req, res, () => tryNext(i + 1)) : next())
      tryNext(0)
    })
  }
}

/**
 * The prerendered pages, from the current build's client folder. A page with a lead form gets a
 * fresh form key and the time it was served, so the form works without JavaScript.
 */
export function prerenderedPages(builds: ServedBuilds, now: () => number = Date.now): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, onThisSite(req.path.replace(/\/+$/, '')) + query)
    }
    if (req.path.includes('..') || req.path.includes('\\') || req.path.endsWith('.html')) return next()
    const build = builds.current()
    const file = pageFile(req.path)
    const client = join(build.dir, 'client')
    let form = build.forms.get(req.path)
    if (form === undefined) {
      if (!existsSync(join(client, file))) return next()
      const html = readFileSync(join(client, file), 'utf8')
      form = html.includes(FORM_KEY_PLACEHOLDER) ? html : null
      build.forms.set(req.path, form)
    }
    if (form !== null) {
      res.setHeader('Cache-Control', 'private, no-store')
      return res.type('html').send(stampForms(form, now()))
    }
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    // Relative to the client folder, so a build kept in a dot-folder is served too.
    res.sendFile(file, { root: client }, (error) => error && next())
  }
}

/**
 * A page's lead forms with a fresh form key (one lead per key, however often it is posted) and the
 * time the page was served. Every page that holds a form passes through here: prerendered pages,
 * pages rendered per request, and forms sent back with their errors.
 */
export function stampForms(html: string, now: number): string {
  if (!html.includes(FORM_KEY_PLACEHOLDER) && !html.includes(FORM_TIME_PLACEHOLDER)) return html
  return html.replaceAll(FORM_KEY_PLACEHOLDER, randomUUID()).replaceAll(FORM_TIME_PLACEHOLDER, String(now))
}

/**
 * A path a redirect can name without leaving the site: browsers read a Location of `//host` or
 * `/\host` as another site's address, so leading slashes and backslashes become one slash.
 */
export function onThisSite(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`
}

/** The prerendered not-found page, with status 404. */
export function notFound(builds: ServedBuilds): RequestHandler {
  return (_req, res) => {
    const client = join(builds.current().dir, 'client')
    res.status(404)
    if (existsSync(join(client, '404.html')))
      res.sendFile('404.html', { root: client, headers: { 'Cache-Control': 'no-cache' } })
    else res.type('text/plain').send('Page Not Found')
  }
}
