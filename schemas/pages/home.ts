import { z } from 'zod'
import { LinkSchema, PublicAsset, Text } from '../common.ts'
import { BlockSchema, CardListSchema, HeroSchema, PointSchema, pageBase } from '../page.ts'

/** The home page (content/pages/home.yaml); sections appear in this order. */
export const HomePageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.extend({
    /** Short reassurances under the buttons. */
    trustPoints: z.array(Text).min(1),
    /** Picture beside the heading, under public/. */
    image: PublicAsset,
    /** What the picture shows. */
    imageAlt: Text,
  }),
  services: CardListSchema,
  whyChooseUs: z.strictObject({ heading: Text, intro: Text, points: z.array(PointSchema).length(6), link: LinkSchema }),
  serviceAreas: BlockSchema.extend({ link: LinkSchema }),
  faq: z.strictObject({ heading: Text, intro: Text }),
  testimonials: z.strictObject({ heading: Text, intro: Text, count: z.number().int().min(1), link: LinkSchema }),
  blog: z.strictObject({ heading: Text, intro: Text }),
  contact: z.strictObject({ heading: Text, intro: Text }),
  floridaBlock: z.strictObject({ heading: Text, text: Text, guarantee: Text }),
  ctaBanner: BlockSchema.extend({ link: LinkSchema }),
  about: z.strictObject({ heading: Text, text: Text, badges: z.array(Text).length(3) }),
})
export type HomePage = z.output<typeof HomePageSchema>
