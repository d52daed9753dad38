import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { pageFile } from '../../shared/build-output.ts'
import { blogCacheKey, etagOf, PageCache } from '../blog-cache.ts'
import type { ServerContext } from '../context.ts'
import { renderInit, type Pages } from '../page-renderer.ts'
import { onThisSite, type ServedBuilds } from '../served-builds.ts'

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

/** How a page every visitor shares may be kept: by anyone, browsers and CDNs, asking the server before each use. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * The prerendered pages, from the current build's client folder. Each is the same for every
 * visitor, the pages with a lead form included (their forms carry no key: server/leads/form-key.ts),
 * so browsers, the back/forward cache and a CDN may keep them: `public`, revalidated on every use
 * (a published build shows at once), with a strong ETag made from the page's bytes, answered 304
 * while the page is unchanged, across builds too. Last-Modified is left out: a page reused from an
 * older build keeps that build's file time, which could call a changed page unchanged.
 */
export function prerenderedPages(builds: ServedBuilds): RequestHandler {
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
    let etag = build.etags.get(req.path)
    if (etag === undefined) {
      if (!existsSync(join(client, file))) return next()
      etag = etagOf(readFileSync(join(client, file), 'utf8'))
      build.etags.set(req.path, etag)
    }
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
    res.setHeader('ETag', etag)
    // Relative to the client folder, so a build kept in a dot-folder is served too. `send` answers
    // 304 when the request's If-None-Match names the ETag set here.
    res.sendFile(file, { root: client, etag: false, lastModified: false }, (error) => error && next())
  }
}

/**
 * Addresses only Vite's development server answers (its client, its file-system access, its ping,
 * its module ids). Scanners ask for them daily; in production none is a page, so they get the
 * not-found page at once, without the renderer, which calls them a misuse and would log an error.
 */
const DEV_SERVER_PATH = /^\/(@vite\/|@fs\/|@id\/|@react-refresh|__vite|node_modules\/\.vite\/)/

/**
 * Pages rendered per request by Vike (the blog, sign-in, the admin area). Data hooks reach the
 * database only through `pageContext.services`, which the rendering thread provides. A visitor's
 * blog pages come from the cache while they are current (blogPage).
 */
export function serverPages(ctx: ServerContext, pages: Pages, cache = new PageCache()): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (DEV_SERVER_PATH.test(req.path)) return next()
    // Vike answers a client router's page-context requests; no page here uses that router.
    if (req.path.endsWith('.pageContext.json')) return next()
    // Only signed-out requests meet the cache: a signed-in user's page may hold previews and the admin links.
    const search = new URL(req.originalUrl, 'http://site').searchParams
    const key = req.auth ? null : blogCacheKey(req.path, search)
    if (key) return blogPage(ctx, pages, cache, key)(req, res, next)
    const page = await pages.render(renderInit(ctx, req, req.originalUrl))
    // Not a page of the site: the not-found page answers.
    if (!page || page.statusCode === 404) return next()
    for (const [name, value] of page.headers) res.setHeader(name, value)
    // Pages that depend on who is signed in, or on the database, are never stored by shared caches.
    res.setHeader('Cache-Control', 'private, no-store')
    res.status(page.statusCode)
    res.send(page.body)
  }
}

/**
 * A visitor's blog page, rendered from its normalised address (blogCacheKey) and kept until a save
 * changes the blog, the next scheduled post publishes, or a new build is published. Answers carry an
 * ETag and `public, no-cache`: a browser keeps the page but asks each time, and a matching ETag is
 * answered 304 with no body, so a saved post shows on the very next visit.
 */
function blogPage(ctx: ServerContext, pages: Pages, cache: PageCache, key: string): RequestHandler {
  return async (req, res, next) => {
    const now = ctx.now()
    const current = { build: pages.currentBuild(), version: ctx.blog.version(), now }
    let page = cache.get(key, current)
    if (!page) {
      const expires = ctx.blog.nextScheduled(now)
      const rendered = await pages.render({ ...renderInit(ctx, req, key), now })
      if (!rendered || rendered.statusCode === 404) return next()
      page = cache.set(key, { ...rendered, build: current.build, version: current.version, expires })
      if (rendered.statusCode !== 200) cache.delete(key)
    }
    for (const [name, value] of page.headers) res.setHeader(name, value)
    res.status(page.statusCode)
    res.setHeader('Cache-Control', 'public, no-cache')
    res.setHeader('ETag', page.etag)
    res.vary('Cookie')
    // Express answers 304, without the body, when the request's If-None-Match names this ETag (req.fresh).
    res.send(page.body)
  }
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

/** The not-found page rendered from source, with status 404 (`npm run dev`, which has no prerendered one). */
export function renderedNotFound(ctx: ServerContext, pages: Pages): RequestHandler {
  return async (req, res) => {
    const page = await pages.render(renderInit(ctx, req, req.originalUrl))
    res.status(404).setHeader('Cache-Control', 'no-cache')
    if (page) res.type('html').send(page.body)
    else res.type('text/plain').send('Page Not Found')
  }
}
