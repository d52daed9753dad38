import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /blog (content/pages/blog.yaml); the posts come from the database, seeded from content/blog/. */
export const BlogPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  articleEnd: z
    .strictObject({
      relatedHeading: Text.meta({ description: 'Heading over the suggested posts.' }),
      cta: LinkedBlockSchema.meta({
        description: 'The band: its heading, its text, and the button beside the call button.',
      }),
    })
    .meta({ description: 'The end of every article: other posts to read next, then a call-to-action band.' }),
})
export type BlogPage = z.output<typeof BlogPageSchema>
