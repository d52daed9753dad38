import { z } from 'zod'
import { headText, PublicAsset, Slug, Text } from './common.ts'

/** Front matter of a seed blog post (content/blog/<slug>.md); the Markdown below it is the article. */
export const BlogPostSchema = z
  .strictObject({
    /** The article's heading and its page's title. */
    title: headText('title'),
    /** Address of the article: /blog/<slug>. */
    slug: Slug,
    /** One or two sentences shown on the blog list, and the page's description. */
    excerpt: headText('description', "the post's description"),
    /** Picture under public/. */
    image: PublicAsset.optional(),
    /** What the picture shows; required when there is an image. */
    imageAlt: Text.optional(),
    /** Category name; must be listed in content/blog/taxonomy.yaml. */
    category: Text.optional(),
    /** Topic names; each must be listed in content/blog/taxonomy.yaml. */
    tags: z.array(Text).optional(),
    /** Publication date, YYYY-MM-DD. */
    publishedAt: z.iso.date(),
  })
  .refine((post) => !post.image || post.imageAlt, {
    message: 'missing (required when image is set)',
    path: ['imageAlt'],
  })
export type BlogPostFrontMatter = z.output<typeof BlogPostSchema>

/** Blog categories and topics the seed posts may use (content/blog/taxonomy.yaml). */
export const TaxonomySchema = z.strictObject({
  categories: z.array(Text).min(1),
  topics: z.array(Text).min(1),
})
export type Taxonomy = z.output<typeof TaxonomySchema>
