import type { LeadRouting } from '../../shared/lead-routing.ts'
import type { DB } from './database.ts'

export interface RoutingChangeRow {
  id: number
  at: number
  by: string | null
  before: LeadRouting | null
  after: LeadRouting
}

interface Row {
  id: number
  at: number
  by_name: string | null
  before_json: string | null
  after_json: string
}

const toChange = (row: Row): RoutingChangeRow => ({
  id: row.id,
  at: row.at,
  by: row.by_name,
  before: row.before_json === null ? null : (JSON.parse(row.before_json) as LeadRouting),
  after: JSON.parse(row.after_json) as LeadRouting,
})

/** Where leads went as last recorded, or null before the first record. */
export function lastRouting(db: DB): LeadRouting | null {
  const row = db.prepare('SELECT * FROM lead_routing_changes ORDER BY id DESC LIMIT 1').get() as Row | undefined
  return row ? toChange(row).after : null
}

export function insertRoutingChange(
  db: DB,
  change: { at: number; by: string | null; before: LeadRouting | null; after: LeadRouting },
): number {
  const result = db
    .prepare('INSERT INTO lead_routing_changes (at, by_name, before_json, after_json) VALUES (?, ?, ?, ?)')
    .run(change.at, change.by, change.before && JSON.stringify(change.before), JSON.stringify(change.after))
  return Number(result.lastInsertRowid)
}

export function setRoutingNotice(db: DB, id: number, notified: string[], error: string | null): void {
  db.prepare('UPDATE lead_routing_changes SET notified = ?, notice_error = ? WHERE id = ?').run(
    notified.join(', '),
    error,
    id,
  )
}

/** The latest changes (the first record, with nothing before it, is not one), newest first. */
export function latestRoutingChanges(db: DB, limit: number): RoutingChangeRow[] {
  return (
    db
      .prepare('SELECT * FROM lead_routing_changes WHERE before_json IS NOT NULL ORDER BY id DESC LIMIT ?')
      .all(limit) as Row[]
  ).map(toChange)
}

/** The author of the latest Site content change to `file` if it left the file as `text` is now, else null. */
export function contentAuthorOf(db: DB, file: string, text: string): string | null {
  const row = db
    .prepare(
      `SELECT c.author_name AS name, f.after_text AS after FROM content_changes c
       JOIN content_change_files f ON f.change_id = c.id WHERE f.file = ? ORDER BY c.id DESC LIMIT 1`,
    )
    .get(file) as { name: string; after: string | null } | undefined
  return row && row.after === text ? row.name : null
}

/** The email addresses of administrators who gave one. */
export function administratorEmails(db: DB): string[] {
  return db
    .prepare("SELECT email FROM users WHERE role = 'administrator' AND email IS NOT NULL AND email <> '' ORDER BY id")
    .pluck()
    .all() as string[]
}
