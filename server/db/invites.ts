import { createHash } from 'node:crypto'
import type { Invite } from '../../shared/admin-api.ts'
import type { Role } from '../../shared/roles.ts'
import type { DB } from './database.ts'

const hashCode = (code: string) => createHash('sha256').update(code.trim()).digest()

/** Stores an invite code by its hash only; the code itself is shown once, to the administrator who made it. */
export function insertInvite(
  db: DB,
  code: string,
  invite: { note: string; role: Role },
  createdBy: number,
  now: number,
  expiresAt: number,
): Invite {
  const { note, role } = invite
  const result = db
    .prepare(
      'INSERT INTO invites (code_hash, note, role, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(hashCode(code), note, role, createdBy, now, expiresAt)
  return { id: Number(result.lastInsertRowid), note, role, createdAt: now, expiresAt, usedAt: null }
}

export function listInvites(db: DB): Invite[] {
  return db
    .prepare(
      `SELECT id, note, role, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt
       FROM invites ORDER BY id DESC`,
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

/** The role an unused, unexpired invite gives; null when the code is not such an invite. */
export function usableInviteRole(db: DB, code: string, now: number): Role | null {
  const role = db
    .prepare('SELECT role FROM invites WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?')
    .pluck()
    .get(hashCode(code), now) as Role | undefined
  return role ?? null
}
