import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/** /booking (content/pages/booking.yaml). */
export const BookingPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  formHeading: Text.meta({ description: 'Heading over the booking form.' }),
  success: z
    .strictObject({
      heading: Text.meta({ description: "The confirmation's heading, focused as it opens." }),
      text: Text.meta({ description: 'What happens next.' }),
      againLabel: Text.meta({ description: 'The button back to an empty booking form, for another booking.' }),
    })
    .meta({
      description:
        "The confirmation of a booking received, on /thank-you?request=… (the contact form's is on the Thank you page).",
    }),
})
export type BookingPage = z.output<typeof BookingPageSchema>
