import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { slugify } from '../shared/slug.ts'
import { loadSite } from '../content-loader/load.ts'

// content/ itself, whatever CONTENT_DIR says: these are the first business's numbers, not the code's.
const site = loadSite(resolve(import.meta.dirname, '../content'))

describe("content/ of the first business (the Florida garage door company), its cities: pins this business's numbers", () => {
  it('has about 130 cities with unique slugs matching their file names', () => {
    expect(site.cities.length).toBeGreaterThanOrEqual(120)
    expect(site.cities.length).toBeLessThanOrEqual(140)
    const slugs = site.cities.map((city) => city.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs.filter((slug) => slug === 'spring-hill')).toHaveLength(1)
  })

  it('makes slugs from names as the spec says', () => {
    expect(slugify('St. Petersburg')).toBe('st-petersburg')
    expect(slugify("Land O' Lakes")).toBe('land-o-lakes')
    expect(slugify("Town 'n' Country")).toBe('town-n-country')
    expect(slugify('The Villages')).toBe('the-villages')
    for (const slug of [
      'clearwater',
      'st-petersburg',
      'tampa',
      'orlando',
      'sarasota',
      'ocala',
      'fort-myers',
      'daytona-beach',
      'melbourne',
      'the-villages',
      'spring-hill',
    ]) {
      expect(site.cities.map((c) => c.slug)).toContain(slug)
    }
    expect(site.cities.find((c) => c.slug === 'clearwater')?.path).toBe('/service-area/garage-door-repair-clearwater')
  })

  it('has one headquarters, in Oldsmar, and 30 map markers in its three marker groups', () => {
    const hq = site.cities.filter((city) => city.isHQ)
    expect(hq.map((city) => city.name)).toEqual(['Oldsmar'])
    const markers = site.cities.filter((city) => city.mapMarker)
    expect(markers).toHaveLength(30)
    const groups = site.pages['service-area'].map.markerGroups.map((group) => group.name)
    expect(groups).toEqual(['Tampa Bay', 'Central Florida', 'Gulf Coast'])
    expect(new Set(markers.map((city) => city.mapMarker))).toEqual(new Set(groups))
    expect(markers.some((city) => city.isHQ)).toBe(false)
  })

  it('gives Orlando 21 zip codes from 32801 to 32839 and 15 communities, and Tampa its own', () => {
    const orlando = site.cities.find((city) => city.slug === 'orlando')!
    expect(orlando.zipCodes).toHaveLength(21)
    expect(new Set(orlando.zipCodes).size).toBe(21)
    expect(orlando.zipCodes![0]).toBe('32801')
    expect(orlando.zipCodes!.at(-1)).toBe('32839')
    expect(orlando.zipCodes!.every((zip) => zip >= '32801' && zip <= '32839')).toBe(true)
    expect(orlando.communities).toHaveLength(15)
    const tampa = site.cities.find((city) => city.slug === 'tampa')!
    expect(tampa.zipCodes?.length).toBeGreaterThan(0)
    expect(tampa.communities?.length).toBeGreaterThan(0)
  })
})

describe('content/ of the first business: its counties and regions', () => {
  it('has cities in every county and region the spec lists', () => {
    const counties = [
      'Pinellas',
      'Pasco',
      'Hillsborough',
      'Polk',
      'Seminole',
      'Orange',
      'Osceola',
      'Lake',
      'Sumter',
      'Citrus',
      'Hernando',
      'Manatee',
      'Sarasota',
      'Charlotte',
      'Lee',
      'Marion',
      'Volusia',
      'Brevard',
    ]
    const regions = [
      'Tampa Bay',
      'East Coast',
      'Space Coast',
      'North Central',
      'Nature Coast',
      'Southwest',
      'Central Florida',
    ]
    for (const county of counties)
      expect(
        site.cities.some((city) => city.county === county),
        county,
      ).toBe(true)
    for (const region of regions)
      expect(
        site.cities.some((city) => city.region === region),
        region,
      ).toBe(true)
  })
})

