import { randomBytes } from 'node:crypto'
import type { Router } from 'express'
import { z } from 'zod'
import type { CreatedInvite, InviteRequest } from '../../../shared/admin-api.ts'
import { ROLES } from '../../../shared/roles.ts'
import type { ServerContext } from '../../context.ts'
import { deleteInvite, insertInvite, listInvites } from '../../db/invites.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

const InviteSchema = z.object({
  note: z.string({ message: 'must be text' }).trim().max(200, 'must be at most 200 characters').default(''),
  expiresInDays: z
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be 1 to 30')
    .max(30, 'must be 1 to 30')
    .default(7),
  /** Least power unless the administrator chooses otherwise. */
  role: z.enum(ROLES, { message: `must be one of: ${ROLES.join(', ')}` }).default('editor'),
}) satisfies z.ZodType<InviteRequest>
const DAY = 24 * 60 * 60 * 1000

/** Invite codes for new accounts, each naming the role it gives: listed, created (the code shown once) and revoked. */
export function inviteRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/invites', (_req, res) => {
    res.json(listInvites(db))
  })
  router.post('/api/admin/invites', (req, res) => {
    const { note, expiresInDays, role } = parseInput(InviteSchema, req.body)
    const code = randomBytes(18).toString('base64url')
    const now = ctx.now()
    const invite = insertInvite(db, code, { note, role }, req.auth!.user.id, now, now + expiresInDays * DAY)
    audit(req, 'invite_create', { inviteId: invite.id, role })
    // The code is shown this once; only its hash is kept.
    res.status(201).json({ ...invite, code } satisfies CreatedInvite)
  })
  router.delete('/api/admin/invites/:id', (req, res) => {
    const id = idOf(req)
    if (!deleteInvite(db, id)) throw new HttpError(404, `No unused invite with id ${id}`)
    audit(req, 'invite_delete', { inviteId: id })
    res.status(204).end()
  })
}
