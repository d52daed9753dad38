import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { cardFor, heroOf, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.services
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Services', path: '/services' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    services: {
      heading: page.services.heading,
      intro: page.services.intro,
      cards: page.services.cards.map((href) => cardFor(site, href)),
      cta: page.services.cta,
    },
    whyChoose: page.whyChoose,
    additionalServices: page.additionalServices,
    features: page.features,
    finalCta: page.finalCta,
  } satisfies PageData
}
