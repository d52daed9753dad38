import { z } from 'zod'
import { SectionSchema } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, PointSchema, pageBase } from '../page.ts'

/** /about (content/pages/about.yaml). */
export const AboutPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  sections: z
    .array(SectionSchema)
    .min(1)
    .meta({ description: 'The story of the business, one section after another.' }),
  badges: z
    .array(PointSchema)
    .min(1)
    .meta({ description: 'Badges after the sections: licences, guarantees, ratings.' }),
  cta: LinkedBlockSchema.meta({ description: 'The call-to-action band at the end.' }),
})
export type AboutPage = z.output<typeof AboutPageSchema>
