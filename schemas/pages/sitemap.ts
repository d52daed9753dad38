import { z } from 'zod'
import { InternalLink, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** /sitemap (content/pages/sitemap.yaml). */
export const SitemapPageSchema = z.strictObject({
  ...pageBase,
  heading: Text.meta({ description: "The page's heading." }),
  intro: Text.meta({ description: 'A sentence under it.' }),
  groups: z
    .array(
      z.strictObject({
        heading: Text.meta({ description: "The group's heading." }),
        links: z.array(InternalLink).min(1).meta({ description: 'The pages listed, in order.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Groups of links to pages, each under its heading.' }),
  areaGroups: z
    .array(
      z.strictObject({
        heading: Text.meta({ description: "The group's heading." }),
        counties: z.array(Text).min(1).meta({ description: 'The counties whose cities it lists.' }),
      }),
    )
    .min(1)
    .meta({ description: 'Groups of city pages, each listing the cities of the counties named.' }),
})
export type SitemapPage = z.output<typeof SitemapPageSchema>
