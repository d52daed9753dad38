import { Icon } from './Icon.tsx'
import { useState, type FormEvent } from 'react'
import type { BlogFilter } from './blog-filter.ts'
import type { Category } from './post-format.ts'

type Panel = 'categories' | 'topics'

/** The search box of the blog list: typing changes the draft, submitting searches for it. */
export function BlogSearch({
  draft,
  onDraft,
  onSubmit,
  onClear,
}: {
  draft: string
  onDraft: (draft: string) => void
  onSubmit: (event: FormEvent) => void
  onClear: () => void
}) {
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
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
          onChange={(e) => onDraft(e.target.value)}
          placeholder="Search articles"
          className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-10 pl-10 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        {draft && (
          <button
            type="button"
            onClick={onClear}
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
  )
}

/** The Categories and Topics toggles, Clear Filters while filtering, and the panel of choices each toggle opens. */
export function FilterBar({
  categories,
  topics,
  filter,
  filtering,
  onCategory,
  onTopic,
  onClear,
}: {
  categories: Category[]
  topics: Category[]
  filter: BlogFilter
  filtering: boolean
  onCategory: (id: number) => void
  onTopic: (id: number) => void
  onClear: () => void
}) {
  const [panel, setPanel] = useState<Panel | null>(null)
  return (
    <>
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
            onClick={onClear}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-accent-700 hover:underline"
          >
            Clear Filters
          </button>
        )}
      </div>

      {/* Both panels stay in the page, hidden until chosen, so each toggle's aria-controls names an element. */}
      <ChoicePanel
        kind="categories"
        open={panel === 'categories'}
        choices={categories}
        isChosen={(id) => filter.category === id}
        onChoose={(id) => (onCategory(id), setPanel(null))}
      />
      <ChoicePanel
        kind="topics"
        open={panel === 'topics'}
        choices={topics}
        isChosen={(id) => filter.topicIds.includes(id)}
        onChoose={(id) => (onTopic(id), setPanel(null))}
      />
    </>
  )
}

/** One panel of filter choices, each a button pressed while its filter is on. */
function ChoicePanel({
  kind,
  open,
  choices,
  isChosen,
  onChoose,
}: {
  kind: Panel
  open: boolean
  choices: Category[]
  isChosen: (id: number) => boolean
  onChoose: (id: number) => void
}) {
  return (
    <div
      id={`filter-${kind}`}
      hidden={!open}
      className="mt-3 flex flex-wrap gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          aria-pressed={isChosen(choice.id)}
          onClick={() => onChoose(choice.id)}
          className="rounded-full border border-slate-300 px-3 py-1.5 text-sm aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
        >
          {choice.name}
        </button>
      ))}
    </div>
  )
}

/** The filters in force, each a chip that removes it. */
export function ActiveFilters({
  categories,
  topics,
  filter: { category, topicIds, query },
  onRemoveCategory,
  onRemoveTopic,
  onRemoveQuery,
}: {
  categories: Category[]
  topics: Category[]
  filter: BlogFilter
  onRemoveCategory: () => void
  onRemoveTopic: (id: number) => void
  onRemoveQuery: () => void
}) {
  const name = (list: Category[], id: number) => list.find((c) => c.id === id)?.name ?? ''
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Active filters">
      {category !== null && <Chip label={`Category: ${name(categories, category)}`} onRemove={onRemoveCategory} />}
      {topicIds.map((id) => (
        <Chip key={id} label={`Topic: ${name(topics, id)}`} onRemove={() => onRemoveTopic(id)} />
      ))}
      {query && <Chip label={`Search: ${query}`} onRemove={onRemoveQuery} />}
    </ul>
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
