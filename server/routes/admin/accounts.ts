import type { Router } from 'express'
import { z } from 'zod'
import type { Account } from '../../../shared/admin-api.ts'
import { ROLES } from '../../../shared/roles.ts'
import type { ServerContext } from '../../context.ts'
import type { DB } from '../../db/database.ts'
import { countLiveSessions } from '../../db/sessions.ts'
import { countAdministrators, deleteUser, findUserById, listUsers, updateRole, type User } from '../../db/users.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

const RoleSchema = z.object({
  role: z.enum(ROLES, { message: `must be one of: ${ROLES.join(', ')}` }),
})

/** An account as the list shows it: who, what they may do, and when they were last here. */
function accountView(user: User, liveSessions: Map<number, number>): Account {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
    activeSessions: liveSessions.get(user.id) ?? 0,
  }
}

function accountOrThrow(db: DB, id: number): User {
  const user = findUserById(db, id)
  if (!user) throw new HttpError(404, `No account with id ${id}`)
  return user
}

/** Refuses a change that would leave the site without an administrator; `field` names what the change touched. */
function keepAnAdministrator(db: DB, user: User, field: string) {
  if (user.role === 'administrator' && countAdministrators(db) <= 1)
    throw new HttpError(
      409,
      `${field}: ${user.username} is the only administrator; make another account an administrator first`,
    )
}

/**
 * The accounts: listed with their last sign-in and live sessions, their role changed, removed.
 * The site always keeps one administrator. Nobody removes their own account: another
 * administrator does, so no one locks themselves out by a slip of the hand. Removing an account
 * deletes its sessions with it, so its next request is refused.
 */
export function accountRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/accounts', (_req, res) => {
    const live = countLiveSessions(db, ctx.now())
    res.json(listUsers(db).map((user) => accountView(user, live)))
  })
  router.patch('/api/admin/accounts/:id', (req, res) => {
    const id = idOf(req)
    const { role } = parseInput(RoleSchema, req.body)
    // One transaction: two administrators demoting each other at once must not both succeed.
    const { user, from } = db.transaction(() => {
      const found = accountOrThrow(db, id)
      if (found.role !== role) {
        keepAnAdministrator(db, found, 'role')
        updateRole(db, id, role)
      }
      return { user: { ...found, role }, from: found.role }
    })()
    if (from !== role) audit(req, 'account_role_change', { accountId: id, account: user.username, from, to: role })
    res.json(accountView(user, countLiveSessions(db, ctx.now())))
  })
  router.delete('/api/admin/accounts/:id', (req, res) => {
    const id = idOf(req)
    const { user, sessions } = db.transaction(() => {
      const found = accountOrThrow(db, id)
      keepAnAdministrator(db, found, 'id')
      if (found.id === req.auth!.user.id)
        throw new HttpError(409, 'id: this is your own account; another administrator can remove it')
      const live = countLiveSessions(db, ctx.now()).get(id) ?? 0
      deleteUser(db, id)
      return { user: found, sessions: live }
    })()
    audit(req, 'account_remove', { accountId: id, account: user.username, role: user.role, sessionsEnded: sessions })
    res.status(204).end()
  })
}
