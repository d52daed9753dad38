import { z } from 'zod'
import { Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, pageBase } from '../page.ts'

/** /blog (content/pages/blog.yaml); the posts come from the database, seeded from content/blog/. */
export const BlogPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** The end of every article: other posts to read next, then a call-to-action band. */
  articleEnd: z.strictObject({
    /** Heading over the suggested posts. */
    relatedHeading: Text,
    /** The band: its heading, its text, and the button beside the call button. */
    cta: LinkedBlockSchema,
  }),
})
export type BlogPage = z.output<typeof BlogPageSchema>
