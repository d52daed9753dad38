import { getSite } from '../../schemas/load.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const site = getSite()
  const home = site.pages.home
  return {
    seo: home.seo,
    breadcrumbs: crumbs(),
    hero: home.hero,
    cities: site.cities.map((city) => ({ name: city.name, path: city.path })),
  } satisfies PageData
}
