import type { PageContextServer } from 'vike/types'
import { paragraphs } from '../../schemas/common.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { heroOf, phoneOf } from '../content-props.ts'
import type { City, Site } from '../../schemas/site.ts'
import { telHref } from '../../shared/telephone.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** What the map needs: only the cities' names, addresses and positions. */
function mapProps(site: Site) {
  const { map } = site.pages['service-area']
  const { business } = site
  const hq = site.cities.find((city) => city.isHQ)!
  const point = (city: City) => ({
    name: city.name,
    path: city.path,
    latitude: city.position.latitude,
    longitude: city.position.longitude,
  })
  return {
    label: map.label,
    center: map.center,
    zoom: map.zoom,
    // Through this site's server (see server/routes/tiles.ts), unless the site is hosted without it.
    tiles: { ...map.tiles, url: site.forms.mode === 'static' ? map.tiles.url : '/tiles/{z}/{x}/{y}.png' },
    headquarters: {
      ...point(hq),
      radiusMeters: map.headquartersRadiusKm * 1000,
      address: `${business.address.street}, ${business.address.locality}, ${business.address.region} ${business.address.postalCode}`,
    },
    markers: site.cities
      .filter((city) => city.mapMarker && !city.isHQ)
      .map((city) => ({ ...point(city), kind: city.mapMarker! })),
    markerKinds: map.markerGroups,
    cityLinkLabel: map.cityLinkLabel,
    cities: site.cities.map(point),
    outline: business.stateOutline,
    holdMs: map.holdMs,
    nearestWithinMiles: map.nearestWithinMiles,
    outsidePrompt: map.outsidePrompt,
    telephone: business.telephone,
    telephoneHref: telHref(business.telephone),
  }
}

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages['service-area']
  const counties = site.counties
    .map((county) => ({
      name: county.name,
      region: county.region,
      cities: site.cities
        .filter((city) => city.county === county.name)
        .map((city) => ({ name: city.name, path: city.path, isHQ: city.isHQ ?? false })),
    }))
    .filter((county) => county.cities.length > 0)
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Service Areas', path: '/service-area' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    intro: paragraphs(page.intro),
    mapHeading: page.mapHeading,
    map: mapProps(site),
    citiesHeading: page.citiesHeading,
    counties,
    allCitiesNote: page.allCitiesNote,
    highlightsHeading: page.highlightsHeading,
    highlights: site.counties.filter((c) => c.highlight).map((c) => ({ name: c.name, summary: c.summary })),
    regions: site.regions,
    notListed: page.notListed,
    notSure: page.notSure,
    // The box is answered by this site's server: a site hosted without it has no box. Its answer is
    // there when the server renders the page for a place the box was sent (routes/service-area.ts).
    serviceAreaCheck: site.forms.mode === 'server' ? { answer: pageContext.serviceAreaAnswer ?? null } : null,
    benefits: page.benefits,
  } satisfies PageData
}
