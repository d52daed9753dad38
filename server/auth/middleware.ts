import type { RequestHandler } from 'express'
import { roleAllows, whoMay, type Need } from '../../shared/roles.ts'
import { secureRequest, type ServerContext } from '../context.ts'
import { findUserById } from '../db/users.ts'
import { HttpError } from '../http-errors.ts'
import { SESSION_COOKIE, deleteSessionCookie, setSessionCookie, validateSessionToken } from './session.ts'

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** Loads the session named by the cookie; renews the cookie when the session was extended, drops it when the session is gone. */
export function loadSession(ctx: ServerContext): RequestHandler {
  return (req, res, next) => {
    req.auth = null
    const token = readCookie(req.headers.cookie, SESSION_COOKIE)
    if (!token) return next()
    const now = ctx.now()
    const result = validateSessionToken(ctx.db, token, now, req.ip)
    const user = result && findUserById(ctx.db, result.session.userId)
    if (!result || !user) {
      deleteSessionCookie(res, secureRequest(ctx, req))
      return next()
    }
    req.auth = { user, session: result.session }
    if (result.renewed) setSessionCookie(res, token, result.session, secureRequest(ctx, req), now)
    next()
  }
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : new HttpError(401, 'Sign in to continue.'))
}

/** Lets through only accounts whose role allows `role` (an administrator may do everything). */
export function requireRole(role: Need): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) return next(new HttpError(401, 'Sign in to continue.'))
    if (!roleAllows(req.auth.user.role, role)) return next(new HttpError(403, `Only ${whoMay(role)} can do this.`))
    next()
  }
}
