import { z } from 'zod'
import { InternalLink, Text } from './common.ts'

/** A link in the header or footer. */
export const NavLinkSchema = z.strictObject({
  href: InternalLink.meta({ description: 'Where the link goes.' }),
  label: Text.meta({ description: 'Text of the link.' }),
})
export type NavLink = z.output<typeof NavLinkSchema>

/** Header and footer menus (content/navigation.yaml). */
export const NavigationSchema = z.strictObject({
  header: z.array(NavLinkSchema).min(1).meta({ description: 'The header menu, in order.' }),
  footer: z
    .array(
      z.strictObject({
        heading: Text.meta({ description: "The column's heading." }),
        links: z.array(NavLinkSchema).min(1).meta({ description: "The column's links, in order." }),
      }),
    )
    .min(1)
    .meta({ description: 'Footer columns, each a heading and its links.' }),
})
export type Navigation = z.output<typeof NavigationSchema>
