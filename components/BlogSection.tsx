import { useState } from 'react'
import { byNewest, categoryName, type Category, type PostCardData, type PostSummary } from './post-format.ts'
import { PostGrid } from './PostCard.tsx'
import { useJson } from './useJson.ts'

/** The home page shows only the most recent posts, a few at a time. */
export const RECENT_POSTS = 5
const PAGE = 3

/** Posts with the names of their categories and topics. */
export interface HomePosts {
  posts: PostCardData[]
  categories: Category[]
  topics: Category[]
}

/**
 * The section sits near the end of the home page, an island that wakes as the visitor scrolls
 * towards it. Its HTML shows the posts the build knew (`built`), so the cards read the same before
 * it wakes and with JavaScript off; once awake it asks the server for the posts published now and
 * shows those. A category is chosen by name, which the build's posts and the server's share.
 */
export function BlogSection({ built }: { built: HomePosts }) {
  const posts = useJson<PostSummary[]>('/api/blog/posts')
  const categories = useJson<Category[]>('/api/blog/categories')
  const topics = useJson<Category[]>('/api/blog/tags')
  const [category, setCategory] = useState<string | null>(null)
  const [visible, setVisible] = useState(PAGE)

  const live =
    posts.data && categories.data && topics.data
      ? { posts: posts.data, categories: categories.data, topics: topics.data }
      : null
  const loading = posts.loading || categories.loading || topics.loading
  if (!live && loading && built.posts.length === 0)
    return (
      <div>
        <p className="text-slate-600">Loading blog posts...</p>
      </div>
    )
  // Should the server not answer, the build's posts stay.
  const shown = live ?? built
  const recent = [...shown.posts].sort(byNewest).slice(0, RECENT_POSTS)
  const matches =
    category === null ? recent : recent.filter((post) => categoryName(shown.categories, post.categoryId) === category)
  const allCategories = shown.categories
  const choose = (name: string | null) => {
    setCategory(name)
    setVisible(PAGE)
  }

  return (
    <div>
      {allCategories.length > 0 && (
        <div className="mb-6 flex flex-wrap gap-2" role="group" aria-label="Filter posts by category">
          {[{ id: null, name: 'All' }, ...allCategories].map((c) => (
            <button
              key={c.id ?? 'all'}
              type="button"
              aria-pressed={category === (c.id === null ? null : c.name)}
              onClick={() => choose(c.id === null ? null : c.name)}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {matches.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-bold text-navy-900">No Posts Found</h3>
          <p className="mt-2 text-slate-600">
            {category === null ? 'No blog posts have been published yet.' : 'There are no posts in this category yet.'}
          </p>
          {category !== null && (
            <button
              type="button"
              onClick={() => choose(null)}
              className="mt-4 rounded-lg bg-navy-900 px-4 py-2 font-bold text-white"
            >
              View All Posts
            </button>
          )}
        </div>
      ) : (
        <PostGrid
          posts={matches}
          categories={allCategories}
          topics={shown.topics}
          visible={visible}
          step={PAGE}
          onMore={setVisible}
        />
      )}
    </div>
  )
}
