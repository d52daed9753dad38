import type { Forms } from '../../schemas/forms.ts'
import type { DB } from '../db/database.ts'
import { dueLeads, recordAttempt, setLeadStatus } from '../db/leads.ts'
import type { Logger } from '../log.ts'
import { deliver } from './deliver.ts'
import { currentTarget } from './target.ts'

export interface OutboxOptions {
  /** Wait before the second attempt; each later wait doubles. */
  firstRetryMs?: number
  /** The longest wait between attempts. */
  maxRetryMs?: number
  /** After this many failed attempts a lead is marked failed (listed as undelivered in the admin area). */
  maxAttempts?: number
}

/**
 * Forwards stored leads, oldest first, with retries and exponential backoff. Runs inside the server
 * process; every attempt is recorded. A lead counts as delivered only after its target said so.
 */
export class LeadOutbox {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private readonly firstRetryMs: number
  private readonly maxRetryMs: number
  private readonly maxAttempts: number

  constructor(
    private readonly db: DB,
    private readonly forms: Forms,
    private readonly log: Logger,
    private readonly now: () => number,
    options: OutboxOptions = {},
  ) {
    this.firstRetryMs = options.firstRetryMs ?? 30_000
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60_000
    this.maxAttempts = options.maxAttempts ?? 12
  }

  /** Checks for due leads every `intervalMs`. */
  start(intervalMs = 5_000): void {
    this.timer ??= setInterval(() => void this.runOnce(), intervalMs)
    this.timer.unref()
    void this.runOnce()
  }

  /** Looks for due leads now (after a new lead is stored). */
  kick(): void {
    setImmediate(() => void this.runOnce())
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass over the due leads; passes never overlap. */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async pass(): Promise<void> {
    for (;;) {
      const due = dueLeads(this.db, this.now(), 20)
      if (due.length === 0) return
      const target = currentTarget(this.db, this.forms)
      for (const lead of due) {
        if (!target) {
          setLeadStatus(this.db, lead.id, 'stored', null)
          continue
        }
        const startedAt = this.now()
        const result = await deliver(lead, target, this.forms)
        const finishedAt = this.now()
        const attempt = lead.attempts + 1
        const gaveUp = !result.ok && attempt >= this.maxAttempts
        const next = result.ok
          ? { status: 'delivered' as const, nextAttemptAt: null }
          : gaveUp
            ? { status: 'failed' as const, nextAttemptAt: null }
            : { status: 'pending' as const, nextAttemptAt: finishedAt + Math.min(this.firstRetryMs * 2 ** (attempt - 1), this.maxRetryMs) }
        recordAttempt(this.db, lead.id, { target: target.url, startedAt, finishedAt, ...result }, next)
        this.log({ event: result.ok ? 'lead_delivered' : gaveUp ? 'lead_undeliverable' : 'lead_delivery_failed', leadId: lead.id, attempt, status: result.statusCode, error: result.error })
      }
    }
  }
}
