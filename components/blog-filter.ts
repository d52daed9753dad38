import { slugify } from '../schemas/slug.ts'
import type { Category } from './post-format.ts'

/** What the blog list is filtered by; the address says the same (/blog?category=maintenance&topic=springs&q=noise). */
export interface BlogFilter {
  category: number | null
  topicIds: number[]
  query: string
}

/** The blog filtered by one topic: `/blog?topic=hurricane-season`. */
export function topicHref(topic: Category): string {
  return `/blog?topic=${slugify(topic.name)}`
}

/** The address of the blog list filtered as given. */
export function blogFilterHref(filter: BlogFilter, categories: Category[], topics: Category[]): string {
  const params = new URLSearchParams()
  const category = categories.find((c) => c.id === filter.category)
  if (category) params.append('category', slugify(category.name))
  for (const topic of topics.filter((t) => filter.topicIds.includes(t.id))) params.append('topic', slugify(topic.name))
  if (filter.query) params.append('q', filter.query)
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

/** The filter an address asks for; names that match no category or topic are ignored. */
export function blogFilterOf(
  search: { get(name: string): string | null; getAll(name: string): string[] },
  categories: Category[],
  topics: Category[],
): BlogFilter {
  const bySlug = (list: Category[], slug: string) => list.find((item) => slugify(item.name) === slug)
  return {
    category: bySlug(categories, search.get('category') ?? '')?.id ?? null,
    topicIds: [...new Set(search.getAll('topic').flatMap((slug) => bySlug(topics, slug)?.id ?? []))],
    query: (search.get('q') ?? '').trim(),
  }
}
