import { z } from 'zod'
import { LinkSchema, Text } from './common.ts'

/** Materials, systems, brands and industries shown on product pages (content/catalog.yaml). */
export const CatalogSchema = z.strictObject({
  materials: z
    .array(
      z.strictObject({
        name: Text.meta({ description: 'Material name: Steel.' }),
        description: Text.meta({ description: 'A sentence or two about the material.' }),
        suitability: Text.meta({ description: 'Where it suits best.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Materials shown on product pages.' }),
  systems: z
    .array(
      z.strictObject({
        name: Text.meta({ description: "The system's name: Belt drive." }),
        description: Text.meta({ description: 'A sentence or two about the system.' }),
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
        name: Text.meta({ description: "The brand's name." }),
        description: Text.meta({ description: 'A sentence or two about the brand.' }),
        specialty: Text.meta({ description: 'What the brand is best known for.' }),
        featured: z.boolean().optional().meta({ description: 'Shown on the brands page.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Brands shown on product pages.' }),
  industries: z
    .array(
      z.strictObject({
        name: Text.meta({ description: "The industry's name." }),
        description: Text.meta({ description: 'A sentence or two about serving it.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Commercial customers served.' }),
  productPage: z
    .strictObject({
      headings: z
        .strictObject({
          categories: Text.meta({ description: 'Heading over the categories list.' }),
          materials: Text.meta({ description: 'Heading over the materials list.' }),
          systems: Text.meta({ description: 'Heading over the systems list.' }),
          brands: Text.meta({ description: 'Heading over the brands list.' }),
          featuredBrands: Text.meta({ description: 'Heading over the featured brands list.' }),
          industries: Text.meta({ description: 'Heading over the industries list.' }),
        })
        .meta({ description: 'Heading over each catalog list.' }),
      primaryAction: LinkSchema.meta({ description: "The first button under each product's heading." }),
      relatedHeading: Text.meta({ description: 'Heading over the related product pages.' }),
      cta: z
        .strictObject({
          heading: Text.meta({ description: "The block's heading." }),
          text: Text.meta({ description: 'Its text; separate paragraphs with a blank line.' }),
          link: LinkSchema.meta({ description: 'The button under the text.' }),
        })
        .meta({ description: 'The call-to-action block at the end of each product page.' }),
    })
    .meta({ description: 'Wording shared by every product page.' }),
})
export type Catalog = z.output<typeof CatalogSchema>
