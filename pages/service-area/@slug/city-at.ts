import { madeOnce } from '../../../renderer/made-once.ts'
import type { City, Site } from '../../../schemas/site.ts'

/** Each city page's address, with the city's position in the site's list: made once per loaded site. */
function positionsByPath(site: Site): Map<string, number> {
  return new Map(site.cities.map((city, i) => [city.path, i]))
}

/** Finds the city whose page this is. */
export function cityAt(site: Site, path: string): City | undefined {
  const at = madeOnce(site, positionsByPath).get(path)
  return at === undefined ? undefined : site.cities[at]
}
