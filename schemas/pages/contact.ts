import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/** /contact (content/pages/contact.yaml). */
export const ContactPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** Heading over the contact form. */
  formHeading: Text,
  /** A sentence under that heading. */
  formIntro: Text,
})
export type ContactPage = z.output<typeof ContactPageSchema>
