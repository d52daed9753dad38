import { derived, entryNamed, type Derivation } from '../../../build/reads/derived.ts'
import type { City, Site } from '../../../schemas/site.ts'

/** The city whose page is at an address (its slug), or null: from each city's address and slug. */
export const cityAtPath: Derivation<string | null, Record<string, string>> = {
  name: 'city-at',
  inputs: (site) => Object.fromEntries(site.cities.map((city) => [city.path, city.slug])),
  make: (slugs, path) => (Object.hasOwn(slugs, path) ? slugs[path]! : null),
}

/** Finds the city whose page this is. */
export function cityAt(site: Site, path: string): City | undefined {
  const slug = derived(site, cityAtPath, path)
  return slug === null ? undefined : entryNamed(site.cities, slug)
}
