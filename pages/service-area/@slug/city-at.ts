import type { City, Site } from '../../../schemas/site.ts'

/** The city whose page is at an address, if any. */
export function cityAt(site: Site, path: string): City | undefined {
  return Object.hasOwn(site.cityAtPath, path) ? site.city[site.cityAtPath[path]!] : undefined
}

/** The cities closest to `city`, nearest first, with their distance in miles. */
export function nearbyCities(site: Site, city: City): { city: City; miles: number }[] {
  return (site.nearby[city.slug] ?? []).map(({ slug, miles }) => ({ city: site.city[slug]!, miles }))
}
