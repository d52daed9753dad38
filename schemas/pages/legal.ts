import { z } from 'zod'
import { SectionSchema, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** /privacy-policy and /terms-of-service (content/pages/privacy-policy.yaml, terms-of-service.yaml). */
export const LegalPageSchema = z.strictObject({
  ...pageBase,
  heading: Text.meta({ description: "The page's heading." }),
  lastUpdated: z.iso.date().meta({ description: 'Date the text was last changed, as YYYY-MM-DD.' }),
  intro: Text.meta({ description: 'Opening paragraphs, separated by a blank line.' }),
  sections: z.array(SectionSchema).min(1).meta({ description: 'The text, one section after another.' }),
})
export type LegalPage = z.output<typeof LegalPageSchema>
