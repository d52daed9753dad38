/** The blog's RSS feed: served by the server, named in the blog pages' <head>. */
export const BLOG_FEED_PATH = '/blog/feed.xml'

/** A post as the public blog API and the blog pages show it (spec §3). */
export interface PublicPost {
  id: number
  title: string
  slug: string
  excerpt: string
  /** Sanitized HTML. */
  content: string
  image: string | null
  imageAlt: string | null
  categoryId: number | null
  tagIds: number[]
  /** ISO date-time; null for a draft. */
  publishedAt: string | null
  createdAt: string
  /** Minutes. */
  readTime: number
}

/** A category or a topic: the blog's named lists. */
export interface Named {
  id: number
  name: string
}

/** What the blog pages read of the posts (the server's BlogStore). */
export interface PublishedPosts {
  /** Published by `now`, newest first. */
  listPublished(now: number): PublicPost[]
  /** The post at `slug` if it is published by `now`. */
  findPublished(slug: string, now: number): PublicPost | null
  listNamed(table: 'categories' | 'tags'): Named[]
}
