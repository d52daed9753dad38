import { z } from 'zod'
import { FaqItemSchema, Slug, Text } from './common.ts'

/** Frequently asked questions (content/faq.yaml). */
export const FaqSchema = z.strictObject({
  tabs: z
    .array(
      z.strictObject({
        id: Slug.meta({ description: 'Anchor name: general makes /faq#general.' }),
        label: Text.meta({ description: 'Tab label: General Questions.' }),
        items: z.array(FaqItemSchema).min(1).meta({ description: 'The questions under this tab, in order.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Tabs on the FAQ page, in order; the first is open by default.' }),
  featured: z
    .array(FaqItemSchema)
    .min(1)
    .meta({ description: 'The short FAQ shown on the home page and given to search engines.' }),
})
export type Faq = z.output<typeof FaqSchema>
