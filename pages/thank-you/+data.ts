import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The confirmation, only when the server has just stored the visitor's request and renders the
 * page for it (server/routes/thank-you.ts sets `leadReceived` to the form's kind: a booking is
 * confirmed in the booking page's own words, with a way back to book another); otherwise, as prerendered, the
 * page says nothing was received and points to the forms and the phone.
 */
export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages['thank-you']
  if (!pageContext.leadReceived)
    return {
      seo: page.direct.seo,
      breadcrumbs: crumbs({ name: page.direct.hero.heading, path: '/thank-you' }),
      hero: heroOf(site, page.direct.hero),
      phone: phoneOf(site),
      received: null,
    } satisfies PageData
  const booking = pageContext.leadReceived === 'booking' ? site.pages.booking.success : null
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Thank You', path: '/thank-you' }),
    hero: heroOf(site, booking ? { heading: booking.heading, text: booking.text } : page.hero),
    phone: phoneOf(site),
    received: {
      nextSteps: page.nextSteps,
      promise: page.promise,
      urgentNote: page.urgentNote,
      // A booking's visitor may book another visit: back to an empty booking form.
      links: booking ? [{ label: booking.againLabel, href: '/booking' }, ...page.links] : page.links,
    },
  } satisfies PageData
}
