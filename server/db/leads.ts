import { LEAD_STAGES, type LeadStage, type LeadStatus } from '../../shared/admin-leads.ts'
import type { LeadKind } from '../../shared/forms.ts'
import type { DB } from './database.ts'
import { SELECT, toLead, type Lead, type LeadRow, type NewLead } from './lead-rows.ts'

export type { Lead, NewLead }

/** What storing a post of a lead form did: a new lead, a repeat of one (nothing changed), or a correction of one. */
export interface StoredLead {
  id: number
  duplicate: boolean
  /** A repeat whose fields differ: the lead now holds them (correctLead). */
  corrected: boolean
}

/**
 * Commits a lead (synchronously, fully synced to disk). A second post of the same form key stores
 * nothing new: an identical one changes nothing, one with other fields corrects the first lead
 * (correctLead). Its search text is written by a trigger (migration 003).
 */
export function insertLead(db: DB, lead: NewLead, now: number): StoredLead {
  const result = db
    .prepare(
      `INSERT INTO leads (kind, form_key, idempotency_key, fields, status, spam_reason, landing_page, referrer, utm, ip, ip_group, user_agent, created_at, next_attempt_at, urgent, outside_area,
         text_consent, text_consent_version, text_consent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (form_key) DO NOTHING`,
    )
    .run(
      lead.kind,
      lead.formKey,
      lead.idempotencyKey,
      JSON.stringify(lead.fields),
      lead.status,
      lead.spamReason,
      lead.landingPage,
      lead.referrer,
      JSON.stringify(lead.utm),
      lead.ip,
      lead.ipGroup ?? lead.ip,
      lead.userAgent,
      now,
      lead.status === 'pending' ? now : null,
      lead.urgent ? 1 : 0,
      lead.outsideArea ?? null,
      ...consentColumns(lead),
    )
  if (result.changes === 1) return { id: Number(result.lastInsertRowid), duplicate: false, corrected: false }
  const first = db.prepare('SELECT id, kind, fields, text_consent FROM leads WHERE form_key = ?').get(lead.formKey) as {
    id: number
    kind: NewLead['kind']
    fields: string
    text_consent: 0 | 1 | null
  }
  const changed = !sameFields(JSON.parse(first.fields), lead.fields) || first.text_consent !== consentColumns(lead)[0]
  const corrected = first.kind === lead.kind && changed && correctLead(db, first.id, lead, now)
  return { id: first.id, duplicate: true, corrected }
}

const consentColumns = ({ textConsent: consent }: NewLead) =>
  consent ? [consent.agreed ? 1 : 0, consent.version, consent.at] : [null, null, null]

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value)

/**
 * A lead corrected again and again is forwarded at most once in this long, with its latest fields
 * and how many times it was corrected: a visitor (or a script) re-posting one form 20 times in 30 s
 * stores every correction but sends the owner one copy, not 20.
 */
export const CORRECTION_PAUSE_MS = 60_000

/**
 * The visitor sent the same form again with other fields (the script lost the first answer and
 * they fixed the phone number): the lead takes the new fields, with a new idempotency key since its
 * content differs, corrected_at, and one more correction counted. One already forwarded, or waiting
 * to be, is forwarded again: at once, unless an attempt started less than CORRECTION_PAUSE_MS ago,
 * then when that pause is over (corrections meanwhile only change what will be sent). The outbox
 * counts a target served only by an attempt started at or after corrected_at. A lead held (spam, or
 * for review) stays held; one only stored stays stored. The answer to the text-message box is the
 * one sent last.
 */
function correctLead(db: DB, leadId: number, lead: NewLead, now: number) {
  const [consent, consentVersion, consentAt] = consentColumns(lead)
  return (
    db
      .prepare(
        `UPDATE leads SET fields = :fields, urgent = :urgent, outside_area = :outsideArea, idempotency_key = :key,
          corrected_at = :now, corrections = corrections + 1,
          text_consent = :consent, text_consent_version = :consentVersion, text_consent_at = :consentAt,
          next_attempt_at = CASE WHEN status IN ('pending', 'delivered', 'failed') THEN max(:now,
            coalesce((SELECT max(d.started_at) FROM lead_deliveries d WHERE d.lead_id = leads.id) + :pause, 0))
            ELSE next_attempt_at END,
          status = CASE WHEN status IN ('pending', 'delivered', 'failed') THEN 'pending' ELSE status END
        WHERE id = :id`,
      )
      .run({
        fields: JSON.stringify(lead.fields),
        urgent: lead.urgent ? 1 : 0,
        outsideArea: lead.outsideArea ?? null,
        key: lead.idempotencyKey,
        now,
        consent,
        consentVersion,
        consentAt,
        pause: CORRECTION_PAUSE_MS,
        id: leadId,
      }).changes > 0
  )
}

/** Whether a lead was stored from the form that carried this key. */
export function formKeyStored(db: DB, formKey: string): boolean {
  return db.prepare('SELECT 1 FROM leads WHERE form_key = ?').pluck().get(formKey) !== undefined
}

/** Which form stored the lead of a form key, or null when none did. */
export function formKeyKind(db: DB, formKey: string): LeadKind | null {
  return (db.prepare('SELECT kind FROM leads WHERE form_key = ?').pluck().get(formKey) as LeadKind | undefined) ?? null
}

