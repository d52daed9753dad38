import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import type { ContentList, ContentType } from '../../../shared/admin-content.ts'
import { button, card, label, subtleButton } from '../../common/ui.ts'
import { useKind } from './ContentKinds.tsx'
import { contentUrl } from './content-api.ts'
import { entryNoun as nounOf } from '../../../shared/field-label.ts'
import { contentHref } from './useContentRoute.ts'

/** "city" from "Cities": how one entry of a kind is called in buttons and messages. */
export const entryNoun = (label: string | undefined) => nounOf(label ?? 'Entries')

/** The words' start in lowercase, to find "clear" in "Clearwater" and "spring" in "Weeki Wachee Springs". */
const matches = (title: string, query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => title.toLowerCase().includes(word))

/** A kind's entries, found by title as one types, each opening its form; and a button to add one where that is allowed. */
export function EntryList({ type }: { type: ContentType }) {
  const kind = useKind(type)
  const { data, isLoading, error } = useQuery<ContentList>({ queryKey: [contentUrl(type)] })
  const [query, setQuery] = useState('')
  const noun = entryNoun(kind?.label)
  const entries = (data?.entries ?? []).filter((entry) => matches(entry.title, query))
  const total = data?.entries.length ?? 0
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="content-search" className={label}>
            Search {kind?.label.toLowerCase() ?? 'entries'}
          </label>
          <input
            id="content-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClass}
            aria-describedby="content-search-count"
          />
        </div>
        {kind?.canCreate && (
          <a href={contentHref({ view: 'new', type })} className={button}>
            Add {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun}
          </a>
        )}
      </div>
      <p id="content-search-count" className="text-sm text-slate-600" aria-live="polite">
        {!data ? '' : query ? `${entries.length} of ${total} match “${query}”` : `${total} in all`}
      </p>
      <div className={card}>
        {isLoading ? (
          <p>Loading...</p>
        ) : error ? (
          <p className="text-accent-700">The list could not be loaded.</p>
        ) : entries.length === 0 ? (
          <p className="text-slate-600">{query ? 'Nothing matches this search.' : 'None yet.'}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0">
                  <a
                    href={contentHref({ view: 'entry', type, id: entry.id })}
                    className="font-semibold text-navy-900 hover:underline"
                  >
                    {entry.title}
                  </a>
                  <span className="block text-xs break-words text-slate-500">{entry.file}</span>
                </span>
                {entry.path && (
                  <a
                    href={entry.path}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View the page of ${entry.title} (opens in a new tab)`}
                    className={subtleButton}
                  >
                    View page
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
