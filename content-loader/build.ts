import { withHours } from '../schemas/business.ts'
import { slugify } from '../shared/slug.ts'
import type { Parsed, ParsedContent, ParsedFiles } from './parse.ts'
import { cityRedirects } from './redirects.ts'
import { buildRoutes, cityPath, productPath, servicePath } from './routes.ts'
import { nearbyCities } from './nearby.ts'
import {
  pageSchemas,
  type City,
  type PageName,
  type ImageSize,
  type Pages,
  type Product,
  type Service,
  type Site,
  type SiteRoute,
  withIndexes,
} from '../schemas/site.ts'

/** Content in which every file that stands alone, and every page, is valid: what a site is built from. */
export type CompleteContent = { [K in keyof ParsedFiles]: NonNullable<ParsedFiles[K]> } & {
  pages: { [K in PageName]: Parsed<Pages[K]> }
} & Pick<ParsedContent, 'cities' | 'services' | 'products' | 'posts'>

/** The pages made of one file each, with their addresses. */
export interface SiteEntries {
  cities: City[]
  services: Service[]
  products: Product[]
}

/** The content, when every file that stands alone and every page is valid; else null. */
export function completeContent(content: ParsedContent): CompleteContent | null {
  const { business, navigation, regions, counties, catalog, testimonials, faq, forms, taxonomy } = content
  const files = { business, navigation, regions, counties, catalog, testimonials, faq, forms, taxonomy }
  const complete =
    Object.values(files).every((file) => file !== null) &&
    Object.keys(content.pages).length === Object.keys(pageSchemas).length
  return complete ? (content as CompleteContent) : null
}

/** The valid cities (those whose file is named after their slug), services and products, each with its address. */
export function siteEntries(content: CompleteContent): SiteEntries {
  const { business } = content
  return {
    cities: content.cities.flatMap((city) => {
      const slug = city.value.name === undefined ? undefined : slugify(city.value.name)
      return city.valid && slug === city.slug ? [{ ...city.value, slug, path: cityPath(business.value, slug) }] : []
    }),
    services: content.services.flatMap(({ valid, value, slug }) =>
      valid
        ? [
            {
              ...value,
              ...(value.faq && { faq: withHours(value.faq, business.value.hours) }),
              slug,
              path: servicePath(slug),
            },
          ]
        : [],
    ),
    products: content.products.flatMap(({ valid, value, slug }) =>
      valid ? [{ ...value, slug, path: productPath(slug) }] : [],
    ),
  }
}

/** Every page the site builds (content-loader/routes.ts). */
export function siteRoutes(content: CompleteContent, entries: SiteEntries): SiteRoute[] {
  const navLabels = new Map(content.navigation.value.header.map((link) => [link.href, link.label]))
  return buildRoutes({ pages: pageValues(content), ...entries, navLabels })
}

/** The site: every file's value, the entries, the routes and the images' sizes. */
export function buildSite(
  content: CompleteContent,
  entries: SiteEntries,
  routes: SiteRoute[],
  images: Record<string, ImageSize>,
): Site {
  const hours = content.business.value.hours
  const faq = content.faq.value
  return withIndexes({
    business: content.business.value,
    navigation: content.navigation.value,
    regions: content.regions.value.regions,
    counties: content.counties.value.counties,
    ...entries,
    catalog: content.catalog.value,
    testimonials: content.testimonials.value.testimonials,
    faq: {
      tabs: faq.tabs.map((tab) => ({ ...tab, items: withHours(tab.items, hours) })),
      featured: withHours(faq.featured, hours),
    },
    forms: content.forms.value,
    pages: pageValues(content),
    blog: {
      taxonomy: content.taxonomy.value,
      posts: content.posts.flatMap((p) => (p.valid ? [{ ...p.value, markdown: p.markdown }] : [])),
    },
    images,
    routes,
    redirects: cityRedirects(content.business.value, entries.cities),
    cityAtPath: Object.fromEntries(entries.cities.map((city) => [city.path, city.slug])),
    nearby: nearbyCities(entries.cities),
    headquarters: entries.cities.find((city) => city.isHQ)?.slug ?? null,
  })
}

function pageValues(content: CompleteContent): Pages {
  return Object.fromEntries(Object.entries(content.pages).map(([name, page]) => [name, page.value])) as Pages
}
