import type { Role } from '../../shared/roles.ts'
import type { DB } from './database.ts'

export interface User {
  id: number
  username: string
  role: Role
  createdAt: number
}

interface UserRow {
  id: number
  username: string
  password_hash: string
  role: Role
  created_at: number
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.created_at,
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
  return { id: Number(result.lastInsertRowid), username, role, createdAt: now }
}

export function updatePassword(db: DB, userId: number, passwordHash: string, now: number): void {
  db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(passwordHash, now, userId)
}

export function listUsers(db: DB): User[] {
  return (db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[]).map(toUser)
}
