import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Request, RequestHandler } from 'express'
import { renderPage } from 'vike/server'
import type { ServerContext } from './context.ts'

const loaded = new Map<string, Promise<unknown>>()
/** The build this server renders with (set by serverPages). */
let current: Promise<unknown> | null = null

/**
 * Loads the server half of a build (dist/server/entry.mjs) for renderPage(). Named explicitly,
 * so the server renders with the build it serves even after other builds (the bench's) were made.
 */
export function loadBuild(buildDir: string): Promise<unknown> {
  let load = loaded.get(buildDir)
  if (!load) {
    load = import(pathToFileURL(join(buildDir, 'server', 'entry.mjs')).href)
    loaded.set(buildDir, load)
  }
  return load
}

function pageContextInit(ctx: ServerContext, req: Request, urlOriginal: string) {
  return {
    urlOriginal,
    headersOriginal: req.headers,
    viewer: req.auth ? { id: req.auth.user.id, username: req.auth.user.username } : null,
    services: { blog: ctx.blog, now: ctx.now },
  }
}

/**
 * Pages rendered per request by Vike (the blog, sign-in, the admin area) and the not-found page
 * for every other address. Data hooks reach the database only through `pageContext.services`.
 */
export function serverPages(ctx: ServerContext, buildDir: string): RequestHandler {
  current = loadBuild(buildDir)
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    await current
    const { httpResponse } = await renderPage(pageContextInit(ctx, req, req.originalUrl))
    if (!httpResponse) return next()
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    // Pages that depend on who is signed in, or on the database, are never stored by shared caches.
    res.setHeader('Cache-Control', 'private, no-store')
    res.status(httpResponse.statusCode)
    res.send(httpResponse.body)
  }
}

/** The HTML of a page rendered with extra page context (a form sent back with its errors). */
export async function renderPageWith(ctx: ServerContext, req: Request, url: string, extra: Record<string, unknown>): Promise<string> {
  await current
  const { httpResponse } = await renderPage({ ...pageContextInit(ctx, req, url), ...extra })
  if (!httpResponse) throw new Error(`No page at ${url}`)
  return httpResponse.body
}
