import Database from 'better-sqlite3'
import { BUSY_TIMEOUT_MS, type DB } from './database.ts'

/** How a backup was taken: downloaded from Admin → Settings, or written by `npm run backup`. */
export type BackupHow = 'download' | 'command'

export function recordBackup(db: DB, how: BackupHow, bytes: number, now: number): void {
  db.prepare('INSERT INTO backups (taken_at, how, bytes) VALUES (?, ?, ?)').run(now, how, bytes)
}

/** When the latest backup was taken (ms), or null when none ever was. */
export function lastBackupAt(db: DB): number | null {
  return (db.prepare('SELECT max(taken_at) FROM backups').pluck().get() as number | null) ?? null
}

/**
 * Records a backup that another process took (`npm run backup`) in the database it copied, through
 * a connection of its own, while the server may be running. A database no server of this version has
 * opened yet has no backups table: nothing is recorded, and the backup itself is still good.
 */
export function recordBackupIn(path: string, how: BackupHow, bytes: number, now: number): boolean {
  const db = new Database(path, { fileMustExist: true })
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'backups'").get()
    if (!table) return false
    recordBackup(db, how, bytes, now)
    return true
  } finally {
    db.close()
  }
}
