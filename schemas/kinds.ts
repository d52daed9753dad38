import type { ContentKindDeclaration, FileKind, KindEditor } from './kind-declaration.ts'
import { BlogPostSchema, TaxonomySchema } from './blog.ts'
import { BusinessSchema } from './business.ts'
import { CatalogSchema } from './catalog.ts'
import { CitySchema } from './city.ts'
import { CountiesFileSchema } from './county.ts'
import { FaqSchema } from './faq.ts'
import { FormsSchema } from './forms.ts'
import { NavigationSchema } from './navigation.ts'
import { ProductSchema } from './product.ts'
import { RegionsFileSchema } from './region.ts'
import { ServiceSchema } from './service.ts'
import { pageSchemas, type PageName } from './site.ts'
import { cityPath, pagePath, productPath, servicePath } from './addresses.ts'
import { TestimonialsFileSchema } from './testimonial.ts'

/**
 * Every kind of content, declared once: where its files are, the schema they match, how Site content
 * lists and names it, and what pages it feeds. The loader
 * (content-loader/read.ts, parse.ts), the editor schemas (schemas/json-schemas.ts), the build's keys
 * (build/reads.ts) and the admin's Site content (server/content/registry.ts) are
 * made from this list; field help is each schema's `.meta({ description })`.
 *
 * A new kind is one entry here (and a page template under pages/ if it has pages of its own).
 */

export type * from './kind-declaration.ts'

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback)
const named = (label: string, description: string): KindEditor => ({
  label,
  description,
  canCreate: false,
  title: () => label,
})
const noPage = () => null
const isPage = (id: string): id is PageName => Object.hasOwn(pageSchemas, id)

/** Every kind of content, in Site content's menu order (those it does not edit last). */
export const CONTENT_KINDS = {
  business: {
    file: 'business.yaml',
    schema: BusinessSchema,
    editorSchema: 'business.schema.json',
    editor: named('Business details', 'Name, telephone, email, address, opening hours and social links.'),
    page: () => '/',
  },
  cities: {
    folder: 'cities',
    extension: '.yaml',
    schema: () => CitySchema,
    editorSchema: () => 'city.schema.json',
    editor: {
      label: 'Cities',
      description: 'The cities and communities served, each with a page of its own.',
      canCreate: true,
      title: ({ data, id }) => text(data.name, id),
    },
    page: ({ id, cityPagePrefix }) => cityPath({ cityPagePrefix }, id),
  },
  counties: {
    file: 'counties.yaml',
    schema: CountiesFileSchema,
    editorSchema: 'counties.schema.json',
    editor: named('Counties', 'The counties served, each in its region.'),
    page: noPage,
  },
  regions: {
    file: 'regions.yaml',
    schema: RegionsFileSchema,
    editorSchema: 'regions.schema.json',
    editor: named('Regions', 'The regions the cities are grouped in.'),
    page: noPage,
  },
  services: {
    folder: 'services',
    extension: '.yaml',
    schema: () => ServiceSchema,
    editorSchema: () => 'service.schema.json',
    editor: {
      label: 'Services',
      description: 'What the business does, each with a page of its own.',
      canCreate: true,
      title: ({ data, id }) => text(data.title, id),
    },
    page: ({ id }) => servicePath(id),
  },
  products: {
    folder: 'products',
    extension: '.yaml',
    schema: () => ProductSchema,
    editorSchema: () => 'product.schema.json',
    editor: {
      label: 'Products',
      description: 'The doors, openers and parts the business sells, each with a page of its own.',
      canCreate: true,
      title: ({ data, id }) => text(data.title, id),
    },
    page: ({ id }) => productPath(id),
  },
  faq: {
    file: 'faq.yaml',
    schema: FaqSchema,
    editorSchema: 'faq.schema.json',
    editor: named('Questions and answers', 'The FAQ page’s questions, by tab.'),
    page: () => '/faq',
  },
  testimonials: {
    file: 'testimonials.yaml',
    schema: TestimonialsFileSchema,
    editorSchema: 'testimonials.schema.json',
    editor: named('Testimonials', 'What customers said, shown on the reviews page and elsewhere.'),
    page: () => '/reviews',
  },
  forms: {
    file: 'forms.yaml',
    schema: FormsSchema,
    editorSchema: 'forms.schema.json',
    editor: named('Forms’ choices', 'The choices the contact and booking forms offer.'),
    page: noPage,
  },
  navigation: {
    file: 'navigation.yaml',
    schema: NavigationSchema,
    editorSchema: 'navigation.schema.json',
    editor: named('Menus', 'The header’s menu and the footer’s links.'),
    page: noPage,
  },
  catalog: {
    file: 'catalog.yaml',
    schema: CatalogSchema,
    editorSchema: 'catalog.schema.json',
    editor: named('Catalog', 'Brands, styles and parts the product pages list.'),
    page: noPage,
  },
  pages: {
    folder: 'pages',
    extension: '.yaml',
    named: Object.keys(pageSchemas) as PageName[],
    schema: (id) => (isPage(id) ? pageSchemas[id] : undefined),
    editorSchema: (id) => (isPage(id) ? `page-${id}.schema.json` : null),
    editor: {
      label: 'Pages’ copy',
      description: 'The words of each page: the home page, about, contact and the others.',
      canCreate: false,
      title: ({ data, id }) => {
        const hero = data.hero as { heading?: unknown } | undefined
        return text(data.title, text(data.heading, text(hero?.heading, id)))
      },
    },
    page: ({ id }) => (isPage(id) ? pagePath(id) : null),
  },
  taxonomy: {
    file: 'blog/taxonomy.yaml',
    schema: TaxonomySchema,
    editorSchema: 'taxonomy.schema.json',
    // The blog's categories and tags are edited in the admin's Posts, not in Site content.
    editor: null,
    under: 'blog',
    page: noPage,
  },
  posts: {
    folder: 'blog',
    extension: '.md',
    schema: () => BlogPostSchema,
    // Seed posts are imported into the database, where the admin's Posts edits them.
    editorSchema: () => null,
    editor: null,
    under: 'blog',
    // Its pages are the blog's, which the server renders from the database.
    page: noPage,
  },
} as const satisfies Record<string, ContentKindDeclaration>

export type ContentKindName = keyof typeof CONTENT_KINDS
type Kinds = typeof CONTENT_KINDS
/** The kinds that are one file each, and those that are a folder of entries. */
export type FileKindName = { [K in ContentKindName]: Kinds[K] extends FileKind ? K : never }[ContentKindName]
export type FolderKindName = Exclude<ContentKindName, FileKindName>

/** The folders of YAML files, one entry each, that are lists (cities, services, products). */
export type EntryFolderName = {
  [K in FolderKindName]: Kinds[K] extends { extension: '.yaml'; named: readonly string[] }
    ? never
    : Kinds[K] extends { extension: '.yaml' }
      ? K
      : never
}[FolderKindName]

export const FILE_KINDS = (Object.keys(CONTENT_KINDS) as ContentKindName[]).filter(
  (name): name is FileKindName => 'file' in CONTENT_KINDS[name],
)
export const FOLDER_KINDS = (Object.keys(CONTENT_KINDS) as ContentKindName[]).filter(
  (name): name is FolderKindName => 'folder' in CONTENT_KINDS[name],
)
export const ENTRY_FOLDERS = FOLDER_KINDS.filter(
  (name): name is EntryFolderName => CONTENT_KINDS[name].extension === '.yaml' && !('named' in CONTENT_KINDS[name]),
)
