import { z } from 'zod'
import { SectionSchema } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, PointSchema, pageBase } from '../page.ts'

/** /about (content/pages/about.yaml). */
export const AboutPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** The story of the business, one section after another. */
  sections: z.array(SectionSchema).min(1),
  /** Badges after the sections: licences, guarantees, ratings. */
  badges: z.array(PointSchema).min(1),
  /** The call-to-action band at the end. */
  cta: LinkedBlockSchema,
})
export type AboutPage = z.output<typeof AboutPageSchema>
