import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'

export type DB = Database.Database

/** From the project's folder, where the server runs (compiled into one file, it is not beside its source). */
const MIGRATIONS = join('server', 'db', 'migrations')

/** Busy timeout: a write waits this long for another writer before failing. */
export const BUSY_TIMEOUT_MS = 5000

/**
 * Opens (creating if needed, folder included) the SQLite file, sets the pragmas the server relies
 * on and checks they took, then applies pending migrations. Refuses to return a database that is
 * not in WAL mode with full sync, foreign keys and a busy timeout.
 */
export function openDatabase(path: string): DB {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  checkPragmas(db, path)
  migrate(db)
  return db
}

function checkPragmas(db: DB, path: string) {
  const journal = db.pragma('journal_mode', { simple: true })
  const synchronous = db.pragma('synchronous', { simple: true })
  const foreignKeys = db.pragma('foreign_keys', { simple: true })
  const busy = db.pragma('busy_timeout', { simple: true }) as number
  const problems = [
    path !== ':memory:' && journal !== 'wal' && `journal_mode is ${journal}, not wal`,
    synchronous !== 2 && `synchronous is ${synchronous}, not FULL (2)`,
    foreignKeys !== 1 && 'foreign keys are off',
    busy < BUSY_TIMEOUT_MS && `busy_timeout is ${busy} ms`,
  ].filter(Boolean)
  if (problems.length) {
    db.close()
    throw new Error(`Database ${path} cannot be used safely: ${problems.join('; ')}`)
  }
}

/** A second connection to the same file for reading only (the page-rendering thread's); the server's own connection migrates and writes. */
export function openReadOnly(path: string): DB {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  return db
}

/** Applies numbered .sql files not yet recorded in the migrations table, each in its own transaction. */
export function migrate(db: DB): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  )
  const applied = new Set(db.prepare('SELECT version FROM migrations').pluck().all() as number[])
  const done: string[] = []
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()) {
    const version = Number.parseInt(file, 10)
    if (applied.has(version)) continue
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, file, Date.now())
    })()
    done.push(file)
  }
  return done
}
