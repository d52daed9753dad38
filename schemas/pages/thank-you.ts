import { z } from 'zod'
import { LinkSchema, SeoSchema, Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/**
 * /thank-you (content/pages/thank-you.yaml): the confirmation a visitor sees once the server has
 * stored their request, and, under `direct`, what the page says to anyone who opens it otherwise.
 */
export const ThankYouPageSchema = z.strictObject({
  ...pageBase,
  /** The top block of the confirmation. */
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
  /**
   * The page opened without a request just sent (typed in, a bookmark, a search result): it must
   * not say anything was received. Its hero's buttons lead to the forms and the phone ("tel").
   */
  direct: z.strictObject({
    /** The title and description of the page in this case. */
    seo: SeoSchema,
    /** Its top block. */
    hero: HeroSchema,
  }),
})
export type ThankYouPage = z.output<typeof ThankYouPageSchema>
