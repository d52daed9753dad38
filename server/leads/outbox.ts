import type { Site } from '../../schemas/site.ts'
import type { DB } from '../db/database.ts'
import { recordRound, servedTargets, type Attempt } from '../db/lead-deliveries.ts'
import { dueLeads, setLeadStatus, type Lead } from '../db/leads.ts'
import type { Logger } from '../log.ts'
import { ConfirmationSender } from './confirmation-sender.ts'
import { deliver } from './deliver.ts'
import { leadEmail } from './email.ts'
import { notSetUpText, sendEmail, smtpFailure, SMTP_TIMEOUTS, type SmtpSetup, type SmtpTimeouts } from './smtp.ts'
import { realNetwork, type ImageNetwork } from '../images/remote-image.ts'
import { currentTargets, targetKey, type DeliveryTarget } from './target.ts'

/** A webhook or forwarder gets this long for the whole exchange (connect, request, response headers and body); a mail server has an allowance per stage (smtp.ts SMTP_TIMEOUTS). */
export const DELIVERY_TIMEOUT_MS = 10_000
/** Deliveries in flight at once: enough that one hung receiver call delays no other lead, few enough to be polite to a free forwarder. */
export const DELIVERY_CONCURRENCY = 4

export interface OutboxOptions {
  /** Wait before the second attempt; each later wait doubles. */
  firstRetryMs?: number
  /** The longest wait between attempts. */
  maxRetryMs?: number
  /** After this many rounds with a failed target a lead is marked failed (listed as undelivered in the admin area). */
  maxAttempts?: number
  /** A webhook or forwarder attempt that has not finished (body included) after this long fails as a timeout and is retried with backoff. */
  timeoutMs?: number
  /** Each SMTP stage's allowance for lead emails (smtp.ts SMTP_TIMEOUTS by default). */
  smtpTimeouts?: SmtpTimeouts
  /** The most deliveries in flight at once (at least 1). */
  concurrency?: number
  /**
   * How a public webhook or forwarder is reached (server/images/remote-image.ts): real DNS, public
   * https hosts only. Tests only replace it, to reach a local HTTPS server through a stub resolver.
   */
  network?: ImageNetwork
}

/** What the outbox needs to write a lead's email: the content, the site's address and the mail server. */
export interface LeadMail {
  site: Site
  siteUrl: string
  smtp: SmtpSetup
}

/**
 * Forwards stored leads, oldest due first, with retries and exponential backoff. Runs inside the
 * server process; every attempt is recorded.
 *
 * A lead goes to every target in use (an email, a webhook, a form forwarder). Each round tries the
 * targets that have not taken the lead yet, together, and records one attempt per target; a target
 * that took it is not sent it again when another fails. The lead is delivered when every target has
 * it, and failed when a target still fails after `maxAttempts` rounds.
 *
 * Deliveries run in a bounded pool of `concurrency` slots. A receiver that never answers holds one
 * slot for at most `timeoutMs` (default 10 s, covering the response body too); a mail server is
 * given an allowance per stage instead, so a slow one that answers is waited for, up to a ceiling of
 * 5 minutes (smtp.ts SMTP_TIMEOUTS). The other slots keep going, and a slot that frees up (or a
 * `kick()` after a new lead) starts the next due lead at once. The timed-out attempt is recorded as
 * failed and the lead is retried with backoff like any other failure.
 *
 * Delivery guarantee: at least once. A target has the lead only after the receiver answered 2xx and
 * sent its whole body, or the mail server accepted the email; until then the lead stays pending in
 * SQLite. If the process dies mid-delivery (or the answer is lost), the lead is sent again later with
 * the same idempotency key (the `Idempotency-Key` header, also in the body) and the same email
 * Message-ID, so a receiver that drops repeated keys sees each lead once, and a mail program threads
 * a repeated email with the first. This process never sends one lead twice at the same time: a lead
 * in flight is not picked again until its round is recorded. (Two server processes on one database
 * would not see each other's in-flight leads; the idempotency key covers that case too.)
 */
export class LeadOutbox {
  /** The per-attempt timeout of webhooks and forwarders in use. */
  readonly timeoutMs: number
  /** The SMTP stages' allowances in use. */
  readonly smtpTimeouts: SmtpTimeouts
  private readonly network: ImageNetwork
  /** The bound on deliveries in flight. */
  readonly concurrency: number
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  /** Leads being delivered now, by id: the guard against picking a lead twice, and what stop() waits for. */
  private readonly inFlight = new Map<number, Promise<void>>()
  /** Leads whose last attempt could not be recorded (the database refused the write): left alone for `firstRetryMs` rather than resent at once, again and again. */
  private readonly resting = new Set<number>()
  private readonly firstRetryMs: number
  private readonly maxRetryMs: number
  private readonly maxAttempts: number
  /** The visitors' confirmation emails, sent beside the leads with records and retries of their own. */
  private readonly confirmations: ConfirmationSender

