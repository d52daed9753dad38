import type { DB } from './database.ts'

/** Keeps a wording of the text-message box under its version; a wording already kept is left as it is. */
export function recordWording(db: DB, version: string, text: string, now: number): void {
  db.prepare(
    'INSERT INTO text_consent_wordings (version, text, recorded_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(version, text, now)
}

/** The wording kept under a version, or null when this site never showed it. */
export function wordingOf(db: DB, version: string): string | null {
  return (db.prepare('SELECT text FROM text_consent_wordings WHERE version = ?').pluck().get(version) as string) ?? null
}
