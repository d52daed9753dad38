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

export interface Session {
  id: string
  userId: number
  createdAt: number
  lastVerifiedAt: number
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

export function createSession(db: DB, userId: number, now: number): SessionWithToken {
  const id = randomString()
  const secret = randomString()
  db.prepare(
    'INSERT INTO sessions (id, user_id, secret_hash, created_at, last_verified_at) VALUES (?, ?, ?, ?, ?)',
  ).run(id, userId, hashSecret(secret), now, now)
  return { id, userId, createdAt: now, lastVerifiedAt: now, token: `${id}.${secret}` }
}

/** The session a token belongs to, renewed when due; null when the token is wrong or the session has ended (which deletes it). */
export function validateSessionToken(
  db: DB,
  token: string,
  now: number,
): { session: Session; renewed: boolean } | null {
  const [id, secret, extra] = token.split('.')
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null
  const row = db
    .prepare('SELECT id, user_id, secret_hash, created_at, last_verified_at FROM sessions WHERE id = ?')
    .get(id) as
    { id: string; user_id: number; secret_hash: Buffer; created_at: number; last_verified_at: number } | undefined
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
  }
  if (now - row.last_verified_at >= RENEW_INTERVAL) {
    db.prepare('UPDATE sessions SET last_verified_at = ? WHERE id = ?').run(now, id)
    session.lastVerifiedAt = now
    return { session, renewed: true }
  }
  return { session, renewed: false }
}

export function invalidateSession(db: DB, sessionId: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId)
}

/** Ends every session of a user but one (after a password change, the others are someone else's). */
export function invalidateOtherSessions(db: DB, userId: number, keepSessionId: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id != ?').run(userId, keepSessionId)
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
