import { createHash } from 'node:crypto'
import { ABSOLUTE_TIMEOUT, INACTIVITY_TIMEOUT } from '../auth/session.ts'
import type { DB } from './database.ts'

/** One of a user's signed-in sessions, as its owner sees it. */
export interface SessionInfo {
  /** Names the session in the API without giving away its id, which is half the cookie's token. */
  handle: string
  sessionId: string
  userAgent: string
  ip: string | null
  createdAt: number
  lastSeenAt: number
}

interface Row {
  id: string
  user_agent: string
  ip: string | null
  created_at: number
  last_verified_at: number
  last_seen_at: number | null
}

/** A session's public name: a hash of its id, so a page's script never holds any part of the token. */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22)

/** Sessions still alive at `now`: used within the inactivity limit, and younger than the absolute one. */
const ALIVE = 'last_verified_at > @now - @inactivity AND created_at > @now - @absolute'
const limits = (now: number) => ({ now, inactivity: INACTIVITY_TIMEOUT, absolute: ABSOLUTE_TIMEOUT })

/** The user's live sessions, the most recently used first. */
export function listUserSessions(db: DB, userId: number, now: number): SessionInfo[] {
  const rows = db
    .prepare(
      `SELECT id, user_agent, ip, created_at, last_verified_at, last_seen_at FROM sessions
       WHERE user_id = @userId AND ${ALIVE}
       ORDER BY coalesce(last_seen_at, last_verified_at) DESC, created_at DESC`,
    )
    .all({ userId, ...limits(now) }) as Row[]
  return rows.map((row) => ({
    handle: sessionHandle(row.id),
    sessionId: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.last_verified_at,
  }))
}

/** How many live sessions each account has, by user id (accounts without any are absent). */
export function countLiveSessions(db: DB, now: number): Map<number, number> {
  const rows = db
    .prepare(`SELECT user_id AS userId, count(*) AS n FROM sessions WHERE ${ALIVE} GROUP BY user_id`)
    .all(limits(now)) as { userId: number; n: number }[]
  return new Map(rows.map((row) => [row.userId, row.n]))
}

/** Ends the user's session with this handle; null when the user has no such session (another user's included). */
export function endUserSession(db: DB, userId: number, handle: string, now: number): SessionInfo | null {
  const found = listUserSessions(db, userId, now).find((session) => session.handle === handle)
  if (!found) return null
  db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?').run(found.sessionId, userId)
  return found
}
