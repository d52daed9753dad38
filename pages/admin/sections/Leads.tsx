import { useQuery } from '@tanstack/react-query'
import { card, subtleButton } from './ui.ts'
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

/** Every lead, newest first; those not delivered stand out. */
export function Leads() {
  const { data, isLoading, error } = useQuery<{ counts: Record<string, number>; leads: LeadSummary[] }>({ queryKey: ['/api/admin/leads'] })
  const retry = useApiMutation<number>({ method: 'POST', url: (id) => `/api/admin/leads/${id}/retry`, success: 'The lead will be sent again.', invalidates: ['/api/admin/leads'] })
  if (isLoading) return <p>Loading...</p>
  if (error || !data) return <p className="text-accent-700">The leads could not be loaded.</p>
  return (
    <div className="space-y-4">
      <p className="text-slate-600">
        {Object.entries(data.counts)
          .map(([status, count]) => `${count} ${statusLabel[status as LeadSummary['status']]?.toLowerCase() ?? status}`)
          .join(' · ') || 'No leads yet.'}
      </p>
      <ul className="space-y-3">
        {data.leads.map((lead) => (
          <li key={lead.id} className={`${card} ${lead.status === 'failed' || lead.status === 'pending' ? 'ring-2 ring-accent-600' : ''}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-bold text-navy-900">
                {lead.name} · {lead.kind === 'booking' ? 'Booking' : 'Contact'} · {lead.serviceType}
              </h2>
              <span className="text-sm font-semibold">{statusLabel[lead.status]}</span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {new Date(lead.createdAt).toLocaleString()} · <a href={`tel:${lead.phone}`}>{lead.phone}</a> · <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {Object.entries(lead.details).map(([key, value]) => (
                <div key={key} className="flex gap-2">
                  <dt className="text-slate-500">{key}</dt>
                  <dd className="break-words">{value}</dd>
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
          </li>
        ))}
      </ul>
    </div>
  )
}
