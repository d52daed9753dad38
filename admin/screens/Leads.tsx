import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest } from '../common/api.ts'
import { LeadCard } from './LeadCard.tsx'
import { LeadDetail } from './LeadDetail.tsx'
import { LeadFilters } from './LeadFilters.tsx'
import type { LeadPage } from '../../shared/admin-leads.ts'
import { apiQuery, FILTER_KEYS, filtersOf, useLeadsUrl, type LeadFilterState } from './lead-types.ts'
import { subtleButton } from '../common/ui.ts'

/** Leads shown per page. */
const PAGE_SIZE = 50

/**
 * The lead inbox: every lead, urgent ones still new first, then newest first, searched and
 * filtered, a page at a time; a lead opens in full at /admin/leads?lead=<id>, the filters kept in
 * the address for the way back.
 */
export function Leads() {
  const [params, go] = useLeadsUrl()
  const filters = filtersOf(params)
  const listParams = () => {
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) if (filters[key]) next.set(key, filters[key])
    return next
  }
  // The lead last opened: its link takes the focus again on the way back to the list, on the page it was on.
  const [opened, setOpened] = useState<number | null>(null)
  const [paging, setPaging] = useState<{ query: string; cursors: (string | null)[] }>({ query: '', cursors: [null] })
  const leadId = Number(params.get('lead'))
  if (Number.isInteger(leadId) && leadId > 0)
    return <LeadDetail key={leadId} id={leadId} listHref={hrefOf(listParams())} onBack={() => go(listParams())} />
  const open = (id: number) => {
    setOpened(id)
    const next = listParams()
    next.set('lead', String(id))
    go(next)
  }
  const change = (changed: LeadFilterState) => {
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) if (changed[key]) next.set(key, changed[key])
    go(next, true)
  }
  const query = apiQuery(filters).toString()
  const cursors = paging.query === query ? paging.cursors : [null]
  return (
    <div className="space-y-4">
      <LeadFilters filters={filters} onChange={change} />
      <LeadList
        query={query}
        cursors={cursors}
        setCursors={(change) => setPaging({ query, cursors: change(cursors) })}
        focusId={opened}
        onOpen={open}
        hrefOf={(id) => hrefOf(withLead(listParams(), id))}
      />
    </div>
  )
}

const hrefOf = (params: URLSearchParams) => `/admin/leads${params.size ? `?${params}` : ''}`
const withLead = (params: URLSearchParams, id: number) => (params.set('lead', String(id)), params)

/** One page of the filtered leads; Older and Newer move through them all (the cursors of the pages seen are kept). */
function LeadList({
  query,
  cursors,
  setCursors,
  focusId,
  onOpen,
  hrefOf,
}: {
  query: string
  cursors: (string | null)[]
  setCursors: (change: (cursors: (string | null)[]) => (string | null)[]) => void
  focusId: number | null
  onOpen: (id: number) => void
  hrefOf: (id: number) => string
}) {
  const cursor = cursors[cursors.length - 1]!
  const page = useQuery({
    queryKey: ['/api/admin/leads', query, cursor],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const params = new URLSearchParams(query)
      params.set('limit', String(PAGE_SIZE))
      if (cursor) params.set('before', cursor)
      const data = (await (await apiRequest('GET', `/api/admin/leads?${params}`)).json()) as LeadPage
      // The number of its first lead goes with the page, so that while the next page loads the
      // summary still counts the leads on screen.
      return { ...data, first: (cursors.length - 1) * PAGE_SIZE + 1 }
    },
  })
  if (page.isLoading) return <p>Loading leads...</p>
  if (page.error || !page.data)
    return <p className="text-accent-700">The leads could not be loaded. Reload to try again.</p>
  const { leads, total, timeZone, next, first } = page.data
  const range = leads.length ? `${first.toLocaleString()}–${(first + leads.length - 1).toLocaleString()}` : '0'
  return (
    <section aria-label="Leads" aria-busy={page.isPlaceholderData} className="space-y-3 aria-busy:opacity-60">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {total === 0
            ? 'No leads match these filters.'
            : `Leads ${range} of ${total.toLocaleString()}, newest first (urgent leads still new on top)`}
        </p>
        <a href={`/api/admin/leads/export${query ? `?${query}` : ''}`} download className={subtleButton}>
          Export {total.toLocaleString()} lead{total === 1 ? '' : 's'} as CSV
        </a>
      </div>
      {leads.length > 0 && <ListHeader />}
      <ul className="space-y-3">
        {leads.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            timeZone={timeZone}
            href={hrefOf(lead.id)}
            focus={lead.id === focusId}
            onOpen={onOpen}
          />
        ))}
      </ul>
      <nav aria-label="Pages of leads" className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${subtleButton} disabled:opacity-50`}
          disabled={cursors.length === 1}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          ← Newer leads
        </button>
        <button
          type="button"
          className={`${subtleButton} disabled:opacity-50`}
          disabled={next === null || page.isPlaceholderData}
          onClick={() => setCursors((list) => [...list, next])}
        >
          Older leads →
        </button>
      </nav>
    </section>
  )
}

/** Column names over the rows on a wide screen (each card names its parts on a phone). */
function ListHeader() {
  return (
    <div
      aria-hidden="true"
      className="hidden px-5 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.6fr)_11rem] lg:gap-4"
    >
      <span>Lead</span>
      <span>Phone and email</span>
      <span>Service and city</span>
      <span>Status</span>
    </div>
  )
}
