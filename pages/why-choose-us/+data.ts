import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages['why-choose-us']
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Why Choose Us', path: '/why-choose-us' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    benefits: page.benefits,
    values: page.values,
    cta: page.cta,
  } satisfies PageData
}
