import type { RequestHandler } from 'express'
import { HttpError } from '../http-errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that another site made a browser send (CSRF), before any
 * session is looked at. Fetch metadata decides when the browser sends it; otherwise the Origin
 * header must be ours. Requests with neither come from non-browser clients, which carry no
 * victim's cookies unless given them.
 */
export function sameOriginOnly(siteOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const fetchSite = req.get('sec-fetch-site')
    if (fetchSite) {
      // 'none' is a request the user typed or bookmarked; same-site would let a sibling subdomain in.
      return fetchSite === 'same-origin' || fetchSite === 'none' ? next() : next(forbidden())
    }
    const origin = req.get('origin')
    if (origin === undefined) return next()
    const requestOrigin = `${req.protocol}://${req.get('host')}`
    return origin === siteOrigin || origin === requestOrigin ? next() : next(forbidden())
  }
}

function forbidden() {
  return new HttpError(403, 'This request came from another site and was refused.')
}
