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
 * Whether leads reach anyone, at a glance, from what the live forms really post to (their HTML): in
 * red a form that posts anywhere but this server; a warning while they go nowhere, the leads that reached
 * nobody (stored while no target was set, or failed after every retry) with links to them, and the
 * latest delivery failure with its reason and when it happened (in the business's time), and the
 * latest changes to where leads go (who, when, before → after).
 */
export function LeadDeliveryPanel() {
  const { data: status } = useQuery<LeadDeliveryStatus>({ queryKey: [LEAD_DELIVERY] })
  if (!status) return null
  const { stored, failed } = status.unreached
  const failure = status.latestFailure
  const elsewhere = status.liveForms.some((form) => form.elsewhere)
  return (
    <section aria-labelledby="lead-delivery" className={`${card} space-y-3`}>
      <h2 id="lead-delivery" className="text-xl font-bold text-navy-900">
        Do leads reach you?
      </h2>
      <LiveFormAlerts forms={status.liveForms} />
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
          {elsewhere ? 'Each lead sent to this server' : 'The live forms post to this server. Each lead'} goes to:{' '}
          {status.targets.map((target) => target.text).join('; ')}.
        </p>
      )}
      {status.targets.some((target) => target.kind === 'email') && !status.email.smtpConfigured && (
        <p className="font-semibold text-accent-700">
          Lead emails cannot go out yet: whoever runs the server must set {status.email.smtpMissing.join(' and ')} in
          its environment (see “Lead emails” in docs/leads.md), then restart it.
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
        status.allDelivered && <p className="text-emerald-800">Every lead so far reached its targets.</p>
      )}
      {failure && (
        <p className="text-slate-700 [overflow-wrap:anywhere]">
          Latest delivery failure, {failure.when}: {failure.target}. {failure.reason}. {SINCE[failure.since]}{' '}
          <a href={`/admin/leads?lead=${failure.leadId}`} className={link}>
            Open the lead
          </a>
        </p>
      )}
      <RoutingChanges changes={status.routingChanges} />
    </section>
  )
}

/** The latest changes to where leads go: when, who (or "a content file"), before → after. */
function RoutingChanges({ changes }: { changes: LeadDeliveryStatus['routingChanges'] }) {
  if (!changes.length) return null
  return (
    <div>
      <h3 className="font-bold text-navy-900">Changes to where leads go</h3>
      <ul className="list-disc space-y-1 pl-5 text-slate-700 [overflow-wrap:anywhere]">
        {changes.map((change, index) => (
          <li key={index}>
            {change.when}, by {change.by}: {change.before} → {change.after}.
          </li>
        ))}
      </ul>
    </div>
  )
}

/** In red, each live form that posts anywhere but this server (read from the live build's HTML); a form page missing. */
function LiveFormAlerts({ forms }: { forms: LeadDeliveryStatus['liveForms'] }) {
  return (
    <>
      {forms
        .filter((form) => form.elsewhere)
        .map((form) => (
          <p
            key={`${form.page} ${form.action}`}
            role="alert"
            className="rounded-lg bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-300 [overflow-wrap:anywhere]"
          >
            The live {form.page} form posts to {form.action}, not to this server: its leads go there, are not stored
            here and are not in Leads.
          </p>
        ))}
      {forms
        .filter((form) => form.action === null)
        .map((form) => (
          <p key={form.page} className="font-semibold text-accent-700">
            The live site has no {form.page} page: nobody can send a lead from it.
          </p>
        ))}
    </>
  )
}
