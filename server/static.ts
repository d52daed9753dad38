import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express'
import { FORM_KEY_PLACEHOLDER, FORM_TIME_PLACEHOLDER } from '../components/forms.ts'
import { embeddedPageContext, NOT_FOUND_FILE, pageFile, pagesDir, prerenderedPaths, readPage } from './page-files.mjs'

const YEAR = 60 * 60 * 24 * 365

/**
 * Files of the build: hashed assets are cached for a year and never revalidated; everything else
 * (images named in content, robots.txt, HTML) is revalidated so an edit shows up on the next visit.
 */
export function staticFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (path.includes(`${sep}assets${sep}`)) res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`)
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    },
  })
}

/**
 * The prerendered pages (dist/pages, server/page-files.mjs), for exactly the paths the build
 * prerendered, and the page context Vike's client router fetches for each (<path>/index.pageContext.json),
 * taken from the page's HTML.
 */
export function prerenderedPages(buildDir: string, now: () => number = Date.now): RequestHandler {
  const dir = pagesDir(buildDir)
  const files = new Map(prerenderedPaths(buildDir).map((path) => [path, pageFile(path)]))
  const forms = new Map<string, boolean>()
  /** Whether a page has a form, read once per page. */
  const hasForm = (path: string) => {
    let form = forms.get(path)
    if (form === undefined) forms.set(path, (form = readPage(buildDir, path).includes(FORM_KEY_PLACEHOLDER)))
    return form
  }
  /** A page with a form gets a fresh form key and the time it was served, so it works without JavaScript. */
  const fillForm = (text: string) => text.replaceAll(FORM_KEY_PLACEHOLDER, randomUUID()).replaceAll(FORM_TIME_PLACEHOLDER, String(now()))
  const cacheControl = (path: string) => (hasForm(path) ? 'private, no-store' : 'public, max-age=0, must-revalidate')
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, req.path.replace(/\/+$/, '') + query)
    }
    const pageContext = req.path.endsWith(PAGE_CONTEXT_SUFFIX)
    const path = pageContext ? req.path.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : req.path
    const file = files.get(path)
    if (!file) return next()
    res.setHeader('Cache-Control', cacheControl(path))
    if (pageContext) {
      const json = embeddedPageContext(readPage(buildDir, path))
      if (json === null) return next()
      return res.type('json').send(fillForm(json))
    }
    if (hasForm(path)) return res.type('html').send(fillForm(readPage(buildDir, path)))
    // Relative to the pages folder, so a build kept in a dot-folder (the bench's) is served too.
    res.sendFile(file, { root: dir })
  }
}

/** What Vike's client router appends to a page's path to fetch its page context. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/** The prerendered not-found page, with status 404. */
export function notFound(buildDir: string): RequestHandler {
  const dir = pagesDir(buildDir)
  return (_req, res) => {
    res.status(404)
    if (existsSync(join(dir, NOT_FOUND_FILE))) res.sendFile(NOT_FOUND_FILE, { root: dir, headers: { 'Cache-Control': 'no-cache' } })
    else res.type('text/plain').send('Page Not Found')
  }
}
