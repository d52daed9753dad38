import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /faq (content/pages/faq.yaml); the questions come from content/faq.yaml. */
export const FaqPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  hoursHeading: Text.meta({ description: 'Heading over the business hours card beside the questions.' }),
  cta: LinkedBlockSchema.meta({ description: 'The call-to-action band after the questions.' }),
})
export type FaqPage = z.output<typeof FaqPageSchema>
