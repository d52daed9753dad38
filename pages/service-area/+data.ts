import { paragraphs } from '../../schemas/common.ts'
import { getSite } from '../../schemas/load.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../pick.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const site = getSite()
  const page = site.pages['service-area']
  const counties = site.counties
    .map((county) => ({
      name: county.name,
      region: county.region,
      cities: site.cities.filter((city) => city.county === county.name).map((city) => ({ name: city.name, path: city.path, isHQ: city.isHQ ?? false })),
    }))
    .filter((county) => county.cities.length > 0)
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Service Areas', path: '/service-area' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    intro: paragraphs(page.intro),
    mapHeading: page.mapHeading,
    citiesHeading: page.citiesHeading,
    counties,
    allCitiesNote: page.allCitiesNote,
    notSure: page.notSure,
    highlightsHeading: page.highlightsHeading,
    highlights: site.counties.filter((c) => c.highlight).map((c) => ({ name: c.name, summary: c.summary })),
    regions: site.regions,
    notListed: page.notListed,
    benefits: page.benefits,
  } satisfies PageData
}
