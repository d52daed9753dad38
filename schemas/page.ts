import { z } from 'zod'
import { IconName, InternalLink, LinkSchema, SeoSchema, Text } from './common.ts'

/** The top block of a page. */
export const HeroSchema = z.strictObject({
  /** Small line above the heading. */
  eyebrow: Text.optional(),
  /** The page's one main heading. */
  heading: Text,
  /** A sentence or two under the heading. */
  text: Text,
  /** Buttons under the text; a button with href "tel" calls the business. */
  actions: z
    .array(
      z.strictObject({
        /** Text on the button. */
        label: Text,
        /** Site path it leads to, or "tel". */
        href: z.union([InternalLink, z.literal('tel')]),
      }),
    )
    .optional(),
})
export type Hero = z.output<typeof HeroSchema>

/** A point with an icon: a benefit, a value, a badge. */
export const PointSchema = z.strictObject({
  /** The icon beside it. */
  icon: IconName,
  /** A few words in bold. */
  title: Text,
  /** A sentence or two under the title. */
  description: Text,
})
export type Point = z.output<typeof PointSchema>

/** A titled block of text with an optional button. */
export const BlockSchema = z.strictObject({
  /** The block's heading. */
  heading: Text,
  /** Its text; separate paragraphs with a blank line. */
  text: Text,
  /** A button under the text. */
  link: LinkSchema.optional(),
})
export type Block = z.output<typeof BlockSchema>

/** A titled block of text with its button. */
export const LinkedBlockSchema = BlockSchema.extend({
  /** The button under the text. */
  link: LinkSchema,
})

/** A section's heading and the sentence or two under it. */
export const SectionIntroSchema = z.strictObject({
  /** The section's heading. */
  heading: Text,
  /** A sentence or two under the heading. */
  intro: Text,
})

/** A list of cards, each taken from the page its link names (a service, a product, or /residential and /commercial). */
export const CardListSchema = z.strictObject({
  /** The section's heading. */
  heading: Text,
  /** A sentence or two under the heading. */
  intro: Text.optional(),
  /** Pages to show as cards, in order. */
  cards: z.array(InternalLink).min(1),
  /** The second button on every card. */
  cta: LinkSchema,
})
export type CardList = z.output<typeof CardListSchema>

/** Fields every page file has. */
export const pageBase = {
  /** The page's title and description for search engines and link previews. */
  seo: SeoSchema,
}
