import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { apiRequest } from '../../../components/admin/api.ts'
import { LeadCard, statusLabel, type LeadSummary } from './LeadCard.tsx'
import { label, subtleButton } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

interface LeadPage {
  counts: Record<string, number>
  total: number
  leads: LeadSummary[]
  next: number | null
}

type StatusFilter = LeadSummary['status'] | ''
type FormFilter = LeadSummary['kind'] | ''

/** The leads the filters let through, newest first, 50 to a page; the next page starts before the last lead shown. */
function useLeadPages(status: StatusFilter, form: FormFilter) {
  return useInfiniteQuery({
    queryKey: ['/api/admin/leads', { status, form }],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '50' })
      if (status) params.set('status', status)
      if (form) params.set('form', form)
      if (pageParam) params.set('before', String(pageParam))
      return (await (await apiRequest('GET', `/api/admin/leads?${params}`)).json()) as LeadPage
    },
    getNextPageParam: (page) => page.next,
  })
}

/** Every lead, newest first, a page at a time, filtered by status and form; those not delivered stand out. */
export function Leads() {
  const [status, setStatus] = useState<StatusFilter>('')
  const [form, setForm] = useState<FormFilter>('')
  const query = useLeadPages(status, form)
  const retry = useApiMutation<number>({
    method: 'POST',
    url: (id) => `/api/admin/leads/${id}/retry`,
    success: 'The lead will be sent again.',
    invalidates: ['/api/admin/leads'],
  })
  const notSpam = useApiMutation<number>({
    method: 'POST',
    url: (id) => `/api/admin/leads/${id}/not-spam`,
    success: 'Marked as not spam: forwarded where leads go, or stored when they go nowhere.',
    invalidates: ['/api/admin/leads'],
  })
  const first = query.data?.pages[0]
  const leads = query.data?.pages.flatMap((page) => page.leads) ?? []

  return (
    <div className="space-y-4">
      <LeadFilters status={status} form={form} counts={first?.counts} onStatus={setStatus} onForm={setForm} />
      {query.isLoading ? (
        <p>Loading...</p>
      ) : query.error || !first ? (
        <p className="text-accent-700">The leads could not be loaded.</p>
      ) : (
        <>
          <p className="text-slate-600" aria-live="polite">
            {leadsSummary(first, leads.length, Boolean(status || form))}
          </p>
          <ul className="space-y-3">
            {leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onRetry={retry.mutate} onNotSpam={notSpam.mutate} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className={subtleButton}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Show older leads'}
            </button>
          )}
        </>
      )}
    </div>
  )
}

/** "Showing 50 of 120 leads", and, when nothing is filtered, how many there are of each status. */
function leadsSummary(first: LeadPage, shown: number, filtered: boolean): string {
  if (first.total === 0) return 'No leads match.'
  const showing = `Showing ${shown.toLocaleString()} of ${first.total.toLocaleString()} lead${first.total === 1 ? '' : 's'}`
  if (filtered) return showing
  const counts = Object.entries(first.counts).map(
    ([key, count]) => `${count.toLocaleString()} ${statusLabel[key as LeadSummary['status']]?.toLowerCase() ?? key}`,
  )
  return `${showing} · ${counts.join(' · ')}`
}

/** The status filter, each status with its count once known, and the form filter. */
function LeadFilters({
  status,
  form,
  counts,
  onStatus,
  onForm,
}: {
  status: StatusFilter
  form: FormFilter
  counts: Record<string, number> | undefined
  onStatus: (status: StatusFilter) => void
  onForm: (form: FormFilter) => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterSelect
        id="lead-status"
        label="Status"
        value={status}
        onChange={(value) => onStatus(value as StatusFilter)}
        options={[
          ['', 'All statuses'],
          ...Object.entries(statusLabel).map(([value, text]): [string, string] => [
            value,
            counts ? `${text} (${counts[value] ?? 0})` : text,
          ]),
        ]}
      />
      <FilterSelect
        id="lead-form"
        label="Form"
        value={form}
        onChange={(value) => onForm(value as FormFilter)}
        options={[
          ['', 'Both forms'],
          ['contact', 'Contact'],
          ['booking', 'Booking'],
        ]}
      />
    </div>
  )
}

/** A labelled filter of the leads list: [value, text] options, the first meaning "all". */
function FilterSelect({
  id,
  label: text,
  value,
  onChange,
  options,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: [string, string][]
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionText]) => (
          <option key={optionValue} value={optionValue}>
            {optionText}
          </option>
        ))}
      </select>
    </div>
  )
}
