import { z } from 'zod'
import { IconName, InternalLink, PublicAsset, SectionSchema, Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /residential and /commercial (content/pages/residential.yaml, commercial.yaml): who is served and how. */
export const AudiencePageSchema = z.strictObject({
  ...pageBase,
  /** Card title when the page is shown as a card. */
  title: Text,
  /** One or two sentences on the card. */
  summary: Text,
  /** Icon on the card. */
  icon: IconName,
  /** Picture for the card and the page, under public/. */
  image: PublicAsset,
  /** What the picture shows. */
  imageAlt: Text,
  /** Four short points on the card. */
  features: z.array(Text).length(4),
  /** The top block. */
  hero: HeroSchema,
  /** Opening paragraphs, separated by a blank line. */
  intro: Text,
  /** Services listed on the page. */
  services: z.array(InternalLink).min(1),
  /** The body of the page. */
  sections: z.array(SectionSchema).min(1),
  /** The call-to-action band at the end. */
  cta: LinkedBlockSchema,
})
export type AudiencePage = z.output<typeof AudiencePageSchema>
