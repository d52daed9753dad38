import { z } from 'zod'
import { cityPath, pagePath, productPath, servicePath } from '../../content-loader/routes.ts'
import { BusinessSchema } from '../../schemas/business.ts'
import { CatalogSchema } from '../../schemas/catalog.ts'
import { CitySchema } from '../../schemas/city.ts'
import { CountiesFileSchema } from '../../schemas/county.ts'
import { FaqSchema } from '../../schemas/faq.ts'
import { FormsSchema } from '../../schemas/forms.ts'
import { NavigationSchema } from '../../schemas/navigation.ts'
import { ProductSchema } from '../../schemas/product.ts'
import { RegionsFileSchema } from '../../schemas/region.ts'
import { ServiceSchema } from '../../schemas/service.ts'
import { pageSchemas, type PageName } from '../../schemas/site.ts'
import { TestimonialsFileSchema } from '../../schemas/testimonial.ts'
import type { ContentType, ContentTypeInfo } from '../../shared/admin-content.ts'

/** What an entry's title and live page are made from: its data, and the business's (for a city's address). */
interface EntryFacts {
  id: string
  data: Record<string, unknown>
  cityPagePrefix: string
}

/** One kind of content the admin edits: where its files are, their schema, and how an entry is named. */
export interface ContentKind extends ContentTypeInfo {
  /** The one file (`business.yaml`), or the folder of one file per entry (`cities`). */
  file?: string
  folder?: string
  schema: (id: string) => z.ZodType | undefined
  title: (entry: EntryFacts) => string
  path: (entry: EntryFacts) => string | null
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback)

function single(
  type: ContentType,
  label: string,
  description: string,
  file: string,
  schema: z.ZodType,
  path: string | null = null,
): ContentKind {
  return {
    type,
    label,
    description,
    many: false,
    canCreate: false,
    file,
    schema: (id) => (id === type ? schema : undefined),
    title: () => label,
    path: () => path,
  }
}

/** Every kind of content, in menu order (shared/admin-content.ts CONTENT_TYPES). */
export const CONTENT_KINDS: Record<ContentType, ContentKind> = {
  business: single(
    'business',
    'Business details',
    'Name, telephone, email, address, opening hours and social links.',
    'business.yaml',
    BusinessSchema,
    '/',
  ),
  cities: {
    type: 'cities',
    label: 'Cities',
    description: 'The cities and communities served, each with a page of its own.',
    many: true,
    canCreate: true,
    folder: 'cities',
    schema: () => CitySchema,
    title: ({ data, id }) => text(data.name, id),
    path: ({ id, cityPagePrefix }) => cityPath({ cityPagePrefix }, id),
  },
  counties: single('counties', 'Counties', 'The counties served, each in its region.', 'counties.yaml', CountiesFileSchema),
  regions: single('regions', 'Regions', 'The regions the cities are grouped in.', 'regions.yaml', RegionsFileSchema),
  services: {
    type: 'services',
    label: 'Services',
    description: 'What the business does, each with a page of its own.',
    many: true,
    canCreate: true,
    folder: 'services',
    schema: () => ServiceSchema,
    title: ({ data, id }) => text(data.title, id),
    path: ({ id }) => servicePath(id),
  },
  products: {
    type: 'products',
    label: 'Products',
    description: 'The doors, openers and parts the business sells, each with a page of its own.',
    many: true,
    canCreate: true,
    folder: 'products',
    schema: () => ProductSchema,
    title: ({ data, id }) => text(data.title, id),
    path: ({ id }) => productPath(id),
  },
  faq: single('faq', 'Questions and answers', 'The FAQ page’s questions, by tab.', 'faq.yaml', FaqSchema, '/faq'),
  testimonials: single(
    'testimonials',
    'Testimonials',
    'What customers said, shown on the reviews page and elsewhere.',
    'testimonials.yaml',
    TestimonialsFileSchema,
    '/reviews',
  ),
  forms: single('forms', 'Forms’ choices', 'The choices the contact and booking forms offer.', 'forms.yaml', FormsSchema),
  navigation: single('navigation', 'Menus', 'The header’s menu and the footer’s links.', 'navigation.yaml', NavigationSchema),
  catalog: single('catalog', 'Catalog', 'Brands, styles and parts the product pages list.', 'catalog.yaml', CatalogSchema),
  pages: {
    type: 'pages',
    label: 'Pages’ copy',
    description: 'The words of each page: the home page, about, contact and the others.',
    many: true,
    canCreate: false,
    folder: 'pages',
    schema: (id) => (Object.hasOwn(pageSchemas, id) ? pageSchemas[id as PageName] : undefined),
    title: ({ data, id }) => {
      const hero = data.hero as { heading?: unknown } | undefined
      return text(data.title, text(data.heading, text(hero?.heading, id)))
    },
    path: ({ id }) => (Object.hasOwn(pageSchemas, id) ? pagePath(id as PageName) : null),
  },
}

const jsonSchemas = new Map<z.ZodType, object>()

/** The JSON Schema of a file, as schemas/json-schemas.ts makes the editor's: each field's `.meta({ description })` is its help. */
export function jsonSchemaOf(schema: z.ZodType): object {
  let made = jsonSchemas.get(schema)
  if (!made) {
    made = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object
    jsonSchemas.set(schema, made)
  }
  return made
}
