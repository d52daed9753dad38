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
  title: Text.meta({ description: 'Page heading and card title.' }),
  summary: Text.meta({ description: 'One or two sentences shown on product cards.' }),
  icon: IconName.meta({ description: 'Icon shown on cards.' }),
  image: PublicAsset.meta({ description: 'The picture on the card and the page.' }),
  imageAlt: Text.meta({ description: 'What the picture shows.' }),
  intro: Text.meta({ description: 'Opening paragraphs.' }),
  sections: z
    .array(SectionSchema)
    .min(1)
    .meta({ description: 'The body of the page, shown before the catalog lists.' }),
  catalog: z
    .array(CatalogBlock)
    .optional()
    .meta({ description: 'The lists of the catalog to show (materials, systems, brands…), in order.' }),
  closingSections: z
    .array(SectionSchema)
    .optional()
    .meta({ description: 'Sections shown after the catalog lists (such as a hurricane section).' }),
  related: z.array(Slug).optional().meta({ description: 'Other product pages to suggest at the end of this one.' }),
  seo: SeoSchema.meta({ description: "The page's title and description for search engines and link previews." }),
})
export type ProductData = z.output<typeof ProductSchema>
