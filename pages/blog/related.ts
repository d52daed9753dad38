import { byNewest, type PostSummary } from '../../components/post-format.ts'

type Relatable = Pick<PostSummary, 'id' | 'categoryId' | 'tagIds' | 'publishedAt' | 'createdAt'>

/** How much another post has in common with an article: each shared topic, and its category counting as two. */
function kinship(article: Relatable, post: Relatable): number {
  const sameCategory = article.categoryId !== null && post.categoryId === article.categoryId
  return post.tagIds.filter((id) => article.tagIds.includes(id)).length + (sameCategory ? 2 : 0)
}

/**
 * The posts suggested at the end of an article: those with most in common with it first (its
 * category, its topics), newest first among equals, so that a post sharing nothing is suggested only
 * to make up the number. Never the article itself.
 */
export function relatedPosts<Post extends Relatable>(article: Relatable, posts: Post[], count = 3): Post[] {
  return posts
    .filter((post) => post.id !== article.id)
    .sort((a, b) => kinship(article, b) - kinship(article, a) || byNewest(a, b))
    .slice(0, count)
}
