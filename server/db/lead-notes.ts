import type { DB } from './database.ts'

/** A note the business keeps on a lead: who wrote it (by name, even once the account is gone), what, and when. */
export interface LeadNote {
  id: number
  leadId: number
  authorId: number | null
  author: string
  body: string
  createdAt: number
}

interface NoteRow {
  id: number
  lead_id: number
  author_id: number | null
  author_name: string
  body: string
  created_at: number
}

const toNote = (row: NoteRow): LeadNote => ({
  id: row.id,
  leadId: row.lead_id,
  authorId: row.author_id,
  author: row.author_name,
  body: row.body,
  createdAt: row.created_at,
})

export function addLeadNote(
  db: DB,
  leadId: number,
  author: { id: number; name: string },
  body: string,
  now: number,
): LeadNote {
  const id = db
    .prepare('INSERT INTO lead_notes (lead_id, author_id, author_name, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(leadId, author.id, author.name, body, now).lastInsertRowid
  return toNote(db.prepare('SELECT * FROM lead_notes WHERE id = ?').get(id) as NoteRow)
}

/** A lead's notes, oldest first. */
export function listLeadNotes(db: DB, leadId: number): LeadNote[] {
  return (db.prepare('SELECT * FROM lead_notes WHERE lead_id = ? ORDER BY id').all(leadId) as NoteRow[]).map(toNote)
}

/** The notes of many leads at once (an export's batch), oldest first, by lead id. */
export function notesOfLeads(db: DB, leadIds: number[]): Map<number, LeadNote[]> {
  const byLead = new Map<number, LeadNote[]>()
  if (leadIds.length === 0) return byLead
  const rows = db
    .prepare(`SELECT * FROM lead_notes WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY id`)
    .all(JSON.stringify(leadIds)) as NoteRow[]
  for (const row of rows) {
    const list = byLead.get(row.lead_id) ?? []
    list.push(toNote(row))
    byLead.set(row.lead_id, list)
  }
  return byLead
}