export function findLead(db: DB, id: number): Lead | null {
  const row = db.prepare(`${SELECT} WHERE l.id = ?`).get(id) as LeadRow | undefined
  return row ? toLead(row) : null
}

export function listLeads(db: DB, limit = 500): Lead[] {
  return (db.prepare(`${SELECT} ORDER BY l.id DESC LIMIT ?`).all(limit) as LeadRow[]).map(toLead)
}

/** Leads waiting to be forwarded whose next attempt is due, oldest first. */
export function dueLeads(db: DB, now: number, limit: number): Lead[] {
  return (
    db
      .prepare(
        `${SELECT} WHERE l.status = 'pending' AND l.next_attempt_at <= ? ORDER BY l.next_attempt_at, l.id LIMIT ?`,
      )
      .all(now, limit) as LeadRow[]
  ).map(toLead)
}

export function setLeadStatus(db: DB, leadId: number, status: LeadStatus, nextAttemptAt: number | null): boolean {
  return (
    db.prepare('UPDATE leads SET status = ?, next_attempt_at = ? WHERE id = ?').run(status, nextAttemptAt, leadId)
      .changes > 0
  )
}

/** Which leads a list, a count or an export covers; every part is optional. */
export interface LeadFilter {
  status?: LeadStatus
  kind?: LeadKind
  stage?: LeadStage
  /** Leaves out leads held as spam, unless `status` asks for them. */
  hideSpam?: boolean
  /** Received at or after (ms). */
  from?: number
  /** Received before (ms). */
  until?: number
  /** Words that must each appear in the lead's search text, normalised as it is (routes/admin/lead-query.ts). */
  words?: string[]
  urgent?: boolean
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function whereOf(filter: LeadFilter, alias = ''): { sql: string; params: (string | number)[] } {
  const clauses: string[] = []
  const params: (string | number)[] = []
  const add = (clause: string, ...values: (string | number)[]) => {
    clauses.push(clause.replaceAll('$.', alias))
    params.push(...values)
  }
  if (filter.status) add('$.status = ?', filter.status)
  else if (filter.hideSpam) add("$.status != 'spam'")
  if (filter.kind) add('$.kind = ?', filter.kind)
  if (filter.stage) add('$.stage = ?', filter.stage)
  if (filter.from !== undefined) add('$.created_at >= ?', filter.from)
  if (filter.until !== undefined) add('$.created_at < ?', filter.until)
  for (const word of filter.words ?? []) add("$.search LIKE ? ESCAPE '\\'", likePattern(word))
  if (filter.urgent) add('$.urgent = 1')
  return { sql: clauses.length ? clauses.join(' AND ') : '1', params }
}

/**
 * One page of leads, newest first, after the cursor `before` (a lead id: ids only grow, so a page
 * never repeats or skips a lead when new ones arrive while someone pages). `next` is the cursor of
 * the following page, null on the last.
 */
export function pageLeads(
  db: DB,
  filter: LeadFilter,
  before: number | null,
  limit: number,
): { leads: Lead[]; next: number | null } {
  const where = whereOf(filter, 'l.')
  const rows = db
    .prepare(`${SELECT} WHERE ${where.sql} AND l.id < ? ORDER BY l.id DESC LIMIT ?`)
    .all(...where.params, before ?? Number.MAX_SAFE_INTEGER, limit + 1) as LeadRow[]
  const leads = rows.slice(0, limit).map(toLead)
  return { leads, next: rows.length > limit ? leads[leads.length - 1]!.id : null }
}

/** How many leads the filter lets through. */
export function countMatching(db: DB, filter: LeadFilter): number {
  const where = whereOf(filter)
  return db
    .prepare(`SELECT count(*) FROM leads WHERE ${where.sql}`)
    .pluck()
    .get(...where.params) as number
}

/** Leads of each status among those of one form (or all forms). */
export function countLeads(db: DB, kind?: LeadFilter['kind']): Partial<Record<LeadStatus, number>> {
  const where = whereOf({ kind })
  const rows = db
    .prepare(`SELECT status, count(*) AS n FROM leads WHERE ${where.sql} GROUP BY status`)
    .all(...where.params) as { status: LeadStatus; n: number }[]
  return Object.fromEntries(rows.map((row) => [row.status, row.n]))
}

/** Leads at each stage, spam left out, among those of one form (or all forms). */
export function countStages(db: DB, kind?: LeadFilter['kind']): Record<LeadStage, number> {
  const where = whereOf({ kind, hideSpam: true })
  const rows = db
    .prepare(`SELECT stage, count(*) AS n FROM leads WHERE ${where.sql} GROUP BY stage`)
    .all(...where.params) as { stage: LeadStage; n: number }[]
  return Object.fromEntries(LEAD_STAGES.map((stage) => [stage, rows.find((r) => r.stage === stage)?.n ?? 0])) as Record<
    LeadStage,
    number
  >
}

export function setLeadStage(db: DB, leadId: number, stage: LeadStage, now: number): boolean {
  return (
    db
      .prepare('UPDATE leads SET stage = ?, stage_changed_at = ? WHERE id = ? AND stage != ?')
      .run(stage, now, leadId, stage).changes > 0
  )
}

/** Deletes a lead with its notes and delivery records (foreign keys cascade). */
export function deleteLead(db: DB, leadId: number): boolean {
  return db.prepare('DELETE FROM leads WHERE id = ?').run(leadId).changes > 0
}
