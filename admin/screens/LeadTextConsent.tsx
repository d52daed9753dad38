import { adminDateTime } from '../common/business-time.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { card } from '../common/ui.ts'

/**
 * The visitor's answer to the text-message box: whether they agreed, when, and the exact words they
 * saw (by version, so a later edit of the wording never changes what an older lead shows).
 */
export function LeadTextConsent({ lead }: { lead: LeadDetail }) {
  const consent = lead.textConsent
  if (!consent) return null
  return (
    <section className={card} aria-label="Text messages">
      <h3 className="text-lg font-bold text-navy-900">Text messages</h3>
      <p className="mt-3 font-semibold text-slate-900">
        {consent.agreed ? 'Agreed to text messages about this request' : 'Did not agree to text messages'}
      </p>
      <p className="text-sm text-slate-600">
        Answered <time dateTime={consent.at}>{adminDateTime(consent.at, lead.timeZone)}</time>, beside these words
        (version {consent.version}):
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-slate-800 [overflow-wrap:anywhere]">
        {consent.text || 'The wording of this version was not kept.'}
      </blockquote>
    </section>
  )
}
