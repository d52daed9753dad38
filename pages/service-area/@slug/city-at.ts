import { derived, entryNamed, type Derivation } from '../../../renderer/derived.ts'
import type { City, Site } from '../../../schemas/site.ts'

const slugsByPath = new WeakMap<City[], Map<string, string>>()

/** The city whose page is at an address (its slug), or null. */
export const cityAtPath: Derivation<string | null> = {
  name: 'city-at',
  make: (site, path) => {
    let slugs = slugsByPath.get(site.cities)
    if (!slugs) slugsByPath.set(site.cities, (slugs = new Map(site.cities.map((city) => [city.path, city.slug]))))
    return slugs.get(path) ?? null
  },
}

/** Finds the city whose page this is. */
export function cityAt(site: Site, path: string): City | undefined {
  const slug = derived(site, cityAtPath, path)
  return slug === null ? undefined : entryNamed(site.cities, slug)
}
