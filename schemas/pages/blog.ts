import { z } from 'zod'
import { HeroSchema, pageBase } from '../page.ts'

/** /blog (content/pages/blog.yaml); the posts come from the database, seeded from content/blog/. */
export const BlogPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
})
export type BlogPage = z.output<typeof BlogPageSchema>
