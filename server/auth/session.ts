import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Response } from 'express'
import type { DB } from '../db/database.ts'

/**
 * Sessions after Lucia's session guide. A token is `<id>.<secret>`: the id finds the row, the
 * secret proves possession. Only SHA-256(secret) is stored, and it is compared in constant time.
 */

export const SESSION_COOKIE = 'session'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** A session unused this long ends. */
export const INACTIVITY_TIMEOUT = 7 * DAY
/** However active, a session ends this long after sign-in. */
export const ABSOLUTE_TIMEOUT = 30 * DAY
/** Use extends the session at most this often (one write per hour, not per request). */
const RENEW_INTERVAL = 60 * MINUTE
/** "Last seen" and the address are written at most this often, not at every request. */
export const SEEN_INTERVAL = 5 * MINUTE
/** The longest User-Agent kept: enough for any real browser's, not a place to store a payload. */
export const USER_AGENT_MAX = 400

export interface Session {
  id: string
  userId: number
  createdAt: number
  lastVerifiedAt: number
  lastSeenAt: number
}

/** Where a session was signed in from: the browser's User-Agent and the client's address. */
export interface SessionOrigin {
  userAgent?: string
  ip?: string
}

export interface SessionWithToken extends Session {
  token: string
}

/** 24 random bytes, base32 (lowercase, no padding): 120+ bits each for id and secret. */
function randomString(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(24)
  let out = ''
  for (const byte of bytes) out += alphabet[byte & 31]
  return out
}

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}

/** A session for the user, remembering the browser and address it was signed in from. */
export function createSession(db: DB, userId: number, now: number, origin: SessionOrigin = {}): SessionWithToken {
  const id = randomString()
  const secret = randomString()
  db.prepare(
    `INSERT INTO sessions (id, user_id, secret_hash, created_at, last_verified_at, last_seen_at, user_agent, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, userId, hashSecret(secret), now, now, now, trimUserAgent(origin.userAgent), origin.ip ?? null)
  return { id, userId, createdAt: now, lastVerifiedAt: now, lastSeenAt: now, token: `${id}.${secret}` }
}

/** A User-Agent as stored: control characters out, at most USER_AGENT_MAX characters. */
export const trimUserAgent = (userAgent: string | undefined) =>
  (userAgent ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, USER_AGENT_MAX)

interface SessionRow {
  id: string
  user_id: number
  secret_hash: Buffer
  created_at: number
  last_verified_at: number
  last_seen_at: number | null
}

/**
 * The session a token belongs to, renewed when due; null when the token is wrong or the session
 * has ended (which deletes it). Every few minutes of use it records when it was last seen, and from where.
 */
export function validateSessionToken(
  db: DB,
  token: string,
  now: number,
  ip?: string,
): { session: Session; renewed: boolean } | null {
  const [id, secret, extra] = token.split('.')
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null
  const row = db
    .prepare('SELECT id, user_id, secret_hash, created_at, last_verified_at, last_seen_at FROM sessions WHERE id = ?')
    .get(id) as SessionRow | undefined
  if (!row) return null
  if (!timingSafeEqual(hashSecret(secret), row.secret_hash)) return null
  if (now - row.last_verified_at >= INACTIVITY_TIMEOUT || now - row.created_at >= ABSOLUTE_TIMEOUT) {
    invalidateSession(db, id)
    return null
  }
  const session: Session = {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastVerifiedAt: row.last_verified_at,
    lastSeenAt: row.last_seen_at ?? row.last_verified_at,
  }
  const renewed = now - row.last_verified_at >= RENEW_INTERVAL
  if (renewed || now - session.lastSeenAt >= SEEN_INTERVAL) {
    if (renewed) session.lastVerifiedAt = now
    session.lastSeenAt = now
    db.prepare('UPDATE sessions SET last_verified_at = ?, last_seen_at = ?, ip = coalesce(?, ip) WHERE id = ?').run(
      session.lastVerifiedAt,
      now,
      ip ?? null,
      id,
    )
  }
  return { session, renewed }
}

export function invalidateSession(db: DB, sessionId: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId)
}

/** Ends every session of a user but one (after a password change, the others are someone else's); how many ended. */
export function invalidateOtherSessions(db: DB, userId: number, keepSessionId: string): number {
  return db.prepare('DELETE FROM sessions WHERE user_id = ? AND id != ?').run(userId, keepSessionId).changes
}

/** When the cookie should expire: the sooner of the inactivity and absolute limits. */
function expiresAt(session: Session): number {
  return Math.min(session.lastVerifiedAt + INACTIVITY_TIMEOUT, session.createdAt + ABSOLUTE_TIMEOUT)
}

export function setSessionCookie(res: Response, token: string, session: Session, secure: boolean, now: number): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: expiresAt(session) - now,
  })
}

export function deleteSessionCookie(res: Response, secure: boolean): void {
  res.cookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 })
}
