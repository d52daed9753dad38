import { pagePath } from '../schemas/addresses.ts'
import type { City, PageName, Pages, Product, Service, SiteRoute } from '../schemas/site.ts'
import type { DeclaredEntry } from './build.ts'

export { cityPath, pagePath, productPath, SERVICE_AREA_PATH, servicePath } from '../schemas/addresses.ts'

/** Pages that show what the database holds, rendered by the server per request. */
const SERVER_RENDERED: PageName[] = ['blog']

/** Short label of a content page for link lists: its menu label when it has one, else its heading. */
function pageLabel(name: PageName, pages: Pages, navLabels: Map<string, string>): string {
  const path = pagePath(name)
  const fromNav = path ? navLabels.get(path) : undefined
  if (fromNav) return fromNav
  const page = pages[name] as { hero?: { heading: string }; heading?: string; title?: string }
  return page.title ?? page.heading ?? page.hero?.heading ?? name
}

export function buildRoutes(input: {
  pages: Pages
  services: Service[]
  products: Product[]
  cities: City[]
  declared: Record<string, DeclaredEntry[]>
  navLabels: Map<string, string>
}): SiteRoute[] {
  const routes: SiteRoute[] = []
  for (const name of Object.keys(input.pages) as PageName[]) {
    const path = pagePath(name)
    if (path)
      routes.push({
        path,
        label: pageLabel(name, input.pages, input.navLabels),
        family: 'page',
        rendering: SERVER_RENDERED.includes(name) ? 'server' : 'static',
      })
  }
  for (const service of input.services)
    routes.push({ path: service.path, label: service.title, family: 'service', rendering: 'static' })
  for (const product of input.products)
    routes.push({ path: product.path, label: product.title, family: 'product', rendering: 'static' })
  for (const city of input.cities)
    routes.push({ path: city.path, label: city.name, family: 'city', rendering: 'static' })
  for (const [family, entries] of Object.entries(input.declared))
    for (const entry of entries)
      if (entry.path) routes.push({ path: entry.path, label: entryLabel(entry), family, rendering: 'static' })
  return routes
}

/** What an entry of a declared kind is called in lists of links: its title, or its name, or its slug. */
function entryLabel(entry: DeclaredEntry): string {
  const said = [entry.title, entry.name].find((value) => typeof value === 'string' && value)
  return (said as string | undefined) ?? entry.slug
}
