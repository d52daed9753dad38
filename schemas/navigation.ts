import { z } from 'zod'
import { InternalLink, Text } from './common.ts'

/** A link in the header or footer. */
export const NavLinkSchema = z.strictObject({
  /** Where the link goes. */
  href: InternalLink,
  /** Text of the link. */
  label: Text,
})
export type NavLink = z.output<typeof NavLinkSchema>

/** Header and footer menus (content/navigation.yaml). */
export const NavigationSchema = z.strictObject({
  /** The header menu, in order. */
  header: z.array(NavLinkSchema).min(1),
  /** Footer columns, each a heading and its links. */
  footer: z.array(z.strictObject({ heading: Text, links: z.array(NavLinkSchema).min(1) })).min(1),
})
export type Navigation = z.output<typeof NavigationSchema>
