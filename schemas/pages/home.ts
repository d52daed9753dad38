import { z } from 'zod'
import { LinkSchema, PublicAsset, Text } from '../common.ts'
import { CardListSchema, HeroSchema, LinkedBlockSchema, PointSchema, SectionIntroSchema, pageBase } from '../page.ts'

/** The home page (content/pages/home.yaml); sections appear in this order. */
export const HomePageSchema = z.strictObject({
  ...pageBase,
  /** The top block, with reassurances and a picture beside the heading. */
  hero: HeroSchema.extend({
    /** Short reassurances under the buttons. */
    trustPoints: z.array(Text).min(1),
    /** Picture beside the heading, under public/. */
    image: PublicAsset,
    /** What the picture shows. */
    imageAlt: Text,
  }),
  /** The service cards. */
  services: CardListSchema,
  /** Six reasons to choose the business, with a link to read more. */
  whyChooseUs: SectionIntroSchema.extend({
    /** The six reasons. */
    points: z.array(PointSchema).length(6),
    /** The link under them. */
    link: LinkSchema,
  }),
  /** The regions served, each with some of its cities, and a link to the service-area page. */
  serviceAreas: LinkedBlockSchema,
  /** Heading over the featured questions of content/faq.yaml. */
  faq: SectionIntroSchema,
  /** The first reviews of content/testimonials.yaml. */
  testimonials: SectionIntroSchema.extend({
    /** How many reviews to show. */
    count: z.number().int().min(1),
    /** The link to every review. */
    link: LinkSchema,
  }),
  /** Heading over the latest blog posts. */
  blog: SectionIntroSchema,
  /** Heading over the contact form. */
  contact: SectionIntroSchema,
  /** What the business does for this place's homes and weather, with its guarantee. */
  localBlock: z.strictObject({
    /** The block's heading. */
    heading: Text,
    /** Its paragraphs, separated by a blank line. */
    text: Text,
    /** The guarantee shown under them. */
    guarantee: Text,
  }),
  /** The call-to-action band. */
  ctaBanner: LinkedBlockSchema,
  /** A short word about the business, with three badges. */
  about: z.strictObject({
    /** The block's heading. */
    heading: Text,
    /** A paragraph about the business. */
    text: Text,
    /** Three short badges: `Licensed & Insured`. */
    badges: z.array(Text).length(3),
  }),
})
export type HomePage = z.output<typeof HomePageSchema>
