import type { HomePosts } from '../../components/BlogSection.tsx'
import type { Category } from '../../components/post-format.ts'
import type { Site } from '../../schemas/site.ts'
import { readTime } from '../../shared/posts.ts'

/** Names numbered in the order the server lists them (by name, ignoring case). */
function numbered(names: Iterable<string>): Category[] {
  return [...new Set(names)]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map((name, i) => ({ id: i + 1, name }))
}

/**
 * The content's seed posts (content/blog/) published by `now`, newest first, as the home page's HTML
 * shows them until its island has the server's posts, and for good when JavaScript never runs. The
 * server imports the same posts into its database at start, with the same time of day (12:00 UTC),
 * read time and categories, which it lists by name.
 */
export function builtPosts(site: Site, now: number, count: number): HomePosts {
  const seeds = site.blog.posts
  const categories = numbered(seeds.flatMap((post) => post.category ?? []))
  const topics = numbered(seeds.flatMap((post) => post.tags ?? []))
  const idOf = (list: Category[], name: string | undefined) => list.find((item) => item.name === name)?.id ?? null
  const posts = seeds
    .map((post, i) => ({
      id: i + 1,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      image: post.image ?? null,
      imageAlt: post.image ? (post.imageAlt ?? null) : null,
      categoryId: idOf(categories, post.category),
      tagIds: (post.tags ?? []).flatMap((tag) => idOf(topics, tag) ?? []),
      publishedAt: new Date(`${post.publishedAt}T12:00:00Z`).toISOString(),
      createdAt: new Date(`${post.publishedAt}T12:00:00Z`).toISOString(),
      readTime: readTime(post.markdown),
    }))
    .filter((post) => Date.parse(post.publishedAt) <= now)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, count)
  return { posts, categories, topics }
}
