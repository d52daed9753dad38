import { z } from 'zod'
import { HeroSchema, LinkedBlockSchema, PointSchema, SectionIntroSchema, pageBase } from '../page.ts'

/** /why-choose-us (content/pages/why-choose-us.yaml). */
export const WhyChooseUsPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** The six benefits under the hero. */
  benefits: z.array(PointSchema).length(6),
  /** The business's five values. */
  values: SectionIntroSchema.extend({
    /** The five values. */
    items: z.array(PointSchema).length(5),
  }),
  /** The call-to-action band at the end. */
  cta: LinkedBlockSchema,
})
export type WhyChooseUsPage = z.output<typeof WhyChooseUsPageSchema>
