import type { DB } from './database.ts'

/** The visitor's confirmation email of one lead, as recorded apart from the lead's own delivery. */
export interface Confirmation {
  leadId: number
  status: 'pending' | 'sent' | 'failed' | 'cancelled'
  attempts: number
  nextAttemptAt: number | null
  sentAt: number | null
  lastError: string | null
}

interface ConfirmationRow {
  lead_id: number
  status: Confirmation['status']
  attempts: number
  next_attempt_at: number | null
  sent_at: number | null
  last_error: string | null
}

const toConfirmation = (row: ConfirmationRow): Confirmation => ({
  leadId: row.lead_id,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  lastError: row.last_error,
})

/** Asks for a lead's confirmation to be sent now; a lead has one at most, so asking again does nothing. */
export function addConfirmation(db: DB, leadId: number, now: number): void {
  db.prepare(
    `INSERT INTO lead_confirmations (lead_id, status, next_attempt_at, created_at) VALUES (?, 'pending', ?, ?)
     ON CONFLICT (lead_id) DO NOTHING`,
  ).run(leadId, now, now)
}

export function findConfirmation(db: DB, leadId: number): Confirmation | null {
  const row = db.prepare('SELECT * FROM lead_confirmations WHERE lead_id = ?').get(leadId) as
    ConfirmationRow | undefined
  return row ? toConfirmation(row) : null
}

/** Confirmations waiting to be sent whose next attempt is due, oldest first. */
export function dueConfirmations(db: DB, now: number, limit: number): Confirmation[] {
  return (
    db
      .prepare(
        `SELECT * FROM lead_confirmations WHERE status = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at, lead_id LIMIT ?`,
      )
      .all(now, limit) as ConfirmationRow[]
  ).map(toConfirmation)
}

/** Records one attempt: sent, cancelled, or failed (with when to try again, or none to give up). */
export function recordConfirmation(
  db: DB,
  leadId: number,
  result:
    | { status: 'sent'; at: number }
    | { status: 'cancelled' }
    | { status: 'pending' | 'failed'; error: string; nextAttemptAt: number | null },
): void {
  db.prepare(
    `UPDATE lead_confirmations SET status = :status, attempts = attempts + (:status != 'cancelled'),
      sent_at = :sentAt, last_error = :error, next_attempt_at = :next WHERE lead_id = :leadId`,
  ).run({
    status: result.status,
    sentAt: result.status === 'sent' ? result.at : null,
    error: 'error' in result ? result.error : null,
    next: 'nextAttemptAt' in result ? result.nextAttemptAt : null,
    leadId,
  })
}
