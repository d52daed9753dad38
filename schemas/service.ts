import { z } from 'zod'
import { FaqItemSchema, IconName, PublicAsset, SectionSchema, SeoSchema, Slug, Text } from './common.ts'

/** A service with its own page at /services/<file name> (content/services/<slug>.yaml). */
export const ServiceSchema = z.strictObject({
  title: Text.meta({ description: 'Page heading and card title: Garage Door Repair.' }),
  summary: Text.meta({ description: 'One or two sentences shown on service cards.' }),
  icon: IconName.meta({ description: 'Icon shown on cards.' }),
  image: PublicAsset.meta({ description: 'The picture on the card and the page.' }),
  imageAlt: Text.meta({ description: 'What the picture shows.' }),
  features: z.array(Text).length(4).meta({ description: 'Exactly four short selling points shown on the card.' }),
  audience: z
    .enum(['residential', 'commercial', 'both'])
    .meta({ description: 'Who the service is for; decides where it is listed.' }),
  intro: Text.meta({ description: 'Opening paragraphs of the page.' }),
  sections: z.array(SectionSchema).min(1).meta({ description: 'The body of the page.' }),
  process: z
    .array(
      z.strictObject({
        title: Text.meta({ description: "The step's name: Secure the door." }),
        description: Text.meta({ description: 'What is done in this step.' }),
      }),
    )
    .optional()
    .meta({ description: 'The steps of a visit, in order.' }),
  faq: z.array(FaqItemSchema).optional().meta({ description: 'Questions about this service.' }),
  related: z.array(Slug).optional().meta({ description: 'Other services to suggest at the end of this one.' }),
  seo: SeoSchema.meta({ description: "The page's title and description for search engines and link previews." }),
})
export type ServiceData = z.output<typeof ServiceSchema>
