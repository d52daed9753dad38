import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { paragraphs } from '../../../schemas/common.ts'
import { crumbs, type PageData } from '../../../renderer/page-data.ts'
import { cardFor, imageOf, phoneOf, sectionsOf } from '../../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** One template for every service page. */
export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const service = site.services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) throw render(404)
  const phone = phoneOf(site)
  const wording = site.pages.services.detail
  return {
    seo: service.seo,
    breadcrumbs: crumbs({ name: 'Services', path: '/services' }, { name: service.title, path: service.path }),
    phone,
    hero: {
      heading: service.title,
      text: service.summary,
      actions: [
        { ...wording.primaryAction, call: false },
        { label: `Call ${phone.telephone}`, href: phone.telephoneHref, call: true },
      ],
    },
    image: imageOf(site, service.image, service.imageAlt),
    shareImage: { src: service.image, alt: service.imageAlt },
    intro: paragraphs(service.intro),
    features: service.features,
    sections: sectionsOf(service.sections),
    process: service.process ?? [],
    faq: service.faq ?? [],
    wording,
    related: (service.related ?? []).map((slug) => cardFor(site, `/services/${slug}`)),
  } satisfies PageData
}
