import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { shownHours } from '../../schemas/business.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.faq
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'FAQ', path: '/faq' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    tabs: site.faq.tabs,
    hoursHeading: page.hoursHeading,
    hours: shownHours(site.business.hours),
    cta: page.cta,
  } satisfies PageData
}
