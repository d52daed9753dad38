import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/** /contact (content/pages/contact.yaml). */
export const ContactPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  formHeading: Text.meta({ description: 'Heading over the contact form.' }),
  formIntro: Text.meta({ description: 'A sentence under that heading.' }),
})
export type ContactPage = z.output<typeof ContactPageSchema>
