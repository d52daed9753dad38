import { z } from 'zod'
import { FaqItemSchema, IconName, PublicAsset, SectionSchema, SeoSchema, Slug, Text } from './common.ts'

/** A service with its own page at /services/<file name> (content/services/<slug>.yaml). */
export const ServiceSchema = z.strictObject({
  /** Page heading and card title: `Garage Door Repair`. */
  title: Text,
  /** One or two sentences shown on service cards. */
  summary: Text,
  /** Icon shown on cards. */
  icon: IconName,
  /** Picture for the card and page, under public/. */
  image: PublicAsset,
  /** What the picture shows. */
  imageAlt: Text,
  /** Exactly four short selling points shown on the card. */
  features: z.array(Text).length(4),
  /** Who the service is for; decides where it is listed. */
  audience: z.enum(['residential', 'commercial', 'both']),
  /** Opening paragraphs of the page. */
  intro: Text,
  /** The body of the page. */
  sections: z.array(SectionSchema).min(1),
  /** The steps of a visit, in order. */
  process: z.array(z.strictObject({ title: Text, description: Text })).optional(),
  /** Questions about this service. */
  faq: z.array(FaqItemSchema).optional(),
  /** File names (without .yaml) of related services. */
  related: z.array(Slug).optional(),
  seo: SeoSchema,
})
export type ServiceData = z.output<typeof ServiceSchema>
