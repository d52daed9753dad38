/**
 * What a page sends the server about its visit (renderer/measure.ts → POST /api/events →
 * server/measure/): no name, address, browser or identifier, only which page, how the visit began,
 * and what happened.
 */

/** Where beacons go. */
export const EVENTS_PATH = '/api/events'

/**
 * `visit`: the first page of a visit (a browser tab's session); `view`: any later page; `call`: a tap
 * on a telephone link; `form_start`: the first thing typed into a lead form on a page; `form_submit`:
 * a lead form the server stored, counted by the server itself as it stores it (never a beacon).
 */
export const EVENT_TYPES = ['visit', 'view', 'call', 'form_start', 'form_submit'] as const
export type EventType = (typeof EVENT_TYPES)[number]
/** What a page's beacon may say happened: a form sent is the server's to count. */
export const BEACON_TYPES = ['visit', 'view', 'call', 'form_start'] as const satisfies readonly EventType[]

/** The Core Web Vitals a page reports as it is left (shared/web-vitals.ts). */
export type Vital = 'LCP' | 'INP' | 'CLS'

/** One beacon's body, as JSON. */
export interface Beacon {
  /** The page's path. */
  path: string
  /** The first page of the visit, with its query (utm_source and the like). */
  landing: string
  /** The host name of the page that linked to the first page, or '' (typed in, bookmarked, an app). */
  referrer: string
  type?: (typeof BEACON_TYPES)[number]
  /** Sent when the page is left: its speed as this visitor saw it. */
  vitals?: Partial<Record<Vital, number>>
}

/**
 * Where a visit came from: the campaign's utm_source, else the host of the site that linked to it
 * (not counting this site's own pages), else "direct". The Reports screen groups visits, calls and
 * leads by it; leads stored from forms get it from their landing page and referrer the same way.
 */
export function visitSource(landing: string, referrerHost: string, ownHost: string): string {
  let campaign: string | null = null
  try {
    campaign = new URL(landing, 'http://site.invalid').searchParams.get('utm_source')
  } catch {
    // An unreadable landing address names no campaign.
  }
  if (campaign?.trim()) return campaign.trim().toLowerCase().slice(0, 60)
  const host = referrerHost.toLowerCase().replace(/^www\./, '')
  if (host && host !== ownHost.toLowerCase().replace(/^www\./, '')) return host.slice(0, 100)
  return 'direct'
}
