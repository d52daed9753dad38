import { z } from 'zod'
import { LinkSchema, Text } from './common.ts'

/** Materials, systems, brands and industries shown on product pages (content/catalog.yaml). */
export const CatalogSchema = z.strictObject({
  materials: z
    .array(
      z.strictObject({
        /** Material name: `Steel`. */
        name: Text,
        description: Text,
        /** Where it suits best. */
        suitability: Text,
      }),
    )
    .min(1),
  /** Kinds of system the business installs (opener drives, roof underlayments), each with the brands known for it. */
  systems: z
    .array(
      z.strictObject({
        /** The system's name: `Belt drive`. */
        name: Text,
        description: Text,
        /** Brands known for this type. */
        popularBrands: z.array(Text).min(1),
      }),
    )
    .min(1),
  brands: z
    .array(
      z.strictObject({
        name: Text,
        description: Text,
        /** What the brand is best known for. */
        specialty: Text,
        /** Shown on the brands page. */
        featured: z.boolean().optional(),
      }),
    )
    .min(1),
  /** Commercial customers served. */
  industries: z.array(z.strictObject({ name: Text, description: Text })).min(1),
  /** Wording shared by every product page. */
  productPage: z.strictObject({
    /** Heading over each catalog list. */
    headings: z.strictObject({
      categories: Text,
      materials: Text,
      systems: Text,
      brands: Text,
      featuredBrands: Text,
      industries: Text,
    }),
    /** The first button under each product's heading. */
    primaryAction: LinkSchema,
    relatedHeading: Text,
    cta: z.strictObject({ heading: Text, text: Text, link: LinkSchema }),
  }),
})
export type Catalog = z.output<typeof CatalogSchema>
