import { z } from 'zod'
import { LinkSchema, PublicAsset, Text } from '../common.ts'
import { CardListSchema, HeroSchema, LinkedBlockSchema, PointSchema, SectionIntroSchema, pageBase } from '../page.ts'

/** The home page (content/pages/home.yaml); sections appear in this order. */
export const HomePageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.extend({
    trustPoints: z.array(Text).min(1).meta({ description: 'Short reassurances under the buttons.' }),
    image: PublicAsset.meta({ description: 'The picture beside the heading.' }),
    imageAlt: Text.meta({ description: 'What the picture shows.' }),
  }).meta({ description: 'The top block, with reassurances and a picture beside the heading.' }),
  services: CardListSchema.meta({ description: 'The service cards.' }),
  whyChooseUs: SectionIntroSchema.extend({
    points: z.array(PointSchema).length(6).meta({ description: 'The six reasons.' }),
    link: LinkSchema.meta({ description: 'The link under them.' }),
  }).meta({ description: 'Six reasons to choose the business, with a link to read more.' }),
  serviceAreas: LinkedBlockSchema.meta({
    description: 'The regions served, each with some of its cities, and a link to the service-area page.',
  }),
  faq: SectionIntroSchema.meta({ description: 'Heading over the featured questions of the FAQ.' }),
  testimonials: SectionIntroSchema.extend({
    count: z.number().int().min(1).meta({ description: 'How many reviews to show.' }),
    link: LinkSchema.meta({ description: 'The link to every review.' }),
  }).meta({ description: 'The first of the reviews (Testimonials), shown on the home page.' }),
  blog: SectionIntroSchema.meta({ description: 'Heading over the latest blog posts.' }),
  contact: SectionIntroSchema.meta({ description: 'Heading over the contact form.' }),
  localBlock: z
    .strictObject({
      heading: Text.meta({ description: "The block's heading." }),
      text: Text.meta({ description: 'Its paragraphs, separated by a blank line.' }),
      guarantee: Text.meta({ description: 'The guarantee shown under them.' }),
    })
    .meta({ description: "What the business does for this place's homes and weather, with its guarantee." }),
  ctaBanner: LinkedBlockSchema.meta({ description: 'The call-to-action band.' }),
  about: z
    .strictObject({
      heading: Text.meta({ description: "The block's heading." }),
      text: Text.meta({ description: 'A paragraph about the business.' }),
      badges: z.array(Text).length(3).meta({ description: 'Three short badges: Licensed & Insured.' }),
    })
    .meta({ description: 'A short word about the business, with three badges.' }),
})
export type HomePage = z.output<typeof HomePageSchema>
