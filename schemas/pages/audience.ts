import { z } from 'zod'
import { IconName, InternalLink, PublicAsset, SectionSchema, Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /residential and /commercial (content/pages/residential.yaml, commercial.yaml): who is served and how. */
export const AudiencePageSchema = z.strictObject({
  ...pageBase,
  title: Text.meta({ description: 'Card title when the page is shown as a card.' }),
  summary: Text.meta({ description: 'One or two sentences on the card.' }),
  icon: IconName.meta({ description: 'Icon on the card.' }),
  image: PublicAsset.meta({ description: 'The picture on the card and the page.' }),
  imageAlt: Text.meta({ description: 'What the picture shows.' }),
  features: z.array(Text).length(4).meta({ description: 'Four short points on the card.' }),
  hero: HeroSchema.meta({ description: 'The top block.' }),
  intro: Text.meta({ description: 'Opening paragraphs, separated by a blank line.' }),
  services: z.array(InternalLink).min(1).meta({ description: 'Services listed on the page.' }),
  sections: z.array(SectionSchema).min(1).meta({ description: 'The body of the page.' }),
  cta: LinkedBlockSchema.meta({ description: 'The call-to-action band at the end.' }),
})
export type AudiencePage = z.output<typeof AudiencePageSchema>
