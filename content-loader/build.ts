import { withHours } from '../schemas/business.ts'
import { slugify } from '../shared/slug.ts'
import type { Parsed, ParsedContent, ParsedFiles } from './parse.ts'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFileName } from './read.ts'
import { CONTENT_KINDS, FILE_KINDS } from '../schemas/kinds.ts'
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
} & Pick<ParsedContent, 'cities' | 'services' | 'products' | 'entries' | 'posts'>

/** The pages made of one file each, with their addresses. */
export interface SiteEntries {
  cities: City[]
  services: Service[]
  products: Product[]
  /** The valid entries of each folder kind the model does not shape itself (schemas/kinds.ts), by its name. */
  declared: Record<string, DeclaredEntry[]>
}

/** An entry of a folder kind the model does not shape itself: its values, its slug and its page's address ('' for none). */
export type DeclaredEntry = Record<string, unknown> & { slug: string; path: string }

/** The kinds the site model shapes itself (buildSite); any other declared kind is at its own name. */
const MODELLED = new Set([...FILE_KINDS, 'cities', 'services', 'products', 'pages', 'posts'])

/** The content, when every file that stands alone and every page is valid; else null. */
export function completeContent(content: ParsedContent): CompleteContent | null {
  const complete =
    FILE_KINDS.every((name) => content[name] !== null) &&
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
    declared: Object.fromEntries(
      CONTENT_FOLDERS.filter((name) => !MODELLED.has(name)).map((name) => [
        name,
        content.entries[name].flatMap(({ valid, value, slug }) => {
          const path = CONTENT_KINDS[name].page({ id: slug, cityPagePrefix: business.value.cityPagePrefix })
          return valid ? [{ ...value, slug, path: path ?? '' }] : []
        }),
      ]),
    ),
  }
}

/** Each declared kind the model does not shape itself, at its name: a file's value, a folder's entries. */
function declaredParts(content: CompleteContent, entries: SiteEntries): Record<string, unknown> {
  const files = (Object.keys(CONTENT_FILES) as ContentFileName[]).filter((name) => !MODELLED.has(name))
  return {
    ...Object.fromEntries(files.map((name) => [name, content[name].value])),
    ...entries.declared,
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
    ...declaredParts(content, entries),
    business: content.business.value,
    navigation: content.navigation.value,
    regions: content.regions.value.regions,
    counties: content.counties.value.counties,
    cities: entries.cities,
    services: entries.services,
    products: entries.products,
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
