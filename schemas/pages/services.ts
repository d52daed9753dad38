import { z } from 'zod'
import { LinkSchema, Text } from '../common.ts'
import { BlockSchema, CardListSchema, HeroSchema, PointSchema, pageBase } from '../page.ts'

/** The services overview at /services (content/pages/services.yaml). */
export const ServicesPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  services: CardListSchema,
  whyChoose: z.strictObject({ heading: Text, points: z.array(PointSchema).length(4), link: LinkSchema }),
  /** The nine-item list of everything the business does. */
  additionalServices: z.strictObject({ heading: Text, intro: Text, items: z.array(Text).min(1) }),
  springFeature: BlockSchema.extend({ link: LinkSchema }),
  installationFeature: BlockSchema.extend({ link: LinkSchema }),
  finalCta: BlockSchema,
  /** Wording shared by every service page (/services/<slug>). */
  detail: z.strictObject({
    /** The first button under each service's heading. */
    primaryAction: LinkSchema,
    processHeading: Text,
    faqHeading: Text,
    relatedHeading: Text,
    cta: BlockSchema.extend({ link: LinkSchema }),
  }),
})
export type ServicesPage = z.output<typeof ServicesPageSchema>
