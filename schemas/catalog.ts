import { z } from 'zod'
import { LinkSchema, Text } from './common.ts'

/** Materials, systems, brands and industries shown on product pages (content/catalog.yaml). */
export const CatalogSchema = z.strictObject({
  materials: z
    .array(
      z.strictObject({
        name: Text.meta({ description: 'Material name: Steel.' }),
        description: Text,
        suitability: Text.meta({ description: 'Where it suits best.' }),
      }),
    )
    .min(1),
  systems: z
    .array(
      z.strictObject({
        name: Text.meta({ description: "The system's name: Belt drive." }),
        description: Text,
        popularBrands: z.array(Text).min(1).meta({ description: 'Brands known for this type.' }),
      }),
    )
    .min(1)
    .meta({
      description:
        'Kinds of system the business installs (opener drives, roof underlayments), each with the brands known for it.',
    }),
  brands: z
    .array(
      z.strictObject({
        name: Text,
        description: Text,
        specialty: Text.meta({ description: 'What the brand is best known for.' }),
        featured: z.boolean().optional().meta({ description: 'Shown on the brands page.' }),
      }),
    )
    .min(1),
  industries: z
    .array(z.strictObject({ name: Text, description: Text }))
    .min(1)
    .meta({ description: 'Commercial customers served.' }),
  productPage: z
    .strictObject({
      headings: z
        .strictObject({
          categories: Text,
          materials: Text,
          systems: Text,
          brands: Text,
          featuredBrands: Text,
          industries: Text,
        })
        .meta({ description: 'Heading over each catalog list.' }),
      primaryAction: LinkSchema.meta({ description: "The first button under each product's heading." }),
      relatedHeading: Text,
      cta: z.strictObject({ heading: Text, text: Text, link: LinkSchema }),
    })
    .meta({ description: 'Wording shared by every product page.' }),
})
export type Catalog = z.output<typeof CatalogSchema>
