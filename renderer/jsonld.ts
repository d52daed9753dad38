import type { Business, HoursSet } from '../schemas/business.ts'
import type { FaqItem } from '../schemas/common.ts'
import type { City } from '../schemas/site.ts'

/** schema.org JSON-LD, built from content only. */
export type JsonLd = Record<string, unknown>

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbList(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: siteUrl + crumb.path,
    })),
  }
}

function postalAddress(business: Business) {
  const { street, locality, region, postalCode, country } = business.address
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  }
}

/** `(813) 555-0142` → `+1-813-555-0142`. */
function telephoneLd(telephone: string): string {
  return `+1-${telephone.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`
}

/** The days a set of hours is open, for search engines. */
function openingHours(set: HoursSet) {
  return set.rows
    .filter((row) => !row.closed && row.opens && row.closes)
    .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.opens, closes: row.closes }))
}

function businessCore(siteUrl: string, business: Business, logoUrl: string) {
  return {
    '@type': business.schemaType,
    '@id': `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: logoUrl,
    image: logoUrl,
    telephone: telephoneLd(business.telephone),
    email: business.email,
    priceRange: business.priceRange,
    address: postalAddress(business),
  }
}

/** The business with its hours, position and the circle it serves: the home page's description of the company. */
export function localBusiness(siteUrl: string, business: Business): JsonLd {
  const logoUrl = siteUrl + business.logo
  return {
    '@context': 'https://schema.org',
    ...businessCore(siteUrl, business, logoUrl),
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    // The first set of hours is the business's opening hours; every set, by name, is when it can be reached.
    openingHoursSpecification: openingHours(business.hours[0]!),
    contactPoint: business.hours.map((set) => ({
      '@type': 'ContactPoint',
      contactType: set.name,
      telephone: telephoneLd(business.telephone),
      hoursAvailable: openingHours(set),
    })),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: `${Math.round(business.serviceRadiusMiles * 1609.344)}`,
    },
    sameAs: business.social.map((s) => s.url),
    foundingDate: String(business.servingSince),
  }
}

/** The business as it serves one city: a city page's description. */
export function cityBusiness(siteUrl: string, business: Business, city: City): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...businessCore(siteUrl, business, siteUrl + business.logo),
    areaServed: {
      '@type': 'City',
      name: `${city.name}, ${business.address.region}`,
      geo: { '@type': 'GeoCoordinates', latitude: city.position.latitude, longitude: city.position.longitude },
      containedInPlace: { '@type': 'AdministrativeArea', name: `${city.county} County` },
    },
  }
}

export function faqPage(items: FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function serviceSchema(
  siteUrl: string,
  business: Business,
  service: { title: string; summary: string; path: string },
  areaServed: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    url: siteUrl + service.path,
    serviceType: service.title,
    provider: {
      '@id': `${siteUrl}/#business`,
      '@type': business.schemaType,
      name: business.name,
      telephone: business.telephone,
    },
    areaServed: { '@type': 'State', name: areaServed },
  }
}
