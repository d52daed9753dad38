import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** Every page of the route list, in the content's groups; pages no group names are listed last, so none is missing. */
export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.sitemap
  const label = new Map(site.routes.map((route) => [route.path, route.label]))
  const listed = new Set<string>()
  const link = (path: string) => {
    listed.add(path)
    return { path, label: label.get(path) ?? path }
  }
  const groups = page.groups.map((group) => ({ heading: group.heading, links: group.links.map(link) }))
  const areaGroups = page.areaGroups.map((group) => ({
    heading: group.heading,
    links: site.cities.filter((city) => group.counties.includes(city.county)).map((city) => link(city.path)),
  }))
  const rest = site.routes.filter((route) => !listed.has(route.path) && route.path !== '/sitemap')
  const families = [
    { heading: 'More Pages', family: 'page' },
    { heading: 'More Services', family: 'service' },
    { heading: 'More Products', family: 'product' },
  ] as const
  const more = families
    .map(({ heading, family }) => ({
      heading,
      links: rest.filter((route) => route.family === family).map((route) => link(route.path)),
    }))
    .filter((group) => group.links.length > 0)
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Sitemap', path: '/sitemap' }),
    heading: page.heading,
    intro: page.intro,
    groups: [...groups, ...more],
    areaHeading: label.get('/service-area') ?? 'Service Areas',
    areaGroups,
  } satisfies PageData
}
