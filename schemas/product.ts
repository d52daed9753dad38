import { z } from 'zod'
import { IconName, PublicAsset, SectionSchema, SeoSchema, Slug, Text } from './common.ts'

/** Lists from content/catalog.yaml that a product page can show. */
export const CatalogBlock = z.enum(['categories', 'materials', 'systems', 'brands', 'featuredBrands', 'industries'])
export type CatalogBlock = z.infer<typeof CatalogBlock>

/**
 * A product page at /products/<file name> (content/products/<slug>.yaml);
 * the file named index.yaml is the /products overview.
 */
export const ProductSchema = z.strictObject({
  /** Page heading and card title. */
  title: Text,
  /** One or two sentences shown on product cards. */
  summary: Text,
  /** Icon shown on cards. */
  icon: IconName,
  /** Picture for the card and page, under public/. */
  image: PublicAsset,
  /** What the picture shows. */
  imageAlt: Text,
  /** Opening paragraphs. */
  intro: Text,
  /** The body of the page, shown before the catalog lists. */
  sections: z.array(SectionSchema).min(1),
  /** Catalog lists to show, in order (see content/catalog.yaml). */
  catalog: z.array(CatalogBlock).optional(),
  /** Sections shown after the catalog lists (such as a hurricane section). */
  closingSections: z.array(SectionSchema).optional(),
  /** File names (without .yaml) of related product pages. */
  related: z.array(Slug).optional(),
  seo: SeoSchema,
})
export type ProductData = z.output<typeof ProductSchema>
