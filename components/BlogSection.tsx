import { useState } from 'react'
import { byNewest, type Category, type PostSummary } from './post-format.ts'
import { PostGrid } from './PostCard.tsx'
import { useJson } from './useJson.ts'

/** The home page shows only the most recent posts, a few at a time. */
const RECENT = 5
const PAGE = 3

/**
 * The section sits near the end of the home page, an island that wakes as the visitor scrolls
 * towards it: its posts load then, so the page's own loading waits on no request.
 */
export function BlogSection() {
  const posts = useJson<PostSummary[]>('/api/blog/posts')
  const categories = useJson<Category[]>('/api/blog/categories')
  const topics = useJson<Category[]>('/api/blog/tags')
  const [category, setCategory] = useState<number | null>(null)
  const [visible, setVisible] = useState(PAGE)

  if (posts.loading || categories.loading || topics.loading)
    return (
      <div>
        <p className="text-slate-600">Loading blog posts...</p>
      </div>
    )
  const recent = [...(posts.data ?? [])].sort(byNewest).slice(0, RECENT)
  const matches = category === null ? recent : recent.filter((post) => post.categoryId === category)
  const allCategories = categories.data ?? []
  const choose = (id: number | null) => {
    setCategory(id)
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
              aria-pressed={category === c.id}
              onClick={() => choose(c.id)}
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
          topics={topics.data ?? []}
          visible={visible}
          step={PAGE}
          onMore={setVisible}
        />
      )}
    </div>
  )
}
