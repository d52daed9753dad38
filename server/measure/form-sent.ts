import type { Request } from 'express'
import type { LeadKind } from '../../shared/forms.ts'
import { countable } from './counted.ts'
import { SitePath, type SiteEvents } from './site-events.ts'

/**
 * A lead just stored, counted for Reports as a form sent (routes/leads.ts), by the server, so every
 * lead counts whatever its form and whether JavaScript ran: for the page the form was on (the post's
 * Referer, a page of this site; else the form's own page) and the visit's first page and referrer (the
 * form's hidden fields, filled in by its script; without JavaScript, the form's page and no
 * referrer). Not counted, as no beacon is, for a browser that asks not to be tracked or a robot.
 */
export function countFormSent(
  events: SiteEvents,
  req: Request,
  { kind, siteUrl, body }: { kind: LeadKind; siteUrl: string; body: Record<string, unknown> },
) {
  if (!countable((name) => req.get(name))) return
  const hosts = [new URL(siteUrl).host, req.get('host')]
  const path = formPage(req.get('referer'), hosts) ?? `/${kind}`
  const landing = typeof body.landingPage === 'string' && body.landingPage.startsWith('/') ? body.landingPage : path
  events.record({
    type: 'form_submit',
    path,
    landing: landing.slice(0, 500),
    referrer: hostOf(body.referrer),
  })
}

/** The path of the page a post came from, when it is a public page of this site (its address, or the host the post was sent to). */
function formPage(referer: string | undefined, hosts: (string | undefined)[]): string | null {
  try {
    const url = new URL(referer ?? '')
    const parsed = SitePath.safeParse(url.pathname)
    return hosts.includes(url.host) && parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The host name of the address that sent the visitor to the site, or '' (none, or not an address). */
function hostOf(referrer: unknown): string {
  try {
    return typeof referrer === 'string' ? new URL(referrer).hostname.slice(0, 253) : ''
  } catch {
    return ''
  }
}
