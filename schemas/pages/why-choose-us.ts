import { z } from 'zod'
import { HeroSchema, LinkedBlockSchema, PointSchema, SectionIntroSchema, pageBase } from '../page.ts'

/** /why-choose-us (content/pages/why-choose-us.yaml). */
export const WhyChooseUsPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  benefits: z.array(PointSchema).length(6).meta({ description: 'The six benefits under the hero.' }),
  values: SectionIntroSchema.extend({
    items: z.array(PointSchema).length(5).meta({ description: 'The five values.' }),
  }).meta({ description: "The business's five values." }),
  cta: LinkedBlockSchema.meta({ description: 'The call-to-action band at the end.' }),
})
export type WhyChooseUsPage = z.output<typeof WhyChooseUsPageSchema>
