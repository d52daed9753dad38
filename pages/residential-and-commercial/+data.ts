import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { paragraphs } from '../../schemas/common.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { cardFor, heroOf, imageOf, phoneOf, sectionsOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const name = pageContext.routeParams.audience
  if (name !== 'residential' && name !== 'commercial') throw render(404)
  const page = site.pages[name]
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: page.title, path: `/${name}` }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    image: imageOf(site, page.image, page.imageAlt),
    intro: paragraphs(page.intro),
    features: page.features,
    services: page.services.map((href) => cardFor(site, href)),
    sections: sectionsOf(page.sections),
    cta: page.cta,
  } satisfies PageData
}
