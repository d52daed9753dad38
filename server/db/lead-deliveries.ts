import type { DB } from './database.ts'
import type { LeadStatus } from './leads.ts'

/** One try at forwarding a lead to its target, as the outbox records it. */
export interface Attempt {
  target: string
  startedAt: number
  finishedAt: number
  statusCode: number | null
  error: string | null
  ok: boolean
}

/** Records one delivery attempt and the lead's new state, together. */
export function recordAttempt(
  db: DB,
  leadId: number,
  attempt: Attempt,
  next: { status: LeadStatus; nextAttemptAt: number | null },
): void {
  db.transaction(() => {
    const number =
      (db.prepare('SELECT count(*) FROM lead_deliveries WHERE lead_id = ?').pluck().get(leadId) as number) + 1
    db.prepare(
      'INSERT INTO lead_deliveries (lead_id, attempt, target, started_at, finished_at, status_code, error, ok) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      leadId,
      number,
      attempt.target,
      attempt.startedAt,
      attempt.finishedAt,
      attempt.statusCode,
      attempt.error,
      attempt.ok ? 1 : 0,
    )
    db.prepare('UPDATE leads SET status = ?, next_attempt_at = ?, delivered_at = ? WHERE id = ?').run(
      next.status,
      next.nextAttemptAt,
      attempt.ok ? attempt.finishedAt : null,
      leadId,
    )
  })()
}

/** Every delivery attempt of one lead, in order. */
export function listDeliveries(db: DB, leadId: number): (Attempt & { attempt: number })[] {
  return (
    db
      .prepare(
        'SELECT attempt, target, started_at, finished_at, status_code, error, ok FROM lead_deliveries WHERE lead_id = ? ORDER BY attempt',
      )
      .all(leadId) as {
      attempt: number
      target: string
      started_at: number
      finished_at: number
      status_code: number | null
      error: string | null
      ok: number
    }[]
  ).map((row) => ({
    attempt: row.attempt,
    target: row.target,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    statusCode: row.status_code,
    error: row.error,
    ok: row.ok === 1,
  }))
}

/** Holds a lead back as spam: it is not forwarded (again) and leaves the inbox for the Spam list. */
export function markSpam(db: DB, leadId: number, reason: string): boolean {
  return (
    db
      .prepare(
        `UPDATE leads SET status = 'spam', spam_reason = ?, next_attempt_at = NULL WHERE id = ? AND status != 'spam'`,
      )
      .run(reason, leadId).changes > 0
  )
}

/**
 * A lead held as spam that a person says is real: it is forwarded (or stored, when leads go
 * nowhere); one that was forwarded before it was marked as spam is marked forwarded again, not sent a second time.
 */
export function releaseSpam(db: DB, leadId: number, forward: boolean, now: number): boolean {
  return (
    db
      .prepare(
        `UPDATE leads SET spam_reason = NULL,
          status = CASE WHEN delivered_at IS NOT NULL THEN 'delivered' WHEN ? THEN 'pending' ELSE 'stored' END,
          next_attempt_at = CASE WHEN delivered_at IS NULL AND ? THEN ? END
        WHERE id = ? AND status = 'spam'`,
      )
      .run(forward ? 1 : 0, forward ? 1 : 0, now, leadId).changes > 0
  )
}
