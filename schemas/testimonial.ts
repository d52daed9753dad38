import { z } from 'zod'
import { Text } from './common.ts'

/** A customer review (content/testimonials.yaml); shown in this order. */
export const TestimonialSchema = z.strictObject({
  initial: z
    .string()
    .regex(/^[A-Z]$/, 'must be one capital letter')
    .meta({ description: 'Letter shown in the avatar circle.' }),
  name: Text.meta({ description: 'Customer name as they agreed to be shown: Maria G..' }),
  location: Text.meta({ description: 'Where the job was: Clearwater, FL.' }),
  rating: z.union([z.literal(4), z.literal(5)]).meta({ description: 'Star rating, 4 or 5.' }),
  quote: Text.meta({ description: "The customer's words." }),
})
export type Testimonial = z.output<typeof TestimonialSchema>

export const TestimonialsFileSchema = z.strictObject({
  testimonials: z.array(TestimonialSchema).min(1).meta({ description: 'The reviews, in the order shown.' }),
})
