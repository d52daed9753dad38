import { useRef, useState } from 'react'
import { inputClass } from '../../components/Field.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { card, label, subtleButton } from '../common/ui.ts'

/**
 * For a lead marked won: the review request to send after the job, the same message for every
 * customer with their first name filled in (business.yaml `review`), to copy, or to open in the
 * phone's messages or the mail app.
 */
export function LeadReviewRequest({ lead }: { lead: LeadDetail }) {
  const request = lead.reviewRequest
  const message = useRef<HTMLTextAreaElement>(null)
  const [copied, setCopied] = useState('')
  if (!request) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(request.message)
      setCopied('Copied: paste it into a text or an email to the customer.')
    } catch {
      // No clipboard (an http address other than localhost, or permission refused): the text is selected instead.
      message.current?.select()
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected message.')
    }
  }
  const digits = lead.phone.replace(/\D/g, '').slice(-10)
  return (
    <section className={`${card} space-y-3`} aria-label="Ask for a review">
      <h3 className="text-lg font-bold text-navy-900">Ask for a review</h3>
      <p className="text-sm text-slate-700">
        The job is won: send the customer this request. It goes to{' '}
        <a href={request.link} className="font-semibold text-brand-700 [overflow-wrap:anywhere] hover:underline">
          {request.link}
        </a>
        , which opens the business&apos;s review page.
      </p>
      <div>
        <label htmlFor={`lead-${lead.id}-review`} className={label}>
          Message
        </label>
        <textarea
          id={`lead-${lead.id}-review`}
          ref={message}
          readOnly
          rows={5}
          value={request.message}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={subtleButton} onClick={copy}>
          Copy message
        </button>
        {digits.length === 10 && (
          <a href={`sms:+1${digits}?body=${encodeURIComponent(request.message)}`} className={subtleButton}>
            Text it to {lead.phone}
          </a>
        )}
        {lead.email && (
          <a
            href={`mailto:${lead.email}?subject=${encodeURIComponent(request.emailSubject)}&body=${encodeURIComponent(request.message)}`}
            className={`${subtleButton} [overflow-wrap:anywhere]`}
          >
            Email it to {lead.email}
          </a>
        )}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
    </section>
  )
}
