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
  /** The top block. */
  hero: HeroSchema,
  /** The service cards. */
  services: CardListSchema,
  /** Four reasons to choose the business, with a link to read more. */
  whyChoose: z.strictObject({
    /** The section's heading. */
    heading: Text,
    /** The four reasons. */
    points: z.array(PointSchema).length(4),
    /** The link under them. */
    link: LinkSchema,
  }),
  /** The list of everything the business does. */
  additionalServices: SectionIntroSchema.extend({
    /** One short line per service. */
    items: z.array(Text).min(1),
  }),
  /** One or two services singled out side by side, each with its link. */
  features: z.array(LinkedBlockSchema).min(1).max(2),
  /** The call-to-action band at the end. */
  finalCta: BlockSchema,
  /** Wording shared by every service page (/services/<slug>). */
  detail: z.strictObject({
    /** The first button under each service's heading. */
    primaryAction: LinkSchema,
    /** Heading over the steps of the work. */
    processHeading: Text,
    /** Heading over the service's questions. */
    faqHeading: Text,
    /** Heading over the related services. */
    relatedHeading: Text,
    /** The call-to-action band at the end. */
    cta: LinkedBlockSchema,
  }),
})
export type ServicesPage = z.output<typeof ServicesPageSchema>
