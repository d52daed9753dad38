import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /faq (content/pages/faq.yaml); the questions come from content/faq.yaml. */
export const FaqPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** Heading over the business hours card beside the questions. */
  hoursHeading: Text,
  /** The call-to-action band after the questions. */
  cta: LinkedBlockSchema,
})
export type FaqPage = z.output<typeof FaqPageSchema>
