import { z } from 'zod'
import { IconName, InternalLink, LinkSchema, SeoSchema, Text } from './common.ts'

/** The top block of a page. */
export const HeroSchema = z.strictObject({
  eyebrow: Text.optional().meta({ description: 'Small line above the heading.' }),
  heading: Text.meta({ description: "The page's one main heading." }),
  text: Text.meta({ description: 'A sentence or two under the heading.' }),
  actions: z
    .array(
      z.strictObject({
        label: Text.meta({ description: 'Text on the button.' }),
        href: z.union([InternalLink, z.literal('tel')]).meta({ description: 'Site path it leads to, or "tel".' }),
      }),
    )
    .optional()
    .meta({ description: 'Buttons under the text; a button with href "tel" calls the business.' }),
})
export type Hero = z.output<typeof HeroSchema>

/** A point with an icon: a benefit, a value, a badge. */
export const PointSchema = z.strictObject({
  icon: IconName.meta({ description: 'The icon beside it.' }),
  title: Text.meta({ description: 'A few words in bold.' }),
  description: Text.meta({ description: 'A sentence or two under the title.' }),
})
export type Point = z.output<typeof PointSchema>

/** A titled block of text with an optional button. */
export const BlockSchema = z.strictObject({
  heading: Text.meta({ description: "The block's heading." }),
  text: Text.meta({ description: 'Its text; separate paragraphs with a blank line.' }),
  link: LinkSchema.optional().meta({ description: 'A button under the text.' }),
})
export type Block = z.output<typeof BlockSchema>

/** A titled block of text with its button. */
export const LinkedBlockSchema = BlockSchema.extend({
  link: LinkSchema.meta({ description: 'The button under the text.' }),
})

/** A section's heading and the sentence or two under it. */
export const SectionIntroSchema = z.strictObject({
  heading: Text.meta({ description: "The section's heading." }),
  intro: Text.meta({ description: 'A sentence or two under the heading.' }),
})

/** A list of cards, each taken from the page its link names (a service, a product, or /residential and /commercial). */
export const CardListSchema = z.strictObject({
  heading: Text.meta({ description: "The section's heading." }),
  intro: Text.optional().meta({ description: 'A sentence or two under the heading.' }),
  cards: z.array(InternalLink).min(1).meta({ description: 'Pages to show as cards, in order.' }),
  cta: LinkSchema.meta({ description: 'The second button on every card.' }),
})
export type CardList = z.output<typeof CardListSchema>

/** Fields every page file has. */
export const pageBase = {
  seo: SeoSchema.meta({ description: "The page's title and description for search engines and link previews." }),
}
