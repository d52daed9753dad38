import type { RequestHandler } from 'express'
import { onThisSite, type ServedBuilds } from '../served-builds.ts'

/**
 * Renamed cities' old addresses answer 301 to the city's page, with the query string kept. The list
 * is the served build's own, so it changes with the pages in the same switch; it is asked before the
 * prerendered pages, as the build also holds a page at each old address for static hosting.
 */
export function cityRedirects(builds: ServedBuilds): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const { redirects } = builds.current()
    if (!redirects.size) return next()
    // An old address with a trailing slash goes to the new one in one step.
    const target = redirects.get(req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path)
    if (!target) return next()
    res.redirect(301, onThisSite(target) + req.originalUrl.slice(req.path.length))
  }
}
