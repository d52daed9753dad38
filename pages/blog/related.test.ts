import { describe, expect, it } from 'vitest'
import { relatedPosts } from './related.ts'

const post = (id: number, categoryId: number | null, tagIds: number[], day: number) => ({
  id,
  categoryId,
  tagIds,
  publishedAt: `2026-01-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  createdAt: '2025-12-01T12:00:00.000Z',
})

describe('the posts suggested at the end of an article', () => {
  const article = post(1, 10, [1, 2], 5)
  const posts = [
    article,
    post(2, 11, [], 28), // nothing in common, the newest
    post(3, 11, [1], 3), // one topic
    post(4, 10, [], 2), // the category
    post(5, 12, [3], 20), // nothing in common
    post(6, 10, [1, 2], 1), // the category and both topics
  ]

  it('are those with most in common first, then the newest, never the article itself, three at most', () => {
    expect(relatedPosts(article, posts).map((p) => p.id)).toEqual([6, 4, 3])
    expect(relatedPosts(article, posts, 5).map((p) => p.id)).toEqual([6, 4, 3, 2, 5])
  })

  it('are the newest posts when none shares anything, and fewer when the blog has fewer', () => {
    const lone = post(7, null, [], 15)
    expect(relatedPosts(lone, posts).map((p) => p.id)).toEqual([2, 5, 1])
    expect(relatedPosts(article, [article, posts[1]!])).toEqual([posts[1]])
    expect(relatedPosts(article, [article])).toEqual([])
  })
})
