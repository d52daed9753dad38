/** A post as the admin API sends it. */
export interface AdminPost {
  id: number
  title: string
  slug: string
  excerpt: string
  markdown: string
  image: string | null
  imageAlt: string | null
  categoryId: number | null
  tagIds: number[]
  status: 'draft' | 'published'
  publishedAt: string | null
  updatedAt: string
}

/** A category or a topic. */
export interface Named {
  id: number
  name: string
}

/** The lists a change to a post refreshes: the admin's and the public blog's. */
export const LISTS = ['/api/admin/posts', '/api/blog/posts']
