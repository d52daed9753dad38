import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/** /booking (content/pages/booking.yaml). */
export const BookingPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** Heading over the booking form. */
  formHeading: Text,
  /** The confirmation of a booking received, on /thank-you?request=… (the contact form's is thank-you.yaml's hero). */
  success: z.strictObject({
    /** The confirmation's heading, focused as it opens. */
    heading: Text,
    /** What happens next. */
    text: Text,
    /** The button back to an empty booking form, for another booking. */
    againLabel: Text,
  }),
})
export type BookingPage = z.output<typeof BookingPageSchema>
