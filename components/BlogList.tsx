import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { blogFilterHref, matchesSearch, type BlogFilter } from './blog-filter.ts'
import { ActiveFilters, BlogSearch, FilterBar } from './BlogFilters.tsx'
import { byNewest, type Category, type PostSummary } from './post-format.ts'
import { PostGrid } from './PostCard.tsx'

/** Cards shown at first, and added by each Load More. */
const PAGE = 9

type ListedPost = Omit<PostSummary, 'content'> & { text: string }

/** The posts the filter lets through, newest first. */
function filterPosts(posts: ListedPost[], { category, topicIds, query }: BlogFilter): ListedPost[] {
  return [...posts]
    .sort(byNewest)
    .filter(
      (post) =>
        (category === null || post.categoryId === category) &&
        topicIds.every((id) => post.tagIds.includes(id)) &&
        matchesSearch(post, query),
    )
}

/** Keeps the address in step with the filters, replacing the history entry rather than adding one. */
function useFilterAddress({ category, topicIds, query }: BlogFilter, categories: Category[], topics: Category[]) {
  useEffect(() => {
    const href = blogFilterHref({ category, topicIds, query }, categories, topics)
    if (href !== location.pathname + location.search) history.replaceState(history.state, '', href)
  }, [category, topicIds, query, categories, topics])
}

/** The filters chosen, the search being typed, how many cards show, and the changes to them; each change shows the first page again. */
function useBlogFilters(posts: ListedPost[], initial: BlogFilter, categories: Category[], topics: Category[]) {
  const [category, setCategory] = useState<number | null>(initial.category)
  const [topicIds, setTopicIds] = useState<number[]>(initial.topicIds)
  const [query, setQuery] = useState(initial.query)
  const [draft, setDraft] = useState(initial.query)
  const [visible, setVisible] = useState(PAGE)
  const filter = { category, topicIds, query }
  const matches = useMemo(() => filterPosts(posts, { category, topicIds, query }), [posts, category, topicIds, query])
  useFilterAddress(filter, categories, topics)
  const reset = () => setVisible(PAGE)
  return {
    filter,
    filtering: category !== null || topicIds.length > 0 || query !== '',
    matches,
    visible,
    setVisible,
    draft,
    setDraft,
    submit: (event: FormEvent) => {
      event.preventDefault()
      setQuery(draft.trim())
      reset()
    },
    clearSearch: () => {
      setDraft('')
      setQuery('')
      reset()
    },
    clearFilters: () => {
      setCategory(null)
      setTopicIds([])
      setQuery('')
      setDraft('')
      reset()
    },
    toggleCategory: (id: number) => {
      setCategory(category === id ? null : id)
      reset()
    },
    toggleTopic: (id: number) => {
      setTopicIds(topicIds.includes(id) ? topicIds.filter((t) => t !== id) : [...topicIds, id])
      reset()
    },
    removeCategory: () => {
      setCategory(null)
      reset()
    },
    removeTopic: (id: number) => {
      setTopicIds(topicIds.filter((t) => t !== id))
      reset()
    },
  }
}

/** The blog's articles, filtered as the address says (a topic's link: /blog?topic=hurricane-season); the address follows the filters chosen here. */
export function BlogList({
  posts,
  categories,
  topics,
  filter: initialFilter,
}: {
  posts: ListedPost[]
  categories: Category[]
  topics: Category[]
  filter: BlogFilter
}) {
  const blog = useBlogFilters(posts, initialFilter, categories, topics)
  return (
    <div>
      <BlogSearch draft={blog.draft} onDraft={blog.setDraft} onSubmit={blog.submit} onClear={blog.clearSearch} />
      <FilterBar
        categories={categories}
        topics={topics}
        filter={blog.filter}
        filtering={blog.filtering}
        onCategory={blog.toggleCategory}
        onTopic={blog.toggleTopic}
        onClear={blog.clearFilters}
      />
      {blog.filtering && (
        <ActiveFilters
          categories={categories}
          topics={topics}
          filter={blog.filter}
          onRemoveCategory={blog.removeCategory}
          onRemoveTopic={blog.removeTopic}
          onRemoveQuery={blog.clearSearch}
        />
      )}
      <BlogResults
        matches={blog.matches}
        categories={categories}
        topics={topics}
        visible={blog.visible}
        onMore={blog.setVisible}
        onClearFilters={blog.clearFilters}
      />
    </div>
  )
}

/** How many articles match, then their cards, or a way out when none do. */
function BlogResults({
  matches,
  categories,
  topics,
  visible,
  onMore,
  onClearFilters,
}: {
  matches: ListedPost[]
  categories: Category[]
  topics: Category[]
  visible: number
  onMore: (visible: number) => void
  onClearFilters: () => void
}) {
  return (
    <>
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        Showing {Math.min(visible, matches.length)} of {matches.length} articles
      </p>

      {matches.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-bold text-navy-900">No Articles Found</h2>
          <p className="mt-2 text-slate-600">We couldn't find any articles matching your criteria.</p>
          <button
            type="button"
            onClick={onClearFilters}
            className="mt-5 rounded-lg bg-navy-900 px-5 py-2.5 font-bold text-white"
          >
            Clear Filters
          </button>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Articles</h2>
          <div className="mt-4">
            <PostGrid
              posts={matches}
              categories={categories}
              topics={topics}
              visible={visible}
              step={PAGE}
              onMore={onMore}
            />
          </div>
        </>
      )}
    </>
  )
}
