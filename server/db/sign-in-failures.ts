import type { DB } from './database.ts'

/** Whose failures a row counts: one account (by username), or one group of client addresses. */
export type FailureKind = 'account' | 'address'

/** One account's or one address group's run of failed sign-ins (server/auth/throttle.ts weighs it). */
export interface FailureRun {
  /** Failures since the run began; a run ends with a correct password or when its failures are forgotten. */
  failures: number
  lastFailureAt: number
  /** Until when attempts are refused; 0 or a past time when they may go ahead. */
  blockedUntil: number
}

export function readFailureRun(db: DB, kind: FailureKind, subject: string): FailureRun | null {
  const row = db
    .prepare(
      `SELECT failures, last_failure_at AS lastFailureAt, blocked_until AS blockedUntil
      FROM sign_in_failures WHERE kind = ? AND subject = ?`,
    )
    .get(kind, subject) as FailureRun | undefined
  return row ?? null
}

export function writeFailureRun(db: DB, kind: FailureKind, subject: string, run: FailureRun): void {
  db.prepare(
    `INSERT INTO sign_in_failures (kind, subject, failures, last_failure_at, blocked_until)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (kind, subject) DO UPDATE SET failures = excluded.failures,
      last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until`,
  ).run(kind, subject, run.failures, run.lastFailureAt, run.blockedUntil)
}

export function deleteFailureRun(db: DB, kind: FailureKind, subject: string): void {
  db.prepare('DELETE FROM sign_in_failures WHERE kind = ? AND subject = ?').run(kind, subject)
}

/** Deletes runs whose last failure is older than `before` and that block nothing any more. */
export function pruneFailureRuns(db: DB, before: number, now: number): void {
  db.prepare('DELETE FROM sign_in_failures WHERE last_failure_at < ? AND blocked_until <= ?').run(before, now)
}
