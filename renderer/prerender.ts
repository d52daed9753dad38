import type { PageContext } from 'vike/types'
import { getSite } from '../schemas/load.ts'
import type { SiteRoute } from '../schemas/site.ts'

/**
 * The prerendered addresses of one template, from the site's route list (the list the sitemap,
 * the navigation checks and the link checker read): each parameterized page's
 * +onBeforePrerenderStart returns its share of it, Vike finds the pages with fixed routes itself.
 */
export function prerenderedPaths(family: SiteRoute['family'], route?: (pageContext: PageContext) => unknown): string[] {
  return getSite()
    .routes.filter((r) => r.rendering === 'static' && r.family === family && (!route || route({ urlPathname: r.path } as PageContext)))
    .map((r) => r.path)
}
