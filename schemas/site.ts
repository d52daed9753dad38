import type { z } from 'zod'
import type { BlogPostFrontMatter, Taxonomy } from './blog.ts'
import type { Business } from './business.ts'
import type { Catalog } from './catalog.ts'
import type { CityData } from './city.ts'
import type { County } from './county.ts'
import type { Faq } from './faq.ts'
import type { Forms } from './forms.ts'
import type { Navigation } from './navigation.ts'
import { AboutPageSchema } from './pages/about.ts'
import { AudiencePageSchema } from './pages/audience.ts'
import { BlogPageSchema } from './pages/blog.ts'
import { BookingPageSchema } from './pages/booking.ts'
import { ContactPageSchema } from './pages/contact.ts'
import { FaqPageSchema } from './pages/faq.ts'
import { HomePageSchema } from './pages/home.ts'
import { LegalPageSchema } from './pages/legal.ts'
import { NotFoundPageSchema } from './pages/not-found.ts'
import { ReviewsPageSchema } from './pages/reviews.ts'
import { ServiceAreaPageSchema } from './pages/service-area.ts'
import { ServicesPageSchema } from './pages/services.ts'
import { SitemapPageSchema } from './pages/sitemap.ts'
import { ThankYouPageSchema } from './pages/thank-you.ts'
import { WhyChooseUsPageSchema } from './pages/why-choose-us.ts'
import type { ProductData } from './product.ts'
import type { Region } from './region.ts'
import type { ServiceData } from './service.ts'
import type { Testimonial } from './testimonial.ts'

/** Every file in content/pages/, by file name, with the schema it must match. */
export const pageSchemas = {
  home: HomePageSchema,
  services: ServicesPageSchema,
  'service-area': ServiceAreaPageSchema,
  'why-choose-us': WhyChooseUsPageSchema,
  about: AboutPageSchema,
  residential: AudiencePageSchema,
  commercial: AudiencePageSchema,
  reviews: ReviewsPageSchema,
  faq: FaqPageSchema,
  contact: ContactPageSchema,
  booking: BookingPageSchema,
  'thank-you': ThankYouPageSchema,
  'privacy-policy': LegalPageSchema,
  'terms-of-service': LegalPageSchema,
  sitemap: SitemapPageSchema,
  blog: BlogPageSchema,
  'not-found': NotFoundPageSchema,
} as const

export type PageName = keyof typeof pageSchemas
export type Pages = { [K in PageName]: z.output<(typeof pageSchemas)[K]> }

export interface City extends CityData {
  /** Made from the name: `st-petersburg`. */
  slug: string
  /** The city page's address. */
  path: string
}

export interface Service extends ServiceData {
  slug: string
  path: string
}

export interface Product extends ProductData {
  slug: string
  path: string
}

export interface SeedPost extends BlogPostFrontMatter {
  /** The article body in Markdown. */
  markdown: string
}

/** A page the site builds. The sitemap page, sitemap.xml, navigation checks, prerendering and the link checker all read this one list. */
export interface SiteRoute {
  path: string
  /** Short name of the page, for lists of links. */
  label: string
  /** The kind of page: a page of content/pages/, or an entry's of a folder kind (schemas/kinds.ts) by its name. */
  family: 'page' | 'service' | 'product' | 'city' | (string & {})
  /** `static`: prerendered at build time; `server`: rendered per request (it shows what the database holds). */
  rendering: 'static' | 'server'
}

/** An old address that answers with a permanent redirect to a current page. */
export interface Redirect {
  from: string
  to: string
}

/** An image's intrinsic size, which pages give as its width and height. */
export interface ImageSize {
  width: number
  height: number
}

/**
 * Everything in content/, validated and cross-checked. A kind declared in schemas/kinds.ts that the
 * fields below do not name is at its own name too: a file's value, or a folder's entries, each with
 * its `slug` and the `path` of its page (content-loader/build.ts declaredParts; `DeclaredSite` types it).
 */
export interface Site {
  business: Business
  navigation: Navigation
  regions: Region[]
  counties: County[]
  cities: City[]
  services: Service[]
  products: Product[]
  catalog: Catalog
  testimonials: Testimonial[]
  faq: Faq
  forms: Forms
  pages: Pages
  blog: { taxonomy: Taxonomy; posts: SeedPost[] }
  /** Intrinsic sizes of every image the content names, by path. */
  images: Record<string, ImageSize>
  routes: SiteRoute[]
  /** Old addresses of renamed cities, each leading to the city's page now. */
  redirects: Redirect[]
  /** The city whose page is at an address (its slug), by the address. */
  cityAtPath: Record<string, string>
  /** Each city's nearest cities, nearest first, by its slug. */
  nearby: Record<string, Near[]>
  /** The city marked as the headquarters (its slug), or null when none is. */
  headquarters: string | null
  /** Each city by its slug: not saved with the checked content, but made again where it is read (withIndexes). */
  readonly city: Record<string, City>
}

/** A city near another: its slug and the distance in miles. */
export interface Near {
  slug: string
  miles: number
}

/**
 * Gives a loaded site, or one read back from its saved copy, its `city` index: not enumerable, so
 * that the saved copy (site.json) holds each city once.
 */
export function withIndexes(site: Omit<Site, 'city'>): Site {
  const city = Object.fromEntries(site.cities.map((entry) => [entry.slug, entry]))
  return Object.defineProperty(site, 'city', { value: city, enumerable: false, configurable: true }) as Site
}

/** The site with the kinds it does not name (schemas/kinds.ts), for a template of such a kind. */
export type DeclaredSite = Site & Record<string, unknown>
