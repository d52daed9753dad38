import type { PageName } from './site.ts'

/** The addresses of the pages content feeds (schemas/kinds.ts; content-loader/routes.ts lists them). */

/** The page of a city: `/service-area/garage-door-repair-clearwater`. */
export const SERVICE_AREA_PATH = '/service-area'

export function pagePath(name: PageName): string | null {
  if (name === 'not-found') return null
  return name === 'home' ? '/' : `/${name}`
}

export function servicePath(slug: string): string {
  return `/services/${slug}`
}

/** The file products/index.yaml is the /products overview; every other file is /products/<slug>. */
export function productPath(slug: string): string {
  return slug === 'index' ? '/products' : `/products/${slug}`
}

export function cityPath(business: { cityPagePrefix: string }, slug: string): string {
  return `${SERVICE_AREA_PATH}/${business.cityPagePrefix}${slug}`
}