describe('content/ of the first business: its testimonials, routes, catalog and hours', () => {
  it('has 12 testimonials rated 4 or 5', () => {
    expect(site.testimonials).toHaveLength(12)
    expect(site.testimonials.every((t) => t.rating === 4 || t.rating === 5)).toBe(true)
  })

  it('has the 16 service routes and 13 product routes of the spec', () => {
    const services = [
      'repair',
      'installation',
      'spring-replacement',
      'maintenance',
      'emergency',
      'cable-track-repair',
      'openers',
      'panel-repair',
      'roller-repair',
      'remote-programming',
      'cable-repair',
      'garage-repair',
      'garage-installation',
      'high-speed-doors',
      'fire-rated-doors',
      'dock-equipment',
    ]
    expect(site.services.map((s) => s.path).sort()).toEqual(services.map((slug) => `/services/${slug}`).sort())
    const products = [
      'garage-door-brands',
      'opener-brands',
      'commercial-doors',
      'commercial-openers',
      'residential-styles',
      'commercial-styles',
      'hurricane-rated-doors',
      'residential-garage-doors',
      'commercial-garage-doors',
      'garage-door-openers',
      'garage-door-parts',
      'garage-door-accessories',
    ]
    expect(site.products.map((p) => p.path).sort()).toEqual(
      ['/products', ...products.map((slug) => `/products/${slug}`)].sort(),
    )
  })
})

describe('content/ of the first business: its catalog and hours', () => {
  it('has the catalog and lists of the spec', () => {
    expect(site.catalog.materials.map((m) => m.name)).toEqual([
      'Steel',
      'Aluminum',
      'Wood',
      'Vinyl',
      'Fiberglass',
      'Composite',
    ])
    expect(site.catalog.systems).toHaveLength(4)
    expect(site.catalog.brands).toHaveLength(12)
    expect(site.catalog.brands.filter((b) => b.featured)).toHaveLength(6)
    expect(site.catalog.industries).toHaveLength(6)
    expect(site.pages.home.services.cards).toHaveLength(6)
    expect(site.pages.services.services.cards).toHaveLength(9)
    expect(site.pages.services.services.cta.href).toBe('/booking')
    expect(site.pages.home.services.cta.href).toBe('/contact')
    expect(site.pages.services.additionalServices.items).toHaveLength(9)
    expect(site.faq.tabs.map((t) => t.label)).toEqual([
      'General Questions',
      'Repair Services',
      'Installation',
      'Maintenance',
      'Service Questions',
      'Pricing & Costs',
    ])
    expect(site.faq.featured).toHaveLength(5)
    expect(site.pages.sitemap.areaGroups).toHaveLength(10)
  })

  it('keeps both readings of the hours, each named, and states them in the FAQ answer about hours', () => {
    expect(
      site.business.hours.map((set) => [
        set.name,
        set.rows.map((h) => [h.label, h.opens ?? 'closed', h.closes ?? 'closed']),
      ]),
    ).toEqual([
      [
        'Service calls',
        [
          ['Mon-Fri', '07:00', '20:00'],
          ['Sat', '08:00', '17:00'],
          ['Sun', '09:00', '15:00'],
        ],
      ],
      [
        'Office',
        [
          ['Mon-Fri', '08:00', '18:00'],
          ['Sat', '08:00', '14:00'],
          ['Sun', 'closed', 'closed'],
        ],
      ],
    ])
    const answer = site.faq.tabs
      .flatMap((tab) => tab.items)
      .find((item) => item.question === 'What are your business hours?')!.answer
    expect(answer).toMatch(
      /^Service calls: Mon-Fri 7am-8pm, Sat 8am-5pm, Sun 9am-3pm\. Office: Mon-Fri 8am-6pm, Sat 8am-2pm, Sun closed\. /,
    )
    expect(site.business.serviceRadiusMiles).toBe(50)
    expect(site.business.priceRange).toBe('$$')
  })
})
