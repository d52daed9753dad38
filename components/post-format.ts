import type { Named, PublicPost } from '../shared/posts.ts'

/** A published post as GET /api/blog/posts returns it. */
export type PostSummary = PublicPost

export type Category = Named

/** What a post card shows. */
export type PostCardData = Pick<
  PostSummary,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'image'
  | 'imageAlt'
  | 'categoryId'
  | 'tagIds'
  | 'publishedAt'
  | 'createdAt'
  | 'readTime'
>

/** Newest first, by publish date, else creation date. */
export function byNewest(
  a: Pick<PostSummary, 'publishedAt' | 'createdAt'>,
  b: Pick<PostSummary, 'publishedAt' | 'createdAt'>,
): number {
  return (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt)
}

export function categoryName(categories: Category[], id: number | null): string {
  return categories.find((c) => c.id === id)?.name ?? 'Uncategorized'
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
