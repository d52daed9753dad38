/** The blog's RSS feed: served by the server, named in the blog pages' <head>. */
export const BLOG_FEED_PATH = '/blog/feed.xml'

/** The formats every uploaded image is served in, best first: AVIF, WebP, and JPEG for any browser. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/** An uploaded image's sizes: each width is served as `mediaPath(hash, width, format)` in every format. */
export interface ImageVariants {
  hash: string
  /** Of the picture the right way up; the variants keep its proportions. */
  width: number
  height: number
  /** Ascending. */
  widths: number[]
}

/** The address of one variant of an uploaded image: `/media/<hash>-<width>.<format>`. */
export const mediaPath = (hash: string, width: number, format: MediaFormat) => `/media/${hash}-${width}.${format}`

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
  /** When `image` is an uploaded image (a /media/ address): its sizes, for responsive sources. */
  imageVariants?: ImageVariants
  categoryId: number | null
  tagIds: number[]
  /** ISO date-time; null for a draft. */
  publishedAt: string | null
  createdAt: string
  /** ISO date-time of the last save: the post's dateModified and its sitemap lastmod. */
  updatedAt: string
  /** Minutes. */
  readTime: number
}

/**
 * When a post last changed for its readers, as an ISO date-time: its last save, or its publication
 * when that came later (a post scheduled, then published at its time). Its dateModified and its
 * date in sitemap.xml.
 */
export function postModified(post: Pick<PublicPost, 'updatedAt' | 'publishedAt'>): string {
  return post.publishedAt && post.publishedAt > post.updatedAt ? post.publishedAt : post.updatedAt
}

/** A post as the admin area edits it (GET /api/admin/posts, and the answer to saving one). */
export interface AdminPost extends PublicPost {
  markdown: string
  status: 'draft' | 'published'
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
  /** The post at `slug` whatever its status (a draft, or published for a later time): what a signed-in user previews. */
  findForPreview(slug: string): (PublicPost & { status: 'draft' | 'published' }) | null
  listNamed(table: 'categories' | 'tags'): Named[]
}

/** POST /api/admin/posts/preview: a body as readers would get it, for the editor's preview. */
export const POST_PREVIEW_PATH = '/api/admin/posts/preview'
export interface PostPreview {
  /** Sanitized HTML, from the renderer that publishes posts. */
  html: string
}

/** Minutes to read at 200 words a minute, at least 1: for the server's posts and the build's seed posts alike. */
export function readTime(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~\-[\]()!|]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
