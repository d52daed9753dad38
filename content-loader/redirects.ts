import type { Business } from '../schemas/business.ts'
import { cityPath } from './routes.ts'
import type { City, Redirect } from '../schemas/site.ts'

/** Each city's former addresses (from `formerSlugs`), leading to its page; `npm run validate` has refused any that collide or loop. */
export function cityRedirects(business: Pick<Business, 'cityPagePrefix'>, cities: City[]): Redirect[] {
  return cities.flatMap((city) =>
    (city.formerSlugs ?? []).map((slug) => ({ from: cityPath(business, slug), to: city.path })),
  )
}
