import type { DB } from './database.ts'
import type { LeadStatus } from '../../shared/admin-leads.ts'

/** One try at sending a lead to one of its targets, as the outbox records it. */
export interface Attempt {
  /** The target's key (server/leads/target.ts targetKey): its address, or `mailto:` and the recipients. */
  target: string
  startedAt: number
  finishedAt: number
  statusCode: number | null
  error: string | null
  ok: boolean
}

/**
 * Records one round of attempts (one per target not yet served, all numbered `round`) and the
 * lead's new state, together. The lead counts as delivered from the moment its last target took it.
 * A lead its visitor corrected while the round was under way keeps the state the correction gave
 * it (waiting to be sent again), so the latest fields are not taken for delivered.
 */
export function recordRound(
  db: DB,
  leadId: number,
  round: number,
  attempts: Attempt[],
  next: { status: LeadStatus; nextAttemptAt: number | null; deliveredAt: number | null },
): void {
  db.transaction(() => {
    const insert = db.prepare(
      'INSERT INTO lead_deliveries (lead_id, attempt, target, started_at, finished_at, status_code, error, ok) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const attempt of attempts)
      insert.run(
        leadId,
        round,
        attempt.target,
        attempt.startedAt,
        attempt.finishedAt,
        attempt.statusCode,
        attempt.error,
        attempt.ok ? 1 : 0,
      )
    const roundStart = Math.min(Number.MAX_SAFE_INTEGER, ...attempts.map((attempt) => attempt.startedAt))
    db.prepare(
      `UPDATE leads SET
        status = CASE WHEN corrected_at >= :roundStart THEN status ELSE :status END,
        next_attempt_at = CASE WHEN corrected_at >= :roundStart THEN next_attempt_at ELSE :nextAttemptAt END,
        delivered_at = :deliveredAt
      WHERE id = :leadId`,
    ).run({ status: next.status, nextAttemptAt: next.nextAttemptAt, deliveredAt: next.deliveredAt, roundStart, leadId })
  })()
}

/**
 * The targets (by key) that have taken this lead as it stands: a success counts only if it started
 * at or after the lead was last corrected by its visitor, or sent again by a person (either one
 * means every target must have it again).
 */
export function servedTargets(db: DB, leadId: number): Set<string> {
  const keys = db
    .prepare(
      `SELECT DISTINCT d.target FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
       WHERE d.lead_id = ? AND d.ok = 1 AND d.started_at >= coalesce(l.corrected_at, 0) AND d.started_at > coalesce(l.sent_again_at, -1)`,
    )
    .pluck()
    .all(leadId) as string[]
  return new Set(keys)
}

/** Marks a lead to be sent to every target once more, those that already have it included ("Forward again"). */
export function sendAgain(db: DB, leadId: number, now: number): void {
  db.prepare(`UPDATE leads SET sent_again_at = ?, status = 'pending', next_attempt_at = ? WHERE id = ?`).run(
    now,
    now,
    leadId,
  )
}

/** The most recent failed attempt of any lead: what the dashboard shows as the latest failure. */
export function latestFailure(db: DB): (Attempt & { leadId: number }) | null {
  const row = db
    .prepare(
      'SELECT lead_id, target, started_at, finished_at, status_code, error FROM lead_deliveries WHERE ok = 0 ORDER BY id DESC LIMIT 1',
    )
    .get() as
    | {
        lead_id: number
        target: string
        started_at: number
        finished_at: number
        status_code: number | null
        error: string | null
      }
    | undefined
  return row
    ? {
        leadId: row.lead_id,
        target: row.target,
        startedAt: row.started_at,
        finishedAt: row.finished_at,
        statusCode: row.status_code,
        error: row.error,
        ok: false,
      }
    : null
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
 * A lead held back (as spam, or for review) that a person says is real: it is forwarded (or
 * stored, when leads go nowhere); one that was forwarded before it was held is marked forwarded
 * again, not sent a second time.
 */
export function releaseHeld(db: DB, leadId: number, forward: boolean, now: number): boolean {
  return (
    db
      .prepare(
        `UPDATE leads SET spam_reason = NULL,
          status = CASE WHEN delivered_at IS NOT NULL THEN 'delivered' WHEN ? THEN 'pending' ELSE 'stored' END,
          next_attempt_at = CASE WHEN delivered_at IS NULL AND ? THEN ? END
        WHERE id = ? AND status IN ('spam', 'held')`,
      )
      .run(forward ? 1 : 0, forward ? 1 : 0, now, leadId).changes > 0
  )
}
