import { slugify } from '../shared/slug.ts'
import type { Category } from './post-format.ts'

/** What the blog list is filtered by; the address says the same (/blog?category=maintenance&topic=springs&q=noise). */
export interface BlogFilter {
  category: number | null
  topicIds: number[]
  query: string
}

/**
 * Text as search compares it: lower case, accents dropped, and nothing but letters and digits, so
 * that "wifi", "Wi-Fi" and "wi fi" are one word, as are "o'lakes" and "O' Lakes".
 */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

/** Whether a post's title, excerpt or text holds the search, compared as searchable() writes both. */
export function matchesSearch(post: { title: string; excerpt: string; text: string }, query: string): boolean {
  const wanted = searchable(query)
  return !wanted || [post.title, post.excerpt, post.text].some((field) => searchable(field).includes(wanted))
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
