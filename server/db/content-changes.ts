import type { ContentChange } from '../../shared/admin-content.ts'
import type { DB } from './database.ts'
import { readSettings, removeSetting, writeSettings } from './settings.ts'

/** A file as one change found it and left it; null where it did not exist. */
export interface ChangedFile {
  file: string
  before: string | null
  after: string | null
}

/** A change as recorded: what history lists, and every file's text either side. */
export interface StoredChange extends Omit<ContentChange, 'diff'> {
  texts: ChangedFile[]
}

interface ChangeRow {
  id: number
  at: number
  author_id: number | null
  author_name: string
  summary: string
  fields: string | null
  revert_of: number | null
  git_commit: string | null
}

/** Records a change and its files in one transaction; returns its id. */
export function insertChange(
  db: DB,
  change: {
    at: number
    author: { id: number; username: string }
    summary: string
    fields: ContentChange['fields']
    revertOf: number | null
  },
  files: ChangedFile[],
): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO content_changes (at, author_id, author_name, summary, fields, revert_of) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        change.at,
        change.author.id,
        change.author.username,
        change.summary,
        JSON.stringify(change.fields),
        change.revertOf,
      )
    const id = Number(lastInsertRowid)
    const insert = db.prepare(
      'INSERT INTO content_change_files (change_id, file, before_text, after_text) VALUES (?, ?, ?, ?)',
    )
    for (const file of files) insert.run(id, file.file, file.before, file.after)
    return id
  })()
}

export function setChangeCommit(db: DB, id: number, commit: string): void {
  db.prepare('UPDATE content_changes SET git_commit = ? WHERE id = ?').run(commit, id)
}

/** One change with its files' texts, or null. */
export function findChange(db: DB, id: number): StoredChange | null {
  const row = db.prepare('SELECT * FROM content_changes WHERE id = ?').get(id) as ChangeRow | undefined
  return row ? withFiles(db, row) : null
}

/** A page of changes, newest first, older than `before` (an id) when given; `more` when older ones remain. */
export function listChanges(db: DB, before: number | null, limit: number): { changes: StoredChange[]; more: boolean } {
  const rows = db
    .prepare('SELECT * FROM content_changes WHERE id < ? ORDER BY id DESC LIMIT ?')
    .all(before ?? Number.MAX_SAFE_INTEGER, limit + 1) as ChangeRow[]
  return { changes: rows.slice(0, limit).map((row) => withFiles(db, row)), more: rows.length > limit }
}

function withFiles(db: DB, row: ChangeRow): StoredChange {
  const files = db
    .prepare('SELECT file, before_text, after_text FROM content_change_files WHERE change_id = ? ORDER BY file')
    .all(row.id) as { file: string; before_text: string | null; after_text: string | null }[]
  return {
    id: row.id,
    at: row.at,
    author: { id: row.author_id ?? 0, username: row.author_name },
    summary: row.summary,
    // Changes recorded before fields were: their YAML diff alone.
    fields: row.fields ? (JSON.parse(row.fields) as ContentChange['fields']) : [],
    files: files.map((f) => f.file),
    texts: files.map((f) => ({ file: f.file, before: f.before_text, after: f.after_text })),
    revertOf: row.revert_of,
    commit: row.git_commit,
  }
}

/** The texts `file` had before and after its recent changes, newest first: where a stale form's version is looked for. */
export function recentTexts(db: DB, file: string, limit = 50): string[] {
  const rows = db
    .prepare('SELECT before_text, after_text FROM content_change_files WHERE file = ? ORDER BY change_id DESC LIMIT ?')
    .all(file, limit) as { before_text: string | null; after_text: string | null }[]
  return rows.flatMap((row) => [row.after_text, row.before_text]).filter((text): text is string => text !== null)
}

/** The id of the latest change, or null before the first. */
export function lastChangeId(db: DB): number | null {
  const row = db.prepare('SELECT max(id) AS id FROM content_changes').get() as { id: number | null }
  return row.id
}

/** Content written but not yet published: kept in the database, so a crash before the build ends forgets nothing. */
export interface PublishPending {
  /** When the first change still unpublished was about to be written (milliseconds since the epoch). */
  since: number
  /** The live page of the latest change marked. */
  livePath: string | null
}

const PUBLISH_PENDING = 'contentPublishPending'

/** Marks the content as about to change; an earlier mark's `since` stays. */
export function markPublishPending(db: DB, livePath: string | null, now: number): void {
  writeSettings(db, { [PUBLISH_PENDING]: { since: publishPending(db)?.since ?? now, livePath } }, now)
}

export function publishPending(db: DB): PublishPending | null {
  return (readSettings(db)[PUBLISH_PENDING] as PublishPending | undefined) ?? null
}

export function clearPublishPending(db: DB): void {
  removeSetting(db, PUBLISH_PENDING)
}
