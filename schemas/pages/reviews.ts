import { z } from 'zod'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /reviews (content/pages/reviews.yaml); the reviews come from content/testimonials.yaml. */
export const ReviewsPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** The call-to-action band after the reviews. */
  cta: LinkedBlockSchema,
})
export type ReviewsPage = z.output<typeof ReviewsPageSchema>
