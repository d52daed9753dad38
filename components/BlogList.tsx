import { Icon } from './Icon.tsx'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { blogFilterHref, type BlogFilter } from './blog-filter.ts'
import { byNewest, type Category, type PostSummary } from './post-format.ts'
import { PostGrid } from './PostCard.tsx'

/** Cards shown at first, and added by each Load More. */
const PAGE = 9

type ListedPost = Omit<PostSummary, 'content'> & { text: string }

/** A post matches when the search text is in its title, excerpt or content, ignoring case. */
export function matchesSearch(post: ListedPost, query: string): boolean {
  const q = query.trim().toLowerCase()
  return (
    !q ||
    post.title.toLowerCase().includes(q) ||
    post.excerpt.toLowerCase().includes(q) ||
    post.text.toLowerCase().includes(q)
  )
}

/** The blog's articles, filtered as the address says (a topic's link: /blog?topic=hurricane-season); the address follows the filters chosen here. */
export function BlogList({
  posts,
  categories,
  topics,
  filter,
}: {
  posts: ListedPost[]
  categories: Category[]
  topics: Category[]
  filter: BlogFilter
}) {
  const [category, setCategory] = useState<number | null>(filter.category)
  const [topicIds, setTopicIds] = useState<number[]>(filter.topicIds)
  const [query, setQuery] = useState(filter.query)
  const [draft, setDraft] = useState(filter.query)
  const [panel, setPanel] = useState<'categories' | 'topics' | null>(null)
  const [visible, setVisible] = useState(PAGE)

  const matches = useMemo(
    () =>
      [...posts]
        .sort(byNewest)
        .filter(
          (post) =>
            (category === null || post.categoryId === category) &&
            topicIds.every((id) => post.tagIds.includes(id)) &&
            matchesSearch(post, query),
        ),
    [posts, category, topicIds, query],
  )
  const filtering = category !== null || topicIds.length > 0 || query !== ''
  useEffect(() => {
    const href = blogFilterHref({ category, topicIds, query }, categories, topics)
    if (href !== location.pathname + location.search) history.replaceState(history.state, '', href)
  }, [category, topicIds, query, categories, topics])
  const reset = () => setVisible(PAGE)
  const clearFilters = () => {
    setCategory(null)
    setTopicIds([])
    setQuery('')
    setDraft('')
    reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setQuery(draft.trim())
    reset()
  }
  const name = (list: Category[], id: number) => list.find((c) => c.id === id)?.name ?? ''

  return (
    <div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="blog-search"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search articles"
            className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-10 pl-10 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          {draft && (
            <button
              type="button"
              onClick={() => {
                setDraft('')
                setQuery('')
                reset()
              }}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
            >
              <Icon name="x" className="size-5" />
            </button>
          )}
        </div>
        <button type="submit" className="rounded-lg bg-navy-900 px-5 font-bold text-white hover:bg-navy-800">
          Search
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {(['categories', 'topics'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            aria-expanded={panel === kind}
            aria-controls={`filter-${kind}`}
            onClick={() => setPanel(panel === kind ? null : kind)}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600"
          >
            {kind === 'categories' ? 'Categories' : 'Topics'}
            <Icon name="chevron-down" className="size-4" />
          </button>
        ))}
        {filtering && (
          <button
            type="button"
            onClick={clearFilters}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-accent-700 hover:underline"
          >
            Clear Filters
          </button>
        )}
      </div>

      {/* Both panels stay in the page, hidden until chosen, so each toggle's aria-controls names an element. */}
      <div
        id="filter-categories"
        hidden={panel !== 'categories'}
        className="mt-3 flex flex-wrap gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => {
              setCategory(category === c.id ? null : c.id)
              setPanel(null)
              reset()
            }}
            className="rounded-full border border-slate-300 px-3 py-1.5 text-sm aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
          >
            {c.name}
          </button>
        ))}
      </div>
      <div
        id="filter-topics"
        hidden={panel !== 'topics'}
        className="mt-3 flex flex-wrap gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        {topics.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={topicIds.includes(t.id)}
            onClick={() => {
              setTopicIds(topicIds.includes(t.id) ? topicIds.filter((id) => id !== t.id) : [...topicIds, t.id])
              setPanel(null)
              reset()
            }}
            className="rounded-full border border-slate-300 px-3 py-1.5 text-sm aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
          >
            {t.name}
          </button>
        ))}
      </div>

      {filtering && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Active filters">
          {category !== null && (
            <Chip label={`Category: ${name(categories, category)}`} onRemove={() => (setCategory(null), reset())} />
          )}
          {topicIds.map((id) => (
            <Chip
              key={id}
              label={`Topic: ${name(topics, id)}`}
              onRemove={() => (setTopicIds(topicIds.filter((t) => t !== id)), reset())}
            />
          ))}
          {query && <Chip label={`Search: ${query}`} onRemove={() => (setQuery(''), setDraft(''), reset())} />}
        </ul>
      )}

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        Showing {Math.min(visible, matches.length)} of {matches.length} articles
      </p>

      {matches.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-bold text-navy-900">No Articles Found</h2>
          <p className="mt-2 text-slate-600">We couldn't find any articles matching your criteria.</p>
          <button
            type="button"
            onClick={clearFilters}
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
              onMore={setVisible}
            />
          </div>
        </>
      )}
    </div>
  )
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-semibold text-navy-900">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="rounded-full p-1 hover:bg-brand-200"
      >
        <Icon name="x" className="size-3.5" />
      </button>
    </li>
  )
}
