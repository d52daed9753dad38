import { z } from 'zod'
import { InternalLink, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** /sitemap (content/pages/sitemap.yaml). */
export const SitemapPageSchema = z.strictObject({
  ...pageBase,
  /** The page's heading. */
  heading: Text,
  /** A sentence under it. */
  intro: Text,
  /** Groups of links to pages, each under its heading. */
  groups: z
    .array(
      z.strictObject({
        /** The group's heading. */
        heading: Text,
        /** The pages listed, in order. */
        links: z.array(InternalLink).min(1),
      }),
    )
    .min(1),
  /** Groups of city pages, each listing the cities of the counties named. */
  areaGroups: z
    .array(
      z.strictObject({
        /** The group's heading. */
        heading: Text,
        /** Counties whose cities it lists, as named in counties.yaml. */
        counties: z.array(Text).min(1),
      }),
    )
    .min(1),
})
export type SitemapPage = z.output<typeof SitemapPageSchema>
