import type { City, Site } from '../../../schemas/site.ts'

const indexes = new WeakMap<Site, Map<string, City>>()

/** Finds the city whose page this is; one index per loaded site, built once. */
export function cityAt(site: Site, path: string): City | undefined {
  let byPath = indexes.get(site)
  if (!byPath) {
    byPath = new Map(site.cities.map((city) => [city.path, city]))
    indexes.set(site, byPath)
  }
  return byPath.get(path)
}
