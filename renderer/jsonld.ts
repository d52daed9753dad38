import type { Business, HoursSet } from '../schemas/business.ts'
import type { FaqItem } from '../schemas/common.ts'
import type { City } from '../schemas/site.ts'
import { postModified, type PublicPost } from '../shared/posts.ts'
import { e164 } from '../shared/telephone.ts'

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

/** The days a set of hours is open, for search engines. */
function openingHours(set: HoursSet) {
  return set.rows
    .filter((row) => !row.closed && row.opens && row.closes)
    .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.opens, closes: row.closes }))
}

/**
 * The special days, for search engines: schema.org's specialOpeningHoursSpecification, each valid
 * for its one day; a day closed opens and closes at midnight, as Google documents.
 */
function specialHours(business: Business) {
  return (business.specialDays ?? []).map((day) => ({
    '@type': 'OpeningHoursSpecification',
    name: day.name,
    validFrom: day.date,
    validThrough: day.date,
    opens: day.closed ? '00:00' : day.opens,
    closes: day.closed ? '00:00' : day.closes,
  }))
}

const geoCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  '@type': 'GeoCoordinates',
  latitude,
  longitude,
})

/** The one name of the business in structured data: every page that mentions it uses this @id. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`

/**
 * The business as every page describes it (the home page, each city and service page, each post's
 * author and publisher): one @id, and the same facts wherever it appears, so search engines never
 * meet two accounts of it. Only `areaServed` is the page's own (the whole circle on the home page,
 * the city on a city page). The hours are those every page's footer shows: the first set, under its
 * own name, is the opening hours (content/business.yaml), and every set is when it can be reached.
 */
export function businessEntity(siteUrl: string, business: Business): JsonLd {
  const logoUrl = siteUrl + business.logo
  const telephone = e164(business.telephone)
  return {
    '@type': business.schemaType,
    '@id': businessId(siteUrl),
    name: business.name,
    url: `${siteUrl}/`,
    logo: logoUrl,
    image: logoUrl,
    telephone,
    email: business.email,
    priceRange: business.priceRange,
    address: postalAddress(business),
    geo: geoCoordinates(business.geo),
    openingHoursSpecification: openingHours(business.hours[0]!),
    ...(business.specialDays?.length ? { specialOpeningHoursSpecification: specialHours(business) } : {}),
    contactPoint: business.hours.map((set) => ({
      '@type': 'ContactPoint',
      contactType: set.name,
      telephone,
      hoursAvailable: openingHours(set),
    })),
    sameAs: business.social.map((s) => s.url),
    foundingDate: String(business.servingSince),
  }
}

/** The business and the circle it serves: the home page's description of the company. */
export function localBusiness(siteUrl: string, business: Business): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...businessEntity(siteUrl, business),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: geoCoordinates(business.geo),
      geoRadius: `${Math.round(business.serviceRadiusMiles * 1609.344)}`,
    },
  }
}

/** The business as it serves one city: a city page's description, the city in its county and state. */
export function cityBusiness(siteUrl: string, business: Business, city: City): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...businessEntity(siteUrl, business),
    areaServed: {
      '@type': 'City',
      name: city.name,
      geo: geoCoordinates(city.position),
      containedInPlace: [
        { '@type': 'AdministrativeArea', name: `${city.county} County` },
        { '@type': 'State', name: business.state },
      ],
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
    provider: businessEntity(siteUrl, business),
    areaServed: { '@type': 'State', name: areaServed },
  }
}

/**
 * A published post. The business is its author and publisher: posts are the business's own and
 * name no one else. `images` are absolute addresses, best first.
 */
export function blogPosting(
  pageUrl: string,
  siteUrl: string,
  business: Business,
  post: Pick<PublicPost, 'title' | 'excerpt' | 'publishedAt' | 'updatedAt'>,
  images: string[],
): JsonLd {
  const company = businessEntity(siteUrl, business)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: postModified(post),
    image: images,
    author: company,
    publisher: company,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  }
}
