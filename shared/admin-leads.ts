/**
 * The leads as the admin API sends them (GET /api/admin/leads, GET /api/admin/leads/:id and the
 * changes to one lead, which answer with the lead), written once for the server and the Leads screen.
 */
import type { LeadKind } from './forms.ts'

/** The business's own follow-up of a lead, in order. */
export const LEAD_STAGES = ['new', 'contacted', 'booked', 'won', 'lost'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

/** Each stage as the Leads screen names it. */
export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  won: 'Won',
  lost: 'Lost',
}

/**
 * Where a lead is in being forwarded (the outbox's state). 'spam' and 'held' are held back until a
 * person releases them: 'spam' for what it looks like, 'held' (held for review) because its address
 * sent more leads than the limit allows (server/leads/address-limit.ts); its spam reason says why.
 */
export type LeadStatus = 'pending' | 'delivered' | 'failed' | 'spam' | 'held' | 'stored'

/** A lead as the list shows it (GET /api/admin/leads). */
export interface LeadSummary {
  id: number
  kind: LeadKind
  /** The form's name: "Contact" or "Booking". */
  form: string
  stage: LeadStage
  status: LeadStatus
  /** It chose a choice the content marks urgent: listed first while new, with a badge. */
  urgent: boolean
  /** Its ZIP code is outside the service area: why, in words ("33101 (Miami) is 105 miles from …"); null when inside. */
  outsideArea: string | null
  /** Where forwarding stands, in words: "Forwarded", "Not forwarded: 3 attempts failed", … */
  delivery: string
  /** ISO date-time. */
  createdAt: string
  name: string
  email: string
  phone: string
  city: string
  service: string
  noteCount: number
  attempts: number
  lastError: string | null
}

/** One page of the list (GET /api/admin/leads), with the counts its filters show. */
export interface LeadPage {
  /** Leads of each forwarding state (spam included) of the chosen form. */
  counts: Partial<Record<LeadStatus, number>>
  /** Leads at each stage, spam left out. */
  stages: Record<LeadStage, number>
  /** Leads the whole filter lets through. */
  total: number
  timeZone: string
  leads: LeadSummary[]
  /** The `before` of the following page (urgent leads still new come first), null on the last. */
  next: string | null
}

/** A note on a lead (POST /api/admin/leads/:id/notes answers with the new one). */
export interface LeadNoteView {
  id: number
  author: string
  body: string
  /** ISO date-time. */
  createdAt: string
}

/** One attempt to forward a lead. */
export interface LeadDeliveryAttempt {
  attempt: number
  /** ISO date-time. */
  at: string
  target: string
  statusCode: number | null
  error: string | null
  /** Why it failed, in words; for one accepted, a refusal of some of its recipients, or null. */
  reason: string | null
  ok: boolean
}

/** A lead opened in full (GET /api/admin/leads/:id, and the answer to each change to it). */
export interface LeadDetail extends LeadSummary {
  fields: { name: string; label: string; value: string }[]
  landingPage: string | null
  referrer: string | null
  utm: Record<string, string>
  ip: string | null
  userAgent: string | null
  spamReason: string | null
  /** ISO date-times. */
  deliveredAt: string | null
  nextAttemptAt: string | null
  stageChangedAt: string | null
  /** The targets a forward now would go to, in words; null when there are none. */
  forwardingTo: string | null
  timeZone: string
  deliveries: LeadDeliveryAttempt[]
  notes: LeadNoteView[]
  /** The answer to the forms' text-message box; null when the form offered none. */
  textConsent: LeadTextConsent | null
  /** For a lead marked won, the review request to send (business.yaml `review`); null otherwise, or when the content has none. */
  reviewRequest: LeadReviewRequest | null
}

/** Asking a won lead for a review: this site's /review address and the content's message, filled in for this customer. */
export interface LeadReviewRequest {
  link: string
  emailSubject: string
  message: string
}

/** Whether the visitor agreed to texts about their request, to which words, and when. */
export interface LeadTextConsent {
  agreed: boolean
  /** The version of the wording shown (a digest of its text). */
  version: string
  /** The exact wording shown beside the box. */
  text: string
  /** ISO date-time the lead was sent (or last corrected) with this answer. */
  at: string
}
