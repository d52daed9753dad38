import type { Site } from '../schemas/site.ts'

/** What a checked content folder holds, in one line: "128 cities, 18 counties, …, 173 pages". */
export function siteSummary(site: Site): string {
  return [
    `${site.cities.length} cities`,
    `${site.counties.length} counties`,
    `${site.regions.length} regions`,
    `${site.services.length} services`,
    `${site.products.length} products`,
    `${site.testimonials.length} testimonials`,
    `${site.faq.tabs.reduce((n, tab) => n + tab.items.length, 0)} FAQ answers`,
    `${site.blog.posts.length} blog posts`,
    `${site.routes.length} pages`,
  ].join(', ')
}
