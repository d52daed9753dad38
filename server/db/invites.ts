import { createHash } from 'node:crypto'
import type { DB } from './database.ts'

export interface Invite {
  id: number
  note: string
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

const hashCode = (code: string) => createHash('sha256').update(code.trim()).digest()

/** Stores an invite code by its hash only; the code itself is shown once, to the administrator who made it. */
export function insertInvite(
  db: DB,
  code: string,
  note: string,
  createdBy: number,
  now: number,
  expiresAt: number,
): Invite {
  const result = db
    .prepare('INSERT INTO invites (code_hash, note, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(hashCode(code), note, createdBy, now, expiresAt)
  return { id: Number(result.lastInsertRowid), note, createdAt: now, expiresAt, usedAt: null }
}

export function listInvites(db: DB): Invite[] {
  return db
    .prepare(
      'SELECT id, note, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt FROM invites ORDER BY id DESC',
    )
    .all() as Invite[]
}

export function deleteInvite(db: DB, id: number): boolean {
  return db.prepare('DELETE FROM invites WHERE id = ? AND used_at IS NULL').run(id).changes > 0
}

/** Marks an unused, unexpired invite as used by `userId`; false when the code is not such an invite. */
export function redeemInvite(db: DB, code: string, userId: number, now: number): boolean {
  return (
    db
      .prepare('UPDATE invites SET used_at = ?, used_by = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?')
      .run(now, userId, hashCode(code), now).changes === 1
  )
}

export function inviteIsUsable(db: DB, code: string, now: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM invites WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(hashCode(code), now)
}
