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
  actions: z.array(z.strictObject({ label: Text, href: z.union([InternalLink, z.literal('tel')]) })).optional(),
})
export type Hero = z.output<typeof HeroSchema>

/** A point with an icon: a benefit, a value, a badge. */
export const PointSchema = z.strictObject({
  icon: IconName,
  title: Text,
  description: Text,
})
export type Point = z.output<typeof PointSchema>

/** A titled block of text with an optional button. */
export const BlockSchema = z.strictObject({
  heading: Text,
  text: Text,
  link: LinkSchema.optional(),
})
export type Block = z.output<typeof BlockSchema>

/** A list of cards, each taken from the page its link names (a service, a product, or /residential and /commercial). */
export const CardListSchema = z.strictObject({
  heading: Text,
  intro: Text.optional(),
  /** Pages to show as cards, in order. */
  cards: z.array(InternalLink).min(1),
  /** The second button on every card. */
  cta: LinkSchema,
})
export type CardList = z.output<typeof CardListSchema>

/** Fields every page file has. */
export const pageBase = {
  seo: SeoSchema,
}
