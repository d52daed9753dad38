import { deliveryTone } from './LeadCard.tsx'
import { LeadDeliveryAttempts } from './LeadDeliveryAttempts.tsx'
import { adminDateTime } from '../common/business-time.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { card, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** Where forwarding stands, every attempt (time, address, answer), and "Forward again" with what it will do. */
export function LeadForwarding({ lead }: { lead: LeadDetail }) {
  const forward = useApiMutation<void>({
    method: 'POST',
    url: () => `/api/admin/leads/${lead.id}/forward`,
    success: 'Queued: the lead is being forwarded now.',
    invalidates: ['/api/admin/leads', `/api/admin/leads/${lead.id}`],
  })
  return (
    <section className={card} aria-label="Forwarding">
      <h3 className="text-lg font-bold text-navy-900">Forwarding</h3>
      <p className={`mt-2 ${deliveryTone[lead.status]}`}>
        {lead.delivery}
        {lead.deliveredAt && ` on ${adminDateTime(lead.deliveredAt, lead.timeZone)}`}
      </p>
      <LeadDeliveryAttempts lead={lead} />
      <ForwardAgain lead={lead} pending={forward.isPending} onForward={() => forward.mutate()} />
    </section>
  )
}

function ForwardAgain({ lead, pending, onForward }: { lead: LeadDetail; pending: boolean; onForward: () => void }) {
  if (lead.status === 'spam')
    return (
      <p className="mt-3 text-sm text-slate-600">Spam is never forwarded. Choose “Not spam” above to release it.</p>
    )
  if (lead.status === 'held')
    return (
      <p className="mt-3 text-sm text-slate-600">
        A lead held for review is not forwarded. Choose “Release — forward it” above to send it on.
      </p>
    )
  if (!lead.forwardingTo)
    return (
      <p className="mt-3 text-sm text-slate-600">
        Leads go nowhere: no email address, webhook or forwarder is set, so they are only stored here. Set one under{' '}
        <a href="/admin/settings" className="font-semibold text-brand-700 underline">
          Settings
        </a>{' '}
        to send this lead on.
      </p>
    )
  const explain =
    lead.status === 'delivered'
      ? `It was forwarded already. Forward again sends a second copy to ${lead.forwardingTo}, for when the first went astray or the address has changed; a receiver that drops repeats of the same lead may ignore it.`
      : lead.status === 'pending'
        ? `It is queued for ${lead.forwardingTo}. Forward again tries now instead of waiting for the next retry.`
        : `Forward again sends it to ${lead.forwardingTo} now; if that fails it is retried a few times, then listed as not forwarded.`
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{explain}</p>
      <button type="button" className={subtleButton} disabled={pending} onClick={onForward}>
        Forward again
      </button>
    </div>
  )
}
