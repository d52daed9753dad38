import { randomBytes } from 'node:crypto'
import { Router, type Request } from 'express'
import { z } from 'zod'
import { requireUser } from '../auth/middleware.ts'
import { createPost, updatePost } from '../blog/posts.ts'
import type { ServerContext } from '../context.ts'
import { deleteInvite, insertInvite, listInvites } from '../db/invites.ts'
import { HttpError, parseInput } from '../http-errors.ts'
import { countLeads, findLead, pageLeads, releaseSpam, setLeadStatus, type Lead } from '../db/leads.ts'
import { readableFields } from '../leads/deliver.ts'
import { currentTarget } from '../leads/target.ts'
import { getSettings, updateSettings } from '../admin-settings.ts'

const IdParam = z.object({
  id: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER),
})
const NameSchema = z.object({
  name: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters'),
})
const InviteSchema = z.object({
  note: z.string({ message: 'must be text' }).trim().max(200, 'must be at most 200 characters').default(''),
  expiresInDays: z
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be 1 to 30')
    .max(30, 'must be 1 to 30')
    .default(7),
})
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
const DAY = 24 * 60 * 60 * 1000

const idOf = (req: Request) => parseInput(IdParam, req.params).id

/** Logs one change made in the admin area as a security event, with who made it. */
type Audit = (req: Request, action: string, details: Record<string, unknown>) => void

/** The admin API: every route needs a signed-in user. Changes are logged as security events. */
export function adminRoutes(ctx: ServerContext): Router {
  const router = Router()
  router.use('/api/admin', requireUser)
  const audit: Audit = (req, action, details) =>
    ctx.log({ event: 'admin_change', action, username: req.auth!.user.username, userId: req.auth!.user.id, ...details })
  postRoutes(router, ctx, audit)
  categoryAndTopicRoutes(router, ctx, audit)
  settingsRoutes(router, ctx, audit)
  storedLeadRoutes(router, ctx, audit)
  inviteRoutes(router, ctx, audit)
  return router
}

/** Blog posts: list, read, create, update (whole or in part) and delete. */
function postRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { blog } = ctx
  router.get('/api/admin/posts', (_req, res) => {
    res.json(blog.listAll())
  })
  router.get('/api/admin/posts/:id', (req, res) => {
    const post = blog.find(idOf(req))
    if (!post) throw new HttpError(404, `No post with id ${req.params.id}`)
    res.json(post)
  })
  router.post('/api/admin/posts', async (req, res) => {
    const post = await createPost(blog, req.body, ctx.now())
    audit(req, 'post_create', { postId: post.id, slug: post.slug })
    res.status(201).json(post)
  })
  for (const method of ['put', 'patch'] as const) {
    router[method]('/api/admin/posts/:id', async (req, res) => {
      const post = await updatePost(blog, idOf(req), req.body, ctx.now(), method === 'patch')
      audit(req, 'post_update', { postId: post.id, slug: post.slug })
      res.json(post)
    })
  }
  router.delete('/api/admin/posts/:id', (req, res) => {
    const id = idOf(req)
    if (!blog.delete(id)) throw new HttpError(404, `No post with id ${id}`)
    audit(req, 'post_delete', { postId: id })
    res.status(204).end()
  })
}

/** Categories and topics (tags): the same four routes each, with their own nouns in messages. */
function categoryAndTopicRoutes(router: Router, { blog }: ServerContext, audit: Audit) {
  for (const [path, table, noun] of [
    ['categories', 'categories', 'category'],
    ['tags', 'tags', 'topic'],
  ] as const) {
    router.get(`/api/admin/${path}`, (_req, res) => {
      res.json(blog.listNamed(table))
    })
    router.post(`/api/admin/${path}`, (req, res) => {
      const { name } = parseInput(NameSchema, req.body)
      if (blog.findNamedByName(table, name)) throw new HttpError(409, `name: a ${noun} called "${name}" already exists`)
      const created = blog.insertNamed(table, name)
      audit(req, `${noun}_create`, { id: created.id, name })
      res.status(201).json(created)
    })
    router.patch(`/api/admin/${path}/:id`, (req, res) => {
      const id = idOf(req)
      const { name } = parseInput(NameSchema, req.body)
      const clash = blog.findNamedByName(table, name)
      if (clash && clash.id !== id) throw new HttpError(409, `name: a ${noun} called "${name}" already exists`)
      const renamed = blog.renameNamed(table, id, name)
      if (!renamed) throw new HttpError(404, `No ${noun} with id ${id}`)
      audit(req, `${noun}_rename`, { id, name })
      res.json(renamed)
    })
    router.delete(`/api/admin/${path}/:id`, (req, res) => {
      const id = idOf(req)
      if (!blog.deleteNamed(table, id)) throw new HttpError(404, `No ${noun} with id ${id}`)
      audit(req, `${noun}_delete`, { id })
      res.status(204).end()
    })
  }
}

/** The site's settings, read and written as one typed object. */
function settingsRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/settings', (_req, res) => {
    res.json(getSettings(db))
  })
  router.put('/api/admin/settings', (req, res) => {
    const settings = updateSettings(db, req.body, ctx.now())
    audit(req, 'settings_update', { keys: Object.keys(req.body ?? {}) })
    res.json(settings)
  })
}

/** Stored leads: the list, releasing one held as spam, and sending one again. */
function storedLeadRoutes(router: Router, ctx: ServerContext, audit: Audit) {
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

/** Invite codes for new accounts: listed, created (the code shown once) and revoked. */
function inviteRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/invites', (_req, res) => {
    res.json(listInvites(db))
  })
  router.post('/api/admin/invites', (req, res) => {
    const { note, expiresInDays } = parseInput(InviteSchema, req.body)
    const code = randomBytes(18).toString('base64url')
    const now = ctx.now()
    const invite = insertInvite(db, code, note, req.auth!.user.id, now, now + expiresInDays * DAY)
    audit(req, 'invite_create', { inviteId: invite.id })
    // The code is shown this once; only its hash is kept.
    res.status(201).json({ ...invite, code })
  })
  router.delete('/api/admin/invites/:id', (req, res) => {
    const id = idOf(req)
    if (!deleteInvite(db, id)) throw new HttpError(404, `No unused invite with id ${id}`)
    audit(req, 'invite_delete', { inviteId: id })
    res.status(204).end()
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
