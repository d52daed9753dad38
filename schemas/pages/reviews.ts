import { z } from 'zod'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /reviews (content/pages/reviews.yaml); the reviews come from content/testimonials.yaml. */
export const ReviewsPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  cta: LinkedBlockSchema.meta({ description: 'The call-to-action band after the reviews.' }),
})
export type ReviewsPage = z.output<typeof ReviewsPageSchema>
