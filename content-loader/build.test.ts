import { describe, expect, it } from 'vitest'
import { buildSite, completeContent, siteEntries, siteRoutes } from './build.ts'
import { parseContent } from './parse.ts'
import { readContentFiles } from './read.ts'

const content = parseContent(readContentFiles('content'))

describe('building the site', () => {
  it('needs every file that stands alone and every page', () => {
    expect(completeContent(content)).not.toBeNull()
    expect(completeContent({ ...content, forms: null })).toBeNull()
    const { faq: _faq, ...pages } = content.pages
    expect(completeContent({ ...content, pages })).toBeNull()
  })

  it('gives each entry its address, and leaves out a city whose file is not named after it', () => {
    const complete = completeContent(content)!
    const clearwater = complete.cities.find((city) => city.slug === 'clearwater')!
    const misnamed = { ...clearwater, slug: 'clearwater-2' }
    const entries = siteEntries({ ...complete, cities: [clearwater, misnamed] })
    expect(entries.cities.map((city) => city.path)).toEqual(['/service-area/garage-door-repair-clearwater'])
    expect(entries.services.find((s) => s.slug === 'repair')?.path).toBe('/services/repair')
    expect(entries.products.find((p) => p.slug === 'index')?.path).toBe('/products')
  })

  it('builds the site from the content, its entries, routes and images', () => {
    const complete = completeContent(content)!
    const entries = siteEntries(complete)
    const routes = siteRoutes(complete, entries)
    const site = buildSite(complete, entries, routes, {})
    expect(site.routes).toBe(routes)
    expect(site.cities).toBe(entries.cities)
    expect(site.pages.home).toBe(complete.pages.home.value)
    expect(site.faq.featured.length).toBe(complete.faq.value.featured.length)
  })
})
