import type { DB } from '../db/database.ts'
import { dueConfirmations, recordConfirmation } from '../db/lead-confirmations.ts'
import { findLead } from '../db/leads.ts'
import type { Logger } from '../log.ts'
import { confirmationEmail } from './confirmation.ts'
import type { LeadMail } from './outbox.ts'
import { sendEmail, smtpFailure, type SmtpTimeouts } from './smtp.ts'

/** Confirmations being sent at once: they are few, and the owner's leads keep the outbox's own slots. */
const CONCURRENCY = 2
/** Attempts before a confirmation is given up (30 s doubling: the last about 8 minutes after the lead). */
const MAX_ATTEMPTS = 5

/**
 * Sends the visitors' confirmation emails (server/leads/confirmation.ts), each with its own record
 * and retries (server/db/lead-confirmations.ts), apart from the lead's delivery to the owner: a
 * failure is recorded there and never changes the lead. Run by the lead outbox, which fills both
 * from its ticks and kicks. A lead marked spam (or held) before its confirmation went is not
 * confirmed: the email is cancelled.
 */
export class ConfirmationSender {
  private readonly inFlight = new Map<number, Promise<void>>()

  constructor(
    private readonly db: DB,
    private readonly mail: LeadMail,
    private readonly log: Logger,
    private readonly now: () => number,
    private readonly timeouts: SmtpTimeouts,
    private readonly firstRetryMs: number,
  ) {}

  /** Starts due confirmations in free slots; `refill` is called when one ends. */
  fill(refill: () => void): void {
    if (this.inFlight.size >= CONCURRENCY) return
    const due = dueConfirmations(this.db, this.now(), CONCURRENCY + this.inFlight.size)
      .filter((confirmation) => !this.inFlight.has(confirmation.leadId))
      .slice(0, CONCURRENCY - this.inFlight.size)
    for (const { leadId, attempts } of due) {
      const task = this.send(leadId, attempts + 1)
        .catch((error) =>
          this.log({
            level: 'error',
            msg: 'confirmation not recorded',
            leadId,
            error: String((error as Error).message),
          }),
        )
        .finally(() => {
          this.inFlight.delete(leadId)
          refill()
        })
      this.inFlight.set(leadId, task)
    }
  }

  /** Resolves when no confirmation is being sent. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values())
  }

  private async send(leadId: number, attempt: number): Promise<void> {
    const { config } = this.mail.smtp
    const lead = findLead(this.db, leadId)
    const email = lead && confirmationEmail(lead, this.mail.site, this.mail.siteUrl)
    if (!config || !lead || !email || lead.status === 'spam' || lead.status === 'held') {
      recordConfirmation(this.db, leadId, { status: 'cancelled' })
      return
    }
    try {
      await sendEmail(config, email, this.timeouts)
      recordConfirmation(this.db, leadId, { status: 'sent', at: this.now() })
      this.log({ event: 'confirmation_sent', leadId, attempt })
    } catch (error) {
      const failure = smtpFailure(error, config)
      const gaveUp = attempt >= MAX_ATTEMPTS
      recordConfirmation(this.db, leadId, {
        status: gaveUp ? 'failed' : 'pending',
        error: failure,
        nextAttemptAt: gaveUp ? null : this.now() + this.firstRetryMs * 2 ** (attempt - 1),
      })
      this.log({
        event: gaveUp ? 'confirmation_undeliverable' : 'confirmation_failed',
        leadId,
        attempt,
        error: failure,
      })
    }
  }
}
