import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The confirmation, only when the server has just stored the visitor's request and renders the
 * page for it (server/routes/thank-you.ts sets `leadReceived`); otherwise, as prerendered, the
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
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Thank You', path: '/thank-you' }),
    hero: heroOf(site, page.hero),
    phone: phoneOf(site),
    received: {
      nextSteps: page.nextSteps,
      promise: page.promise,
      urgentNote: page.urgentNote,
      links: page.links,
    },
  } satisfies PageData
}
