import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.reviews
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Reviews', path: '/reviews' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    testimonials: site.testimonials,
    cta: page.cta,
  } satisfies PageData
}
