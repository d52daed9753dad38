import { z } from 'zod'
import { Text } from './common.ts'

/** A customer review (content/testimonials.yaml); shown in this order. */
export const TestimonialSchema = z.strictObject({
  /** Letter shown in the avatar circle. */
  initial: z.string().regex(/^[A-Z]$/, 'must be one capital letter'),
  /** Customer name as they agreed to be shown: `Maria G.`. */
  name: Text,
  /** Where the job was: `Clearwater, FL`. */
  location: Text,
  /** Star rating, 4 or 5. */
  rating: z.union([z.literal(4), z.literal(5)]),
  /** The customer's words. */
  quote: Text,
})
export type Testimonial = z.output<typeof TestimonialSchema>

export const TestimonialsFileSchema = z.strictObject({
  testimonials: z.array(TestimonialSchema).min(1),
})
