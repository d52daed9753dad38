import { businessDateTime } from '../../shared/business-time.ts'
import type { LeadDeliveryAttempt, LeadDetail } from '../../shared/admin-leads.ts'

/** The attempts of one lead, target by target (an email and a webhook are tried and recorded on their own). */
export function LeadDeliveryAttempts({ lead }: { lead: LeadDetail }) {
  if (lead.deliveries.length === 0) return null
  const byTarget = new Map<string, LeadDeliveryAttempt[]>()
  for (const d of lead.deliveries) byTarget.set(d.target, [...(byTarget.get(d.target) ?? []), d])
  return (
    <div className="mt-3 space-y-3 text-sm" aria-label="Delivery attempts">
      {[...byTarget].map(([target, attempts]) => (
        <section key={target} aria-label={target}>
          <h4 className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{target}</h4>
          <ol className="mt-1 space-y-1">
            {attempts.map((d) => (
              <li key={d.attempt} className="rounded-lg bg-slate-50 p-3 [overflow-wrap:anywhere]">
                <span className="font-semibold">Attempt {d.attempt}</span> ·{' '}
                {businessDateTime(Date.parse(d.at), lead.timeZone)} ·{' '}
                <span className={d.ok ? 'text-emerald-800' : 'text-accent-700'}>
                  {d.ok ? `accepted${d.reason ? `; ${d.reason}` : ''}` : `failed: ${d.reason}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
