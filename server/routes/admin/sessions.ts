import type { Router } from 'express'
import { z } from 'zod'
import type { SessionView } from '../../../shared/admin-api.ts'
import { describeDevice } from '../../auth/device.ts'
import { deleteSessionCookie, invalidateOtherSessions } from '../../auth/session.ts'
import { secureRequest, type ServerContext } from '../../context.ts'
import { endUserSession, listUserSessions, type SessionInfo } from '../../db/sessions.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import type { Audit } from './params.ts'

const HandleParam = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'must be a session id from the list of your sessions'),
})

/** An IPv4 address as people know it, not in its IPv6-mapped form. */
const plainIp = (ip: string | null) => ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null

function sessionView(session: SessionInfo, currentSessionId: string): SessionView {
  return {
    id: session.handle,
    device: describeDevice(session.userAgent),
    userAgent: session.userAgent,
    ip: plainIp(session.ip),
    signedInAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.sessionId === currentSessionId,
  }
}

/**
 * The signed-in user's own sessions, on every device: listed, ended one at a time, or all but the
 * one in use. Only ever the user's own: another account's session id answers 404, as an unknown one does.
 */
export function sessionRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/sessions', (req, res) => {
    const { user, session } = req.auth!
    const views = listUserSessions(db, user.id, ctx.now()).map((each) => sessionView(each, session.id))
    // This device first, then the others, the most recently used first.
    res.json([...views.filter((view) => view.current), ...views.filter((view) => !view.current)])
  })
  router.delete('/api/admin/sessions/:id', (req, res) => {
    const { user, session } = req.auth!
    const { id } = parseInput(HandleParam, req.params)
    const ended = endUserSession(db, user.id, id, ctx.now())
    if (!ended) throw new HttpError(404, `id: you have no session ${id}; it may have ended already`)
    const current = ended.sessionId === session.id
    audit(req, 'session_end', { device: describeDevice(ended.userAgent), current })
    // Ending the session in use is signing out here.
    if (current) deleteSessionCookie(res, secureRequest(ctx, req))
    res.status(204).end()
  })
  router.post('/api/admin/sessions/end-others', (req, res) => {
    const { user, session } = req.auth!
    const ended = invalidateOtherSessions(db, user.id, session.id)
    audit(req, 'sessions_end_others', { ended })
    res.json({ ended })
  })
}
