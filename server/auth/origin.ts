import type { Request, RequestHandler } from 'express'
import { HttpError } from '../http-errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Where a browser says a request came from, relative to this site. */
export type RequestSource = 'same-origin' | 'same-site' | 'cross-site' | 'unknown'

/**
 * Where the request came from: fetch metadata when the browser sends it, else the Origin header.
 * `Origin: null` (privacy tools, pages with no-referrer) and no Origin at all are unknown.
 * Same-site means the bare domain and its subdomains (example.com posting to www.example.com).
 */
export function requestSource(req: Request, siteOrigin: string): RequestSource {
  const fetchSite = req.get('sec-fetch-site')
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same-origin'
  if (fetchSite === 'same-site') return 'same-site'
  if (fetchSite === 'cross-site') return 'cross-site'
  const origin = req.get('origin')
  if (origin === undefined || origin === 'null') return 'unknown'
  if (origin === siteOrigin || origin === `${req.protocol}://${req.get('host')}`) return 'same-origin'
  let host: string
  try {
    host = new URL(origin).hostname
  } catch {
    return 'cross-site'
  }
  const siteDomain = new URL(siteOrigin).hostname.replace(/^www\./, '')
  return host === siteDomain || host.endsWith(`.${siteDomain}`) ? 'same-site' : 'cross-site'
}

/**
 * Refuses state-changing requests that another site made a browser send (CSRF), before any
 * session is looked at. Session-bearing routes accept only their own origin: same-site would let a
 * sibling subdomain in, and `Origin: null` could be any page. Requests with no Origin and no fetch
 * metadata come from non-browser clients, which carry no victim's cookies unless given them.
 * The public lead forms (`publicForms`) carry no session and check their own posts (server/routes/leads.ts).
 */
export function sameOriginOnly(siteOrigin: string, publicForms: string[] = []): RequestHandler {
  const exempt = new Set(publicForms)
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(req.path)) return next()
    const source = requestSource(req, siteOrigin)
    if (source === 'same-origin') return next()
    if (source === 'unknown' && req.get('origin') === undefined && !req.get('sec-fetch-site')) return next()
    next(new HttpError(403, 'This request came from another site and was refused.'))
  }
}
