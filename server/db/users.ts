import type { Role } from '../../shared/roles.ts'
import type { DB } from './database.ts'

export interface User {
  id: number
  username: string
  role: Role
  createdAt: number
  lastSignInAt: number | null
}

interface UserRow {
  id: number
  username: string
  password_hash: string
  role: Role
  created_at: number
  last_sign_in_at: number | null
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
})

export function countUsers(db: DB): number {
  return db.prepare('SELECT count(*) FROM users').pluck().get() as number
}

export function findUserById(db: DB, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  return row ? toUser(row) : null
}

/** The user and their password hash, for signing in. Usernames match without regard to case. */
export function findCredentials(db: DB, username: string): { user: User; passwordHash: string } | null {
  const row = db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null
}

export function insertUser(db: DB, username: string, passwordHash: string, now: number, role: Role): User {
  const result = db
    .prepare(
      'INSERT INTO users (username, password_hash, role, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(username, passwordHash, role, now, now)
  return { id: Number(result.lastInsertRowid), username, role, createdAt: now, lastSignInAt: null }
}

/** Remembers when the user last signed in (registering counts). */
export function recordSignIn(db: DB, userId: number, now: number): void {
  db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?').run(now, userId)
}

export function updatePassword(db: DB, userId: number, passwordHash: string, now: number): void {
  db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(passwordHash, now, userId)
}

export function listUsers(db: DB): User[] {
  return (db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[]).map(toUser)
}

export function countAdministrators(db: DB): number {
  return db.prepare("SELECT count(*) FROM users WHERE role = 'administrator'").pluck().get() as number
}

export function updateRole(db: DB, userId: number, role: Role): void {
  db.prepare('UPDATE users SET role = ? WHERE id = ?').run(role, userId)
}

/** Deletes the account; its sessions go with it (ON DELETE CASCADE), so it is signed out everywhere at once. */
export function deleteUser(db: DB, userId: number): boolean {
  return db.prepare('DELETE FROM users WHERE id = ?').run(userId).changes > 0
}

/** The account's email address (where notices for administrators go), or null. */
export function findUserEmail(db: DB, userId: number): string | null {
  return (db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string | null | undefined) ?? null
}

export function updateUserEmail(db: DB, userId: number, email: string | null): void {
  db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId)
}
