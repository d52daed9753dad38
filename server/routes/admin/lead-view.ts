import type { LeadDetail, LeadNoteView, LeadReviewRequest, LeadSummary } from '../../../shared/admin-leads.ts'
import { fillReviewRequest } from '../../../schemas/review-request.ts'
import { REVIEW_PATH } from '../review.ts'
import type { ServerContext } from '../../context.ts'
import { listDeliveries } from '../../db/lead-deliveries.ts'
import { listLeadNotes, type LeadNote } from '../../db/lead-notes.ts'
import type { Lead } from '../../db/leads.ts'
import { wordingOf } from '../../db/text-consent.ts'
import { readableFields } from '../../leads/deliver.ts'
import { failureText } from '../../leads/failure-text.ts'
import { cityOf, labelledFields } from '../../leads/lead-fields.ts'
import { currentTargets, targetKeyText, targetName } from '../../leads/target.ts'

export const FORM_NAMES = { contact: 'Contact', booking: 'Booking' } as const

/** Where forwarding stands, in words: "Forwarded", "Not forwarded: 3 attempts failed", … */
export function deliveryText(lead: Lead): string {
  const tries = `${lead.attempts} attempt${lead.attempts === 1 ? '' : 's'}`
  switch (lead.status) {
    case 'delivered':
      return 'Forwarded'
    case 'pending':
      return lead.attempts === 0 ? 'Waiting to be forwarded' : `Waiting to be forwarded again: ${tries} failed`
    case 'failed':
      return `Not forwarded: ${tries} failed`
    case 'stored':
      return 'Stored only: no forwarding address'
    case 'spam':
      return 'Held as spam: not forwarded'
    case 'held':
      return 'Held for review: not forwarded'
  }
}

/** A lead as the inbox lists it: who, what, where, its status and whether it was forwarded. */
export function leadSummary(lead: Lead, ctx: ServerContext): LeadSummary {
  const fields = readableFields(lead, ctx.site.forms)
  return {
    id: lead.id,
    kind: lead.kind,
    form: FORM_NAMES[lead.kind],
    stage: lead.stage,
    status: lead.status,
    urgent: lead.urgent,
    outsideArea: lead.outsideArea,
    delivery: deliveryText(lead),
    createdAt: new Date(lead.createdAt).toISOString(),
    name: fields.fullName ?? [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    city: cityOf(lead, ctx.site.cities),
    service: fields.serviceType ?? '',
    noteCount: lead.notes,
    attempts: lead.attempts,
    lastError: lead.lastError,
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A lead opened in the inbox: every field, where the visitor came from, each delivery attempt, the notes. */
export function leadDetail(lead: Lead, ctx: ServerContext): LeadDetail {
  const { targets } = currentTargets(ctx.db, ctx.site.forms)
  return {
    ...leadSummary(lead, ctx),
    fields: labelledFields(lead, ctx.site.forms),
    landingPage: lead.landingPage,
    referrer: lead.referrer,
    utm: lead.utm,
    ip: lead.ip,
    userAgent: lead.userAgent,
    spamReason: lead.spamReason,
    deliveredAt: iso(lead.deliveredAt),
    nextAttemptAt: iso(lead.nextAttemptAt),
    stageChangedAt: iso(lead.stageChangedAt),
    forwardingTo: targets.length ? targets.map(targetName).join(' and ') : null,
    timeZone: ctx.site.business.timeZone,
    deliveries: listDeliveries(ctx.db, lead.id).map((d) => ({
      attempt: d.attempt,
      at: new Date(d.startedAt).toISOString(),
      target: targetKeyText(d.target),
      statusCode: d.statusCode,
      error: d.error,
      reason: d.ok ? d.error : failureText(d.error, d.statusCode),
      ok: d.ok,
    })),
    notes: listLeadNotes(ctx.db, lead.id).map(noteView),
    textConsent: lead.textConsent && {
      agreed: lead.textConsent.agreed,
      version: lead.textConsent.version,
      text: wordingOf(ctx.db, lead.textConsent.version) ?? '',
      at: new Date(lead.textConsent.at).toISOString(),
    },
    reviewRequest: reviewRequestFor(lead, ctx),
  }
}

/** The review request for a lead marked won, filled in with the customer's first name; null for any other lead, or without one in the content. */
function reviewRequestFor(lead: Lead, ctx: ServerContext): LeadReviewRequest | null {
  const review = ctx.site.business.review
  if (!review || lead.stage !== 'won') return null
  const name = lead.fields.firstName ?? lead.fields.fullName ?? ''
  const values = {
    firstName: name.trim().split(/\s+/)[0] || 'there',
    businessName: ctx.site.business.name,
    reviewLink: `${ctx.siteUrl}${REVIEW_PATH}`,
  }
  return {
    link: values.reviewLink,
    emailSubject: fillReviewRequest(review.emailSubject, values),
    message: fillReviewRequest(review.message, values),
  }
}

/** A note as the lead shows it, and as adding one answers. */
export const noteView = (note: LeadNote): LeadNoteView => ({
  id: note.id,
  author: note.author,
  body: note.body,
  createdAt: new Date(note.createdAt).toISOString(),
})
