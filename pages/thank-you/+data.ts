import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages['thank-you']
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Thank You', path: '/thank-you' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    nextSteps: page.nextSteps,
    promise: page.promise,
    urgentNote: page.urgentNote,
    links: page.links,
  } satisfies PageData
}
