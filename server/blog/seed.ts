import type { SeedPost } from '../../schemas/site.ts'
import type { BlogStore } from '../db/blog.ts'
import { readTime, renderMarkdown } from './markdown.ts'

/** Imports the seed posts of content/blog/ that were never imported, with their categories and topics; returns how many. */
export function importSeedPosts(store: BlogStore, posts: SeedPost[], now: number): number {
  return store.transaction(() => {
    let imported = 0
    for (const post of posts) {
      if (store.seedImported(post.slug)) continue
      store.markSeedImported(post.slug, now)
      if (store.slugTaken(post.slug)) continue
      const category = post.category
        ? (store.findNamedByName('categories', post.category) ?? store.insertNamed('categories', post.category))
        : null
      const tagIds = (post.tags ?? []).map(
        (name) => (store.findNamedByName('tags', name) ?? store.insertNamed('tags', name)).id,
      )
      store.insert(
        {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          markdown: post.markdown,
          content: renderMarkdown(post.markdown),
          image: post.image ?? null,
          imageAlt: post.image ? (post.imageAlt ?? null) : null,
          categoryId: category?.id ?? null,
          tagIds,
          status: 'published',
          publishedAt: Date.parse(`${post.publishedAt}T12:00:00Z`),
          readTime: readTime(post.markdown),
        },
        now,
      )
      imported++
    }
    return imported
  })
}
