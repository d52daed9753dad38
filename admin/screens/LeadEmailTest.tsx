import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest, errorText } from '../common/api.ts'
import type { TestEmailResult } from '../../shared/admin-api.ts'
import { businessDateTime } from '../../shared/business-time.ts'
import { CHECKLIST, LEAD_DELIVERY, type LeadDeliveryStatus } from './lead-delivery.ts'
import { subtleButton } from '../common/ui.ts'

/** A test email's outcome, and the addresses it went to. */
type Outcome = TestEmailResult & { to: string[] }

/**
 * "Send a test email" to the addresses typed above (saved or not), with the outcome in words: sent,
 * the mail server's own refusal, or what the person who runs the server must set. After a send,
 * "Did it arrive?" records the answer, which counts while those addresses are the ones saved.
 */
export function LeadEmailTest({ typed, status }: { typed: string[]; status: LeadDeliveryStatus }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const call = async (url: string) => {
    setBusy(true)
    try {
      const res = await apiRequest('POST', url, { recipients: typed })
      return (await res.json()) as TestEmailResult
    } catch (error) {
      return { sent: false, message: errorText(error) }
    } finally {
      setBusy(false)
    }
  }
  const send = async () => setOutcome({ ...(await call('/api/admin/settings/test-email')), to: typed })
  const confirm = async () => {
    await call('/api/admin/settings/test-email/received')
    setOutcome(null)
    await Promise.all([LEAD_DELIVERY, CHECKLIST].map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
  }
  const { email } = status
  return (
    <div className="space-y-2">
      {!email.smtpConfigured && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300">
          This server cannot send email yet. Whoever runs it must set {email.smtpMissing.join(' and ')} in its
          environment (see “Lead emails” in docs/leads.md), then restart it. Until then, leads wait here and are listed
          under Leads.
        </p>
      )}
      {email.testReceived && email.testReceivedAt !== null && (
        <p className="text-emerald-800">
          You said a test email reached {email.recipients.join(', ')} (
          {businessDateTime(email.testReceivedAt, status.timeZone)}).
        </p>
      )}
      <button type="button" className={subtleButton} disabled={busy || typed.length === 0} onClick={send}>
        Send a test email
      </button>
      {outcome && (
        <div role="status" className={outcome.sent ? 'text-slate-800' : 'font-semibold text-accent-700'}>
          <p className="[overflow-wrap:anywhere]">{outcome.message}</p>
          {outcome.sent && (
            <p className="mt-2 flex flex-wrap items-center gap-3">
              Did it arrive?
              <button type="button" className={subtleButton} disabled={busy} onClick={confirm}>
                Yes, I got it
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  )
}
