import type { DB } from './database.ts'

export type LeadStatus = 'pending' | 'delivered' | 'failed' | 'spam' | 'stored'

export interface NewLead {
  kind: 'contact' | 'booking'
  formKey: string
  idempotencyKey: string
  fields: Record<string, string>
  status: LeadStatus
  spamReason: string | null
  landingPage: string | null
  referrer: string | null
  utm: Record<string, string>
  ip: string | null
  userAgent: string | null
}

export interface Lead extends NewLead {
  id: number
  createdAt: number
  nextAttemptAt: number | null
  deliveredAt: number | null
  attempts: number
  lastError: string | null
}

interface LeadRow {
  id: number
  kind: 'contact' | 'booking'
  form_key: string
  idempotency_key: string
  fields: string
  status: LeadStatus
  spam_reason: string | null
  landing_page: string | null
  referrer: string | null
  utm: string | null
  ip: string | null
  user_agent: string | null
  created_at: number
  next_attempt_at: number | null
  delivered_at: number | null
  attempts: number
  last_error: string | null
}

const SELECT = `SELECT l.*,
  (SELECT count(*) FROM lead_deliveries d WHERE d.lead_id = l.id) AS attempts,
  (SELECT coalesce(d.error, 'HTTP ' || d.status_code) FROM lead_deliveries d WHERE d.lead_id = l.id AND d.ok = 0 ORDER BY d.id DESC LIMIT 1) AS last_error
  FROM leads l`

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    formKey: row.form_key,
    idempotencyKey: row.idempotency_key,
    fields: JSON.parse(row.fields),
    status: row.status,
    spamReason: row.spam_reason,
    landingPage: row.landing_page,
    referrer: row.referrer,
    utm: row.utm ? JSON.parse(row.utm) : {},
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }
}

/** Commits a lead (synchronously, fully synced to disk). A second post of the same form key stores nothing new: its first lead is returned. */
export function insertLead(db: DB, lead: NewLead, now: number): { id: number; duplicate: boolean } {
  const result = db
    .prepare(
      `INSERT INTO leads (kind, form_key, idempotency_key, fields, status, spam_reason, landing_page, referrer, utm, ip, user_agent, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (form_key) DO NOTHING`,
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
      lead.userAgent,
      now,
      lead.status === 'pending' ? now : null,
    )
  if (result.changes === 1) return { id: Number(result.lastInsertRowid), duplicate: false }
  return {
    id: db.prepare('SELECT id FROM leads WHERE form_key = ?').pluck().get(lead.formKey) as number,
    duplicate: true,
  }
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

export interface LeadFilter {
  status?: LeadStatus
  kind?: 'contact' | 'booking'
}

function whereOf(filter: LeadFilter, alias = ''): { sql: string; params: string[] } {
  const clauses: string[] = []
  const params: string[] = []
  if (filter.status) {
    clauses.push(`${alias}status = ?`)
    params.push(filter.status)
  }
  if (filter.kind) {
    clauses.push(`${alias}kind = ?`)
    params.push(filter.kind)
  }
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

/** Leads of each status among those of one form (or all forms). */
export function countLeads(db: DB, kind?: LeadFilter['kind']): Record<string, number> {
  const where = whereOf({ kind })
  const rows = db
    .prepare(`SELECT status, count(*) AS n FROM leads WHERE ${where.sql} GROUP BY status`)
    .all(...where.params) as { status: string; n: number }[]
  return Object.fromEntries(rows.map((row) => [row.status, row.n]))
}

/** A lead held as spam that a person says is real: it is forwarded (or stored, when leads go nowhere). */
export function releaseSpam(db: DB, leadId: number, forward: boolean, now: number): boolean {
  return (
    db
      .prepare(`UPDATE leads SET status = ?, next_attempt_at = ?, spam_reason = NULL WHERE id = ? AND status = 'spam'`)
      .run(forward ? 'pending' : 'stored', forward ? now : null, leadId).changes > 0
  )
}
