import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { apiRequest } from '../../../components/admin/api.ts'
import { card, label, subtleButton } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

export interface LeadSummary {
  id: number
  kind: 'contact' | 'booking'
  status: 'pending' | 'delivered' | 'failed' | 'spam' | 'stored'
  createdAt: string
  name: string
  email: string
  phone: string
  serviceType: string
  details: Record<string, string>
  attempts: number
  lastError: string | null
  landingPage: string | null
}

const statusLabel: Record<LeadSummary['status'], string> = {
  pending: 'Waiting to be forwarded',
  delivered: 'Forwarded',
  failed: 'Not delivered',
  spam: 'Spam',
  stored: 'Stored (no forwarding set)',
}

interface LeadPage {
  counts: Record<string, number>
  total: number
  leads: LeadSummary[]
  next: number | null
}

type StatusFilter = LeadSummary['status'] | ''
type FormFilter = LeadSummary['kind'] | ''

/** Every lead, newest first, a page at a time, filtered by status and form; those not delivered stand out. */
export function Leads() {
  const [status, setStatus] = useState<StatusFilter>('')
  const [form, setForm] = useState<FormFilter>('')
  const query = useInfiniteQuery({
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
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="lead-status"
          label="Status"
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          options={[
            ['', 'All statuses'],
            ...Object.entries(statusLabel).map(([value, text]): [string, string] => [
              value,
              first ? `${text} (${first.counts[value] ?? 0})` : text,
            ]),
          ]}
        />
        <FilterSelect
          id="lead-form"
          label="Form"
          value={form}
          onChange={(value) => setForm(value as FormFilter)}
          options={[
            ['', 'Both forms'],
            ['contact', 'Contact'],
            ['booking', 'Booking'],
          ]}
        />
      </div>
      {query.isLoading ? (
        <p>Loading...</p>
      ) : query.error || !first ? (
        <p className="text-accent-700">The leads could not be loaded.</p>
      ) : (
        <>
          <p className="text-slate-600" aria-live="polite">
            {first.total === 0
              ? 'No leads match.'
              : `Showing ${leads.length.toLocaleString()} of ${first.total.toLocaleString()} lead${first.total === 1 ? '' : 's'}` +
                (status || form
                  ? ''
                  : ` · ${Object.entries(first.counts)
                      .map(
                        ([key, count]) =>
                          `${count.toLocaleString()} ${statusLabel[key as LeadSummary['status']]?.toLowerCase() ?? key}`,
                      )
                      .join(' · ')}`)}
          </p>
          <ul className="space-y-3">
            {leads.map((lead) => (
              <li
                key={lead.id}
                className={`${card} ${lead.status === 'failed' || lead.status === 'pending' ? 'ring-2 ring-accent-600' : ''}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-bold text-navy-900">
                    {lead.name} · {lead.kind === 'booking' ? 'Booking' : 'Contact'} · {lead.serviceType}
                  </h2>
                  <span className="text-sm font-semibold">{statusLabel[lead.status]}</span>
                </div>
                <p className="mt-1 text-sm break-words text-slate-600">
                  {new Date(lead.createdAt).toLocaleString()} · <a href={`tel:${lead.phone}`}>{lead.phone}</a> ·{' '}
                  <a href={`mailto:${lead.email}`}>{lead.email}</a>
                </p>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {Object.entries(lead.details).map(([key, value]) => (
                    <div key={key} className="flex gap-2">
                      <dt className="text-slate-500">{key}</dt>
                      <dd className="min-w-0 break-words">{value}</dd>
                    </div>
                  ))}
                </dl>
                {lead.attempts > 0 && (
                  <p className="mt-2 text-xs text-slate-500">
                    {lead.attempts} delivery attempt{lead.attempts === 1 ? '' : 's'}
                    {lead.lastError ? `; last error: ${lead.lastError}` : ''}
                  </p>
                )}
                {lead.status === 'failed' && (
                  <button type="button" onClick={() => retry.mutate(lead.id)} className={`${subtleButton} mt-3`}>
                    Send again
                  </button>
                )}
                {lead.status === 'spam' && (
                  <button type="button" onClick={() => notSpam.mutate(lead.id)} className={`${subtleButton} mt-3`}>
                    Not spam — forward it
                  </button>
                )}
              </li>
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
