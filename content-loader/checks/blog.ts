import type { BlogPostFrontMatter, Taxonomy } from '../../schemas/blog.ts'
import { unknownName, type ContentProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { inContent } from '../read.ts'

/** Blog posts: no slug used twice, and every category and topic listed in blog/taxonomy.yaml (when it is valid). */
export function checkPosts(
  posts: Checked<BlogPostFrontMatter>[],
  taxonomy: Taxonomy | undefined,
  contentDir: string,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const firstWithSlug = new Map<string, string>()
  for (const { value, source } of posts) {
    const earlier = value.slug === undefined ? undefined : firstWithSlug.get(value.slug)
    if (earlier) {
      const message = `duplicate slug "${value.slug}": ${inContent(contentDir, earlier)} already uses it`
      problems.push(source.problem(['slug'], message))
    } else if (value.slug !== undefined) firstWithSlug.set(value.slug, source.path)
    if (!taxonomy) continue
    if (value.category && !taxonomy.categories.includes(value.category)) {
      const message = unknownName('category', value.category, taxonomy.categories, CATEGORIES_LISTED)
      problems.push(source.problem(['category'], message))
    }
    value.tags?.forEach((tag, i) => {
      if (!taxonomy.topics.includes(tag))
        problems.push(source.problem(['tags', i], unknownName('topic', tag, taxonomy.topics, TOPICS_LISTED)))
    })
  }
  return problems
}

const CATEGORIES_LISTED = 'categories are listed in blog/taxonomy.yaml'
const TOPICS_LISTED = 'topics are listed in blog/taxonomy.yaml'

/** The slugs the posts use, each once: their pages are at /blog/<slug>. */
export function postSlugs(posts: Checked<BlogPostFrontMatter>[]): Set<string> {
  return new Set(posts.flatMap(({ value }) => (value.slug === undefined ? [] : [value.slug])))
}
