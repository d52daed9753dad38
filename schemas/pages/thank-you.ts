import { z } from 'zod'
import { LinkSchema, Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/** /thank-you (content/pages/thank-you.yaml). */
export const ThankYouPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** What happens after a request, step by step. */
  nextSteps: z.strictObject({
    /** The list's heading. */
    heading: Text,
    /** One line per step. */
    items: z.array(Text).min(1),
  }),
  /** The promise of how fast someone calls back. */
  promise: Text,
  /** What to do when it cannot wait: call. */
  urgentNote: Text,
  /** Buttons to other pages. */
  links: z.array(LinkSchema).min(1),
})
export type ThankYouPage = z.output<typeof ThankYouPageSchema>
