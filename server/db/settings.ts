import type { DB } from './database.ts'

/** Raw settings rows; the Zod schema in server/admin-settings.ts gives them their types. */
export function readSettings(db: DB): Record<string, unknown> {
  const rows = db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[]
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]))
}

export function writeSettings(db: DB, values: Record<string, unknown>, now: number): void {
  const upsert = db.prepare(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  )
  db.transaction(() => {
    for (const [key, value] of Object.entries(values)) upsert.run(key, JSON.stringify(value), now)
  })()
}

export function removeSetting(db: DB, key: string): void {
  db.prepare('DELETE FROM settings WHERE key = ?').run(key)
}
