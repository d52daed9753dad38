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
  /** The panel that replaces the form once a booking is received. */
  success: z.strictObject({
    /** The panel's heading. */
    heading: Text,
    /** What happens next. */
    text: Text,
    /** The button that brings the form back for another booking. */
    againLabel: Text,
  }),
})
export type BookingPage = z.output<typeof BookingPageSchema>
