import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { commaList, fillTemplate, paragraphs } from '../../../schemas/common.ts'
import { cityHead } from '../../../content-loader/head-text.ts'
import { crumbs, type PageData } from '../../../renderer/page-data.ts'
import { distanceMiles } from '../../../shared/geo.ts'
import { cityAt, nearbyCities } from './city-at.ts'
import { locatorMap } from './locator.ts'
import { neighborhoodsOf } from './neighborhoods.ts'
import { phoneOf } from '../../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const city = cityAt(site, pageContext.urlPathname)
  if (!city) throw render(404)
  const wording = site.pages['service-area'].cityPage
  const fill = (template: string) =>
    fillTemplate(template, { city: city.name, county: city.county, phone: site.business.telephone })
  const headquarters = site.headquarters === null ? undefined : site.city[site.headquarters]
  const awayFromHeadquarters = headquarters && headquarters !== city ? headquarters : undefined
  return {
    seo: cityHead(wording, city, site.business.telephone),
    breadcrumbs: crumbs({ name: 'Service Areas', path: '/service-area' }, { name: city.name, path: city.path }),
    city: {
      heading: fill(wording.heading),
      name: city.name,
      county: city.county,
      region: city.region,
      isHQ: city.isHQ ?? false,
      description: paragraphs(city.description),
      neighborhoods: neighborhoodsOf(commaList(city.localContent.neighborhoods), city.communities ?? []),
      landmarks: commaList(city.localContent.landmarks),
      yearEstablished: city.localContent.yearEstablished,
      popularService: city.localContent.popularService,
      mainChallenge: city.localContent.mainChallenge,
      testimonial: city.localContent.testimonial,
      testimonialName: city.localContent.testimonialName,
    },
    facts: {
      heading: fill(wording.factsHeading),
      state: site.business.state,
      county: city.county,
      region: city.region,
      headquarters: headquarters?.name ?? null,
      milesFromHeadquarters: awayFromHeadquarters
        ? Math.max(1, Math.round(distanceMiles(awayFromHeadquarters.position, city.position)))
        : null,
      zipCodes: city.zipCodes ?? [],
      locator: locatorMap(site.business.stateOutline, city.position, awayFromHeadquarters?.position ?? null),
      bookAction: { label: fill(wording.bookAction.label), href: wording.bookAction.href },
    },
    phone: phoneOf(site),
    wording: {
      neighborhoods: fill(wording.neighborhoodsHeading),
      landmarks: fill(wording.landmarksHeading),
      challenge: fill(wording.challengeHeading),
      testimonial: fill(wording.testimonialHeading),
      services: fill(wording.servicesHeading),
      nearby: fill(wording.nearbyHeading),
      faq: fill(wording.faqHeading),
      quoteAction: wording.quoteAction,
      cta: { heading: fill(wording.cta.heading), text: fill(wording.cta.text) },
    },
    services: site.services.filter((s) => s.audience !== 'commercial').map((s) => ({ title: s.title, path: s.path })),
    faq: site.faq.featured,
    nearby: nearbyCities(site, city).map(({ city: near, miles }) => ({
      name: near.name,
      path: near.path,
      miles: Math.round(miles),
    })),
  } satisfies PageData
}