  constructor(
    private readonly db: DB,
    private readonly mail: LeadMail,
    private readonly log: Logger,
    private readonly now: () => number,
    options: OutboxOptions = {},
  ) {
    this.firstRetryMs = options.firstRetryMs ?? 30_000
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60_000
    this.maxAttempts = options.maxAttempts ?? 12
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
    this.smtpTimeouts = options.smtpTimeouts ?? SMTP_TIMEOUTS
    this.concurrency = options.concurrency ?? DELIVERY_CONCURRENCY
    this.network = options.network ?? realNetwork
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1)
      throw new RangeError(`outbox concurrency must be a whole number of at least 1, not ${this.concurrency}`)
    this.confirmations = new ConfirmationSender(db, mail, log, now, this.smtpTimeouts, this.firstRetryMs)
  }

  /** Checks for due leads every `intervalMs` (retries whose backoff has passed). */
  start(intervalMs = 5_000): void {
    this.stopped = false
    this.timer ??= setInterval(() => this.fill(), intervalMs)
    this.timer.unref()
    this.fill()
  }

  /** Looks for due leads now (after a new lead is stored); starts them in free slots without waiting for any delivery in flight. */
  kick(): void {
    setImmediate(() => this.fill())
  }

  /** Starts no new delivery and waits for those in flight, so their attempts are recorded. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.idle()
  }

  /** Starts every due lead (as slots free up) and resolves when nothing is in flight and nothing more is due. */
  runOnce(): Promise<void> {
    this.fill()
    return this.idle()
  }

  private async idle(): Promise<void> {
    // A finished delivery refills its slot before its promise settles, so new work shows up here.
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values())
    await this.confirmations.idle()
    if (this.inFlight.size > 0) await this.idle()
  }

  /** Fills the free slots with due leads that are not already in flight. Synchronous, so two calls cannot pick the same lead. */
  private fill(): void {
    if (this.stopped) return
    try {
      this.confirmations.fill(() => this.fill())
      while (this.inFlight.size < this.concurrency) {
        const free = this.concurrency - this.inFlight.size
        // Leads in flight (or resting) are still due, since next_attempt_at changes only when an attempt
        // is recorded: ask for enough rows to skip them.
        const due = dueLeads(this.db, this.now(), this.concurrency + this.resting.size)
          .filter((lead) => !this.inFlight.has(lead.id) && !this.resting.has(lead.id))
          .slice(0, free)
        if (due.length === 0) return
        const { targets } = currentTargets(this.db, this.mail.site.forms)
        for (const lead of due) {
          if (targets.length) this.launch(lead, targets)
          else setLeadStatus(this.db, lead.id, 'stored', null)
        }
      }
    } catch (error) {
      // The database is busy or closing: the next kick or tick tries again.
      this.log({ level: 'error', msg: 'outbox could not read due leads', error: String((error as Error).message) })
    }
  }

  private launch(lead: Lead, targets: DeliveryTarget[]): void {
    const task = this.round(lead, targets)
      .catch((error) => {
        this.log({
          level: 'error',
          msg: 'lead delivery not recorded',
          leadId: lead.id,
          error: String((error as Error).message),
        })
        this.resting.add(lead.id)
        setTimeout(() => {
          this.resting.delete(lead.id)
          this.fill()
        }, this.firstRetryMs).unref()
      })
      .finally(() => {
        this.inFlight.delete(lead.id)
        this.fill()
      })
    this.inFlight.set(lead.id, task)
  }

  /** Tries every target without the lead yet, together, and records the round. */
  private async round(lead: Lead, targets: DeliveryTarget[]): Promise<void> {
    const served = servedTargets(this.db, lead.id)
    const remaining = targets.filter((target) => !served.has(targetKey(target)))
    const round = lead.attempts + 1
    const attempts = await Promise.all(remaining.map((target) => this.attempt(lead, target)))
    const failed = attempts.filter((attempt) => !attempt.ok)
    const finishedAt = this.now()
    const gaveUp = failed.length > 0 && round >= this.maxAttempts
    const next =
      failed.length === 0
        ? { status: 'delivered' as const, nextAttemptAt: null, deliveredAt: finishedAt }
        : gaveUp
          ? { status: 'failed' as const, nextAttemptAt: null, deliveredAt: null }
          : {
              status: 'pending' as const,
              nextAttemptAt: finishedAt + Math.min(this.firstRetryMs * 2 ** (round - 1), this.maxRetryMs),
              deliveredAt: null,
            }
    recordRound(this.db, lead.id, round, attempts, next)
    for (const attempt of attempts)
      this.log({
        event: attempt.ok ? 'lead_delivered' : gaveUp ? 'lead_undeliverable' : 'lead_delivery_failed',
        leadId: lead.id,
        attempt: round,
        target: attempt.target,
        status: attempt.statusCode,
        error: attempt.error,
      })
  }

  private async attempt(lead: Lead, target: DeliveryTarget): Promise<Attempt> {
    const startedAt = this.now()
    const result =
      target.kind === 'email'
        ? await this.email(lead, target.to)
        : await deliver(lead, target, this.mail.site.forms, this.timeoutMs, this.network)
    return { target: targetKey(target), startedAt, finishedAt: this.now(), ...result }
  }

  /** Emails the lead; a failure is the mail server's answer in words, or what the server's setup lacks. */
  private async email(lead: Lead, to: string[]): Promise<Pick<Attempt, 'statusCode' | 'error' | 'ok'>> {
    const { config, missing } = this.mail.smtp
    if (!config) return { statusCode: null, error: notSetUpText(missing), ok: false }
    try {
      // Taken for some recipients: sent, with the refusal of the others kept beside the success.
      const refused = await sendEmail(config, leadEmail(lead, this.mail.site, this.mail.siteUrl, to), this.smtpTimeouts)
      return { statusCode: null, error: refused, ok: true }
    } catch (error) {
      return { statusCode: null, error: smtpFailure(error, config), ok: false }
    }
  }
}
