import type { Router } from 'express'
import { z } from 'zod'
import type { AccountEmail } from '../../shared/admin-api.ts'
import { requireUser } from '../auth/middleware.ts'
import type { ServerContext } from '../context.ts'
import { findUserEmail, updateUserEmail } from '../db/users.ts'
import { parseInput } from '../http-errors.ts'

const EmailBody = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.union([z.literal(''), z.email({ message: 'must be an email address, like owner@example.com' })])),
})

/**
 * One's own email address (optional): an administrator's is where the server says that where leads
 * go has changed (server/leads/lead-routing.ts). Left empty, the account has none.
 */
export function accountEmailRoutes(router: Router, ctx: ServerContext) {
  router.get('/api/user/email', requireUser, (req, res) => {
    res.json({ email: findUserEmail(ctx.db, req.auth!.user.id) } satisfies AccountEmail)
  })
  router.put('/api/user/email', requireUser, (req, res) => {
    const { email } = parseInput(EmailBody, req.body)
    updateUserEmail(ctx.db, req.auth!.user.id, email || null)
    ctx.log({ event: 'account_email_changed', username: req.auth!.user.username, userId: req.auth!.user.id })
    res.json({ email: email || null } satisfies AccountEmail)
  })
}
