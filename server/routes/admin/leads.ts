import type { Request, Response, Router } from 'express'
import { z } from 'zod'
import { LEAD_STAGES, type LeadPage } from '../../../shared/admin-leads.ts'
import type { ServerContext } from '../../context.ts'
import { markSpam, releaseHeld, sendAgain } from '../../db/lead-deliveries.ts'
import { pageInbox } from '../../db/lead-inbox.ts'
import { addLeadNote } from '../../db/lead-notes.ts'
import {
  countLeads,
  countMatching,
  countStages,
  deleteLead,
  findLead,
  setLeadStage,
  setLeadStatus,
  type Lead,
} from '../../db/leads.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { hasTargets } from '../../leads/target.ts'
import { leadExportRoute } from './lead-export.ts'
import { cursorText, inboxCursor, leadFilter, parseLeadQuery } from './lead-query.ts'
import { leadDetail, leadSummary, noteView } from './lead-view.ts'
import { idOf, type Audit } from './params.ts'

const StageChange = z.object({
  stage: z.enum(LEAD_STAGES, { message: `must be one of ${LEAD_STAGES.join(', ')}` }),
})
const NewNote = z.object({
  body: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty: write what happened or what comes next')
    .max(4000, 'must be at most 4,000 characters'),
})

/**
 * The lead inbox: the list (filtered, searched, a page at a time) and its CSV export, one lead in
 * full, its status and notes, spam or not, forwarding it again, and deleting it.
 */
export function storedLeadRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  const timeZone = ctx.site.business.timeZone
  const leadOf = (req: Request): Lead => {
    const id = idOf(req)
    const lead = findLead(db, id)
    if (!lead) throw new HttpError(404, `No lead with id ${id}`)
    return lead
  }

  // `counts`: leads of each delivery state (spam included) of the chosen form; `stages`: leads at
  // each stage, spam left out; `total`: leads the whole filter lets through. Urgent leads still
  // new come first (db/lead-inbox.ts); `next` is the `before` of the following page.
  router.get('/api/admin/leads', (req, res) => {
    const query = parseLeadQuery(req.query)
    const filter = leadFilter(query, timeZone)
    const page = pageInbox(db, filter, inboxCursor(query, ctx.now()), query.limit, ctx.now())
    res.json({
      counts: countLeads(db, query.form),
      stages: countStages(db, query.form),
      total: countMatching(db, filter),
      timeZone,
      leads: page.leads.map((lead) => leadSummary(lead, ctx)),
      next: page.next && cursorText(page.next),
    } satisfies LeadPage)
  })
  leadExportRoute(router, ctx)
  router.get('/api/admin/leads/:id', (req, res) => {
    res.json(leadDetail(leadOf(req), ctx))
  })
  leadChangeRoutes(router, ctx, audit, leadOf)
}

/** Changing one lead: its status, notes, spam or not, forwarding it again, deleting it. */
function leadChangeRoutes(router: Router, ctx: ServerContext, audit: Audit, leadOf: (req: Request) => Lead) {
  const { db } = ctx
  const answer = (id: number) => leadDetail(findLead(db, id)!, ctx)
  router.patch('/api/admin/leads/:id', (req, res) => {
    const lead = leadOf(req)
    const { stage } = parseInput(StageChange, req.body)
    if (setLeadStage(db, lead.id, stage, ctx.now()))
      audit(req, 'lead_stage', { leadId: lead.id, from: lead.stage, to: stage })
    res.json(answer(lead.id))
  })
  router.post('/api/admin/leads/:id/notes', (req, res) => {
    const lead = leadOf(req)
    const { body } = parseInput(NewNote, req.body)
    const user = req.auth!.user
    const note = addLeadNote(db, lead.id, { id: user.id, name: user.username }, body, ctx.now())
    audit(req, 'lead_note', { leadId: lead.id, noteId: note.id })
    res.status(201).json(noteView(note))
  })
  router.post('/api/admin/leads/:id/spam', (req, res) => {
    const lead = leadOf(req)
    if (!markSpam(db, lead.id, `marked as spam by ${req.auth!.user.username}`))
      throw new HttpError(409, `Lead ${lead.id} is already held as spam`)
    audit(req, 'lead_spam', { leadId: lead.id })
    res.json(answer(lead.id))
  })
  // Releasing a lead held as spam ("Not spam") or held for review ("Release"): one action, two names.
  const release = (req: Request, res: Response) => {
    const lead = leadOf(req)
    const forward = hasTargets(db, ctx.site.forms)
    if (!releaseHeld(db, lead.id, forward, ctx.now()))
      throw new HttpError(409, `Lead ${lead.id} is not held as spam or for review`)
    if (forward) ctx.outbox.kick()
    audit(req, lead.status === 'held' ? 'lead_released' : 'lead_not_spam', {
      leadId: lead.id,
      spamReason: lead.spamReason,
    })
    res.json(answer(lead.id))
  }
  router.post('/api/admin/leads/:id/not-spam', release)
  router.post('/api/admin/leads/:id/release', release)
  // Forward again: the lead goes back to the outbox, with its own idempotency key. One every target
  // has is sent to every target once more (a second copy); otherwise only the targets without it get it, now.
  const forwardAgain = (req: Request, res: Response) => {
    const lead = leadOf(req)
    if (lead.status === 'spam')
      throw new HttpError(409, `Lead ${lead.id} is held as spam: mark it as not spam to forward it`)
    if (lead.status === 'held') throw new HttpError(409, `Lead ${lead.id} is held for review: release it to forward it`)
    if (!hasTargets(db, ctx.site.forms))
      throw new HttpError(
        409,
        `No email address, webhook or forwarder is set, so lead ${lead.id} has nowhere to go: set one in Settings`,
      )
    if (lead.status === 'delivered') sendAgain(db, lead.id, ctx.now())
    else setLeadStatus(db, lead.id, 'pending', ctx.now())
    ctx.outbox.kick()
    audit(req, 'lead_forward_again', { leadId: lead.id, was: lead.status })
    res.json(answer(lead.id))
  }
  router.post('/api/admin/leads/:id/forward', forwardAgain)
  router.post('/api/admin/leads/:id/retry', forwardAgain)
  router.delete('/api/admin/leads/:id', (req, res) => {
    const lead = leadOf(req)
    deleteLead(db, lead.id)
    audit(req, 'lead_deleted', { leadId: lead.id, kind: lead.kind, notes: lead.notes, deliveries: lead.attempts })
    res.status(204).end()
  })
}
