import { card, subtleButton } from './ui.ts'

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

export const statusLabel: Record<LeadSummary['status'], string> = {
  pending: 'Waiting to be forwarded',
  delivered: 'Forwarded',
  failed: 'Not delivered',
  spam: 'Spam',
  stored: 'Stored (no forwarding set)',
}

/** One lead: who, what and when, every field sent, its delivery attempts, and a way to send it again or clear it of spam. */
export function LeadCard({
  lead,
  onRetry,
  onNotSpam,
}: {
  lead: LeadSummary
  onRetry: (id: number) => void
  onNotSpam: (id: number) => void
}) {
  return (
    <li className={`${card} ${lead.status === 'failed' || lead.status === 'pending' ? 'ring-2 ring-accent-600' : ''}`}>
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
        <button type="button" onClick={() => onRetry(lead.id)} className={`${subtleButton} mt-3`}>
          Send again
        </button>
      )}
      {lead.status === 'spam' && (
        <button type="button" onClick={() => onNotSpam(lead.id)} className={`${subtleButton} mt-3`}>
          Not spam — forward it
        </button>
      )}
    </li>
  )
}
