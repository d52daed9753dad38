import type { Site } from '../../schemas/site.ts'

/**
 * The pages the bench and `npm run lighthouse` look at: one of each kind a visitor lands on. The
 * city is Clearwater because its page is the one the budgets were first set on; content without it
 * falls back to its first city.
 */
export function benchPages(site: Site) {
  return {
    home: '/',
    city: (site.cities.find((c) => c.slug === 'clearwater') ?? site.cities[0]!).path,
    service: site.services[0]!.path,
    faq: '/faq',
    contact: '/contact',
    booking: '/booking',
    /** The only page that may load the map library. */
    serviceArea: '/service-area',
  }
}
