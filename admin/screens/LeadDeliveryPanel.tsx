import { useQuery } from '@tanstack/react-query'
import { LEAD_DELIVERY, NOWHERE, type LeadDeliveryStatus } from './lead-delivery.ts'
import { card } from '../common/ui.ts'

const link = 'font-semibold text-brand-700 underline'

/** What became of the lead since its latest failure. */
const SINCE = {
  delivered: 'The lead went through on a later attempt.',
  retrying: 'It is being tried again.',
  failed: 'It gave up after every retry.',
}

/**
 * Whether leads reach anyone, at a glance: a warning while they go nowhere, the leads that reached
 * nobody (stored while no target was set, or failed after every retry) with links to them, and the
 * latest delivery failure with its reason and when it happened (in the business's time).
 */
export function LeadDeliveryPanel() {
  const { data: status } = useQuery<LeadDeliveryStatus>({ queryKey: [LEAD_DELIVERY] })
  if (!status) return null
  const { stored, failed } = status.unreached
  const failure = status.latestFailure
  return (
    <section aria-labelledby="lead-delivery" className={`${card} space-y-3`}>
      <h2 id="lead-delivery" className="text-xl font-bold text-navy-900">
        Do leads reach you?
      </h2>
      {status.source === 'none' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300">
          {NOWHERE}{' '}
          <a href="/admin/settings" className={link}>
            Set an email address in Settings
          </a>
          .
        </p>
      ) : (
        <p className="text-slate-700 [overflow-wrap:anywhere]">
          Each lead goes to: {status.targets.map((target) => target.text).join('; ')}.
        </p>
      )}
      {status.targets.some((target) => target.kind === 'email') && !status.email.smtpConfigured && (
        <p className="font-semibold text-accent-700">
          Lead emails cannot go out yet: whoever runs the server must set {status.email.smtpMissing.join(' and ')} in
          its environment (see “Lead emails” in the README), then restart it.
        </p>
      )}
      {stored + failed > 0 ? (
        <p className="font-semibold text-accent-700">
          {stored + failed} lead{stored + failed === 1 ? '' : 's'} reached nobody:{' '}
          {stored > 0 && (
            <a href="/admin/leads?forwarding=stored" className={link}>
              {stored} stored while leads went nowhere
            </a>
          )}
          {stored > 0 && failed > 0 && ', '}
          {failed > 0 && (
            <a href="/admin/leads?forwarding=failed" className={link}>
              {failed} not delivered after every retry
            </a>
          )}
          .
        </p>
      ) : (
        status.source !== 'none' && <p className="text-emerald-800">Every lead so far reached its targets.</p>
      )}
      {failure && (
        <p className="text-slate-700 [overflow-wrap:anywhere]">
          Latest delivery failure, {failure.when}: {failure.target}. {failure.reason}. {SINCE[failure.since]}{' '}
          <a href={`/admin/leads?lead=${failure.leadId}`} className={link}>
            Open the lead
          </a>
        </p>
      )}
    </section>
  )
}
