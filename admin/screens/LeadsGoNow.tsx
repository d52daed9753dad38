import { NOWHERE, type LeadDeliveryStatus } from './lead-delivery.ts'

/** Where the forms' mode and the content's forwarder are set, and by whom. */
const MODE_WHERE = (
  <p className="text-sm text-slate-600">
    Whether the forms post to this server at all (their mode) and the content’s forwarder are set in Site content →
    Forms’ choices, by administrators only: site editors neither see nor change them. Any change to where leads go,
    there or here or in the content files, is emailed to every administrator with an email address (Your account) and
    shown on the dashboard.
  </p>
)

/** Where leads go right now, in plain words; going nowhere is a warning, not a neutral choice. */
export function LeadsGoNow({ status }: { status: LeadDeliveryStatus }) {
  if (status.source === 'none')
    return (
      <>
        <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300">
          {NOWHERE} Enter an email address below and save.
        </p>
        {MODE_WHERE}
      </>
    )
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-slate-700">
      <p className="font-semibold text-navy-900">Right now each lead goes to:</p>
      <ul className="mt-1 list-disc pl-5 [overflow-wrap:anywhere]">
        {status.targets.map((target) => (
          <li key={target.text}>
            {target.text}
            {target.kind === 'email' && !status.email.smtpConfigured && (
              <strong className="text-accent-700"> (not yet: this server cannot send email, see below)</strong>
            )}
          </li>
        ))}
      </ul>
      {status.source === 'content' && (
        <p className="mt-2 text-sm">
          That is set in the site’s content files (content/forms.yaml). Once you save this form, what you save here is
          used instead.
        </p>
      )}
      {MODE_WHERE}
    </div>
  )
}
