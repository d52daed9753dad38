import type { Router } from 'express'
import { z } from 'zod'
import type { ServerContext } from '../../context.ts'
import { countLeads, findLead, pageLeads, releaseSpam, setLeadStatus, type Lead } from '../../db/leads.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { readableFields } from '../../leads/deliver.ts'
import { currentTarget } from '../../leads/target.ts'
import { idOf, type Audit } from './params.ts'

const LeadQuery = z.object({
  status: z
    .enum(['pending', 'delivered', 'failed', 'spam', 'stored'], {
      message: 'must be one of pending, delivered, failed, spam, stored',
    })
    .optional(),
  form: z.enum(['contact', 'booking'], { message: 'must be contact or booking' }).optional(),
  before: z.coerce
    .number({ message: 'must be a lead id' })
    .int('must be a lead id')
    .positive('must be a lead id')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 200')
    .max(200, 'must be 1 to 200')
    .default(50),
})
/** Stored leads: the list, releasing one held as spam, and sending one again. */
export function storedLeadRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  // Every stored lead, a page at a time: `next` is the `before` of the following page.
  router.get('/api/admin/leads', (req, res) => {
    const query = parseInput(LeadQuery, req.query)
    const counts = countLeads(db, query.form)
    const total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0)
    const page = pageLeads(db, { status: query.status, kind: query.form }, query.before ?? null, query.limit)
    res.json({ counts, total, leads: page.leads.map((lead) => leadSummary(lead, ctx)), next: page.next })
  })
  router.post('/api/admin/leads/:id/not-spam', (req, res) => {
    const id = idOf(req)
    const lead = findLead(db, id)
    if (!lead) throw new HttpError(404, `No lead with id ${id}`)
    const forward = currentTarget(db, ctx.site.forms) !== null
    if (!releaseSpam(db, id, forward, ctx.now()))
      throw new HttpError(409, `Lead ${id} is ${lead.status}, not held as spam`)
    if (forward) ctx.outbox.kick()
    audit(req, 'lead_not_spam', { leadId: id, spamReason: lead.spamReason })
    res.json(leadSummary(findLead(db, id)!, ctx))
  })
  router.post('/api/admin/leads/:id/retry', (req, res) => {
    const id = idOf(req)
    const lead = findLead(db, id)
    if (!lead) throw new HttpError(404, `No lead with id ${id}`)
    if (lead.status === 'delivered' || lead.status === 'spam')
      throw new HttpError(409, `Lead ${id} is ${lead.status}; only undelivered leads are sent again`)
    setLeadStatus(db, id, 'pending', ctx.now())
    ctx.outbox.kick()
    audit(req, 'lead_retry', { leadId: id })
    res.json(leadSummary(findLead(db, id)!, ctx))
  })
}

/** A lead as the admin area lists it: who, what, and whether it reached its target. */
function leadSummary(lead: Lead, ctx: ServerContext) {
  const fields = readableFields(lead, ctx.site.forms)
  const { firstName, lastName, fullName, email, phone, serviceType, ...details } = fields
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    createdAt: new Date(lead.createdAt).toISOString(),
    name: fullName ?? [firstName, lastName].filter(Boolean).join(' '),
    email: email ?? '',
    phone: phone ?? '',
    serviceType: serviceType ?? '',
    details: {
      ...details,
      ...(lead.spamReason ? { 'Spam because': lead.spamReason } : {}),
      ...Object.fromEntries(Object.entries(lead.utm).map(([k, v]) => [k, v])),
    },
    attempts: lead.attempts,
    lastError: lead.lastError,
    landingPage: lead.landingPage,
  }
}
