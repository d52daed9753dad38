import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf, sectionsOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.about
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'About', path: '/about' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    sections: sectionsOf(page.sections),
    badges: page.badges,
    cta: page.cta,
  } satisfies PageData
}
