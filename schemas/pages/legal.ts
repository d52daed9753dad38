import { z } from 'zod'
import { SectionSchema, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** /privacy-policy and /terms-of-service (content/pages/privacy-policy.yaml, terms-of-service.yaml). */
export const LegalPageSchema = z.strictObject({
  ...pageBase,
  /** The page's heading. */
  heading: Text,
  /** Date the text was last changed, as YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
  /** Opening paragraphs, separated by a blank line. */
  intro: Text,
  /** The text, one section after another. */
  sections: z.array(SectionSchema).min(1),
})
export type LegalPage = z.output<typeof LegalPageSchema>
