import { z } from 'zod'
import { headText, PublicAsset, Slug, Text } from './common.ts'

/** Front matter of a seed blog post (content/blog/<slug>.md); the Markdown below it is the article. */
export const BlogPostSchema = z
  .strictObject({
    title: headText('title').meta({ description: "The article's heading and its page's title." }),
    slug: Slug.meta({ description: 'Address of the article: /blog/<slug>.' }),
    excerpt: headText('description', "the post's description").meta({
      description: "One or two sentences shown on the blog list, and the page's description.",
    }),
    image: PublicAsset.optional().meta({ description: 'The picture at the top of the post.' }),
    imageAlt: Text.optional().meta({ description: 'What the picture shows; required when there is an image.' }),
    category: Text.optional().meta({ description: 'The category, one of the blog categories.' }),
    tags: z.array(Text).optional().meta({ description: 'Topics, each one of the blog topics.' }),
    publishedAt: z.iso.date().meta({ description: 'Publication date, YYYY-MM-DD.' }),
  })
  .refine((post) => !post.image || post.imageAlt, {
    message: 'missing (required when image is set)',
    path: ['imageAlt'],
  })
export type BlogPostFrontMatter = z.output<typeof BlogPostSchema>

/** Blog categories and topics the seed posts may use (content/blog/taxonomy.yaml). */
export const TaxonomySchema = z.strictObject({
  categories: z.array(Text).min(1).meta({ description: 'Category names a post may give as its category.' }),
  topics: z.array(Text).min(1).meta({ description: 'Topic names a post may give among its tags.' }),
})
export type Taxonomy = z.output<typeof TaxonomySchema>
