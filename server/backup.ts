import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import type { DB } from './db/database.ts'

/** What a backup holds, counted in the copy itself. */
export interface BackupCounts {
  posts: number
  leads: number
  accounts: number
}

/** A backup written and checked: where it is, its size in bytes, and what it holds. */
export interface BackupSummary {
  path: string
  bytes: number
  counts: BackupCounts
}

/** A backup that cannot be made for a reason the person running it can fix: the message says which. */
export class BackupError extends Error {}

/**
 * Pages copied per step. The server copies a few megabytes at a time so requests are answered
 * between steps; its own writes go into the copy as they happen. A separate process (the backup
 * script) copies everything in one step: a step is one read transaction, which in WAL mode never
 * blocks the server's writes, and a write from another connection between steps would restart the copy.
 */
export const STEP_PAGES = { server: 1024, wholeFile: 0x7fffffff }

/** `data/site.db` at 2:05:09 pm on 21 Nov 2026 (local time) → `data/backups/site-backup-2026-11-21-140509.db`. */
export function defaultBackupPath(databasePath: string, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0')
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`
  const name = basename(databasePath, extname(databasePath)) || 'site'
  return join(dirname(databasePath), 'backups', `${name}-backup-${date}-${time}.db`)
}

/** The same file on disk, through links and relative paths. */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true
  try {
    if (realpathSync(a) === realpathSync(b)) return true
    const [x, y] = [statSync(a), statSync(b)]
    return x.dev === y.dev && x.ino === y.ino
  } catch {
    return false
  }
}

/** Refuses a destination that is the live database or one of its journal files, or a file that already exists. */
export function checkDestination(databasePath: string, destination: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    if (sameFile(`${databasePath}${suffix}`, destination))
      throw new BackupError(
        `${destination} is ${suffix ? `the live database's ${suffix.slice(1)} file` : 'the live database'} (DATABASE_PATH); choose another file for the backup.`,
      )
  if (existsSync(destination))
    throw new BackupError(`${destination} already exists; choose a new file name (a backup never overwrites a file).`)
}

/**
 * Copies the database with SQLite's online backup into `file` (which must not exist yet), then
 * opens the copy on its own, makes it a single self-contained file (rollback journal instead of
 * WAL), checks its integrity and counts what it holds. The copy is consistent: one moment's data.
 */
export async function copyDatabase(source: DB, file: string, pagesPerStep: number): Promise<BackupSummary> {
  await source.backup(file, { progress: () => pagesPerStep })
  const copy = new Database(file, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
    const problems = copy.prepare('PRAGMA integrity_check').pluck().all() as string[]
    if (problems.join() !== 'ok')
      throw new BackupError(`The copy failed SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`)
    const count = (table: string) => {
      if (!copy.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table))
        throw new BackupError(`The database has no ${table} table: is DATABASE_PATH this site's database?`)
      return copy.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    }
    const counts = { posts: count('posts'), leads: count('leads'), accounts: count('users') }
    copy.close()
    return { path: file, bytes: statSync(file).size, counts }
  } finally {
    if (copy.open) copy.close()
  }
}

/** Removes a file SQLite wrote and any journal beside it. */
function removeDatabaseFile(file: string) {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
}

/**
 * Writes a checked backup of `source` to `destination` (its folder is created). The copy is made
 * under a temporary name beside it and appears under its own name only once it passed the check,
 * and never over an existing file, even one created meanwhile.
 */
export async function writeBackup(source: DB, destination: string, pagesPerStep: number): Promise<BackupSummary> {
  checkDestination(source.name, destination)
  mkdirSync(dirname(destination), { recursive: true })
  const partial = join(dirname(destination), `.${basename(destination)}.${randomBytes(4).toString('hex')}.partial`)
  try {
    const summary = await copyDatabase(source, partial, pagesPerStep)
    publish(partial, destination)
    return { ...summary, path: destination }
  } finally {
    removeDatabaseFile(partial)
  }
}

/** Gives the finished copy its name without replacing a file: a hard link fails if the name is taken. */
function publish(partial: string, destination: string) {
  try {
    linkSync(partial, destination)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST' || existsSync(destination))
      throw new BackupError(`${destination} already exists; choose a new file name (a backup never overwrites a file).`)
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error
    // A file system without hard links: the name was free a moment ago.
    renameSync(partial, destination)
  }
}

/** A fresh backup open for reading, already removed from the disk where the system allows it. */
export interface OpenBackup extends Omit<BackupSummary, 'path'> {
  file: FileHandle
  /** Closes the file and removes whatever is left of it. Safe to call more than once. */
  close: () => Promise<void>
}

/**
 * Makes a fresh backup in a temporary folder beside the database, opens it, and removes it at once:
 * the open file stays readable until closed, and nothing is left on disk if the reader stops halfway
 * or the process dies. Where an open file cannot be removed, `close()` removes it.
 */
export async function openFreshBackup(source: DB): Promise<OpenBackup> {
  const folder = mkdtempSync(join(dirname(source.name), '.backup-download-'))
  const remove = () => rmSync(folder, { recursive: true, force: true })
  try {
    const { bytes, counts } = await copyDatabase(source, join(folder, 'backup.db'), STEP_PAGES.server)
    const file = await open(join(folder, 'backup.db'), 'r')
    try {
      remove()
    } catch {
      // Removed by close() instead.
    }
    const close = async () => {
      await file.close().catch(() => {})
      remove()
    }
    return { bytes, counts, file, close }
  } catch (error) {
    remove()
    throw error
  }
}

/** `2,523,136` bytes → `2.4 MB`. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
