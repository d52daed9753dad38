import { z } from 'zod'
import { LinkSchema, Text } from '../common.ts'
import {
  BlockSchema,
  CardListSchema,
  HeroSchema,
  LinkedBlockSchema,
  PointSchema,
  SectionIntroSchema,
  pageBase,
} from '../page.ts'

/** The services overview at /services (content/pages/services.yaml). */
export const ServicesPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  services: CardListSchema.meta({ description: 'The service cards.' }),
  whyChoose: z
    .strictObject({
      heading: Text.meta({ description: "The section's heading." }),
      points: z.array(PointSchema).length(4).meta({ description: 'The four reasons.' }),
      link: LinkSchema.meta({ description: 'The link under them.' }),
    })
    .meta({ description: 'Four reasons to choose the business, with a link to read more.' }),
  additionalServices: SectionIntroSchema.extend({
    items: z.array(Text).min(1).meta({ description: 'One short line per service.' }),
  }).meta({ description: 'The list of everything the business does.' }),
  features: z
    .array(LinkedBlockSchema)
    .min(1)
    .max(2)
    .meta({ description: 'One or two services singled out side by side, each with its link.' }),
  finalCta: BlockSchema.meta({ description: 'The call-to-action band at the end.' }),
  detail: z
    .strictObject({
      primaryAction: LinkSchema.meta({ description: "The first button under each service's heading." }),
      processHeading: Text.meta({ description: 'Heading over the steps of the work.' }),
      faqHeading: Text.meta({ description: "Heading over the service's questions." }),
      relatedHeading: Text.meta({ description: 'Heading over the related services.' }),
      cta: LinkedBlockSchema.meta({ description: 'The call-to-action band at the end.' }),
    })
    .meta({ description: 'Wording shared by every service page (/services/<slug>).' }),
})
export type ServicesPage = z.output<typeof ServicesPageSchema>
