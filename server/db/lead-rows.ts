import type { LeadStage, LeadStatus } from '../../shared/admin-leads.ts'
import type { LeadKind } from '../../shared/forms.ts'

/** A lead as a form post gives it (server/db/leads.ts stores it). */
export interface NewLead {
  kind: LeadKind
  formKey: string
  idempotencyKey: string
  fields: Record<string, string>
  status: LeadStatus
  spamReason: string | null
  landingPage: string | null
  referrer: string | null
  utm: Record<string, string>
  ip: string | null
  /** The group the per-address limit counts `ip` in (server/auth/address-group.ts); the address itself when left out. */
  ipGroup?: string | null
  userAgent: string | null
  /** It chose a choice the content marks urgent (server/leads/urgent.ts); not urgent when left out. */
  urgent?: boolean
  /** Why its ZIP code is outside the service area (server/service-area/check.ts); null or left out when inside. */
  outsideArea?: string | null
  /** The answer to the text-message box; null (or left out) when the form offered none. */
  textConsent?: TextConsent | null
}

/** Whether the visitor ticked the box to receive texts, beside which wording (its version, server/db/text-consent.ts), and when. */
export interface TextConsent {
  agreed: boolean
  version: string
  /** When the lead was sent (or last corrected) with this answer (ms). */
  at: number
}

export interface Lead extends NewLead {
  id: number
  createdAt: number
  nextAttemptAt: number | null
  deliveredAt: number | null
  attempts: number
  lastError: string | null
  stage: LeadStage
  stageChangedAt: number | null
  /** When the visitor last sent the same form again with other fields (the lead holds those). */
  correctedAt: number | null
  /** How many times the visitor did so. */
  corrections: number
  notes: number
  urgent: boolean
  outsideArea: string | null
  textConsent: TextConsent | null
}

/** A row of the leads table as SELECT reads it: its columns, with its delivery attempts and notes counted. */
export interface LeadRow {
  id: number
  kind: LeadKind
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
  stage: LeadStage
  stage_changed_at: number | null
  corrected_at: number | null
  corrections: number
  notes: number
  urgent: 0 | 1 | null
  outside_area: string | null
  text_consent: 0 | 1 | null
  text_consent_version: string | null
  text_consent_at: number | null
}

/** Leads with the number of delivery rounds, the last failure and the number of notes of each (alias l). */
export const SELECT = `SELECT l.*,
  (SELECT count(DISTINCT d.attempt) FROM lead_deliveries d WHERE d.lead_id = l.id) AS attempts,
  (SELECT coalesce(d.error, 'HTTP ' || d.status_code) FROM lead_deliveries d WHERE d.lead_id = l.id AND d.ok = 0 ORDER BY d.id DESC LIMIT 1) AS last_error,
  (SELECT count(*) FROM lead_notes n WHERE n.lead_id = l.id) AS notes
  FROM leads l`

/** A row as the rest of the server uses it: camelCase, JSON parsed, urgent as a boolean. */
export function toLead(row: LeadRow): Lead {
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
    stage: row.stage,
    stageChangedAt: row.stage_changed_at,
    correctedAt: row.corrected_at,
    corrections: row.corrections,
    notes: row.notes,
    urgent: row.urgent === 1,
    outsideArea: row.outside_area,
    textConsent:
      row.text_consent === null
        ? null
        : { agreed: row.text_consent === 1, version: row.text_consent_version!, at: row.text_consent_at! },
  }
}
