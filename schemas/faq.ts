import { z } from 'zod'
import { FaqItemSchema, Slug, Text } from './common.ts'

/** Frequently asked questions (content/faq.yaml). */
export const FaqSchema = z.strictObject({
  /** Tabs on the FAQ page, in order; the first is open by default. */
  tabs: z
    .array(
      z.strictObject({
        /** Anchor name: `general` makes /faq#general. */
        id: Slug,
        /** Tab label: `General Questions`. */
        label: Text,
        items: z.array(FaqItemSchema).min(1),
      }),
    )
    .min(1),
  /** The short FAQ shown on the home page and given to search engines. */
  featured: z.array(FaqItemSchema).min(1),
})
export type Faq = z.output<typeof FaqSchema>
