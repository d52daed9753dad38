import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SignedInUser } from '../../shared/admin-api.ts'
import { UsernameSchema } from '../../shared/username.ts'
import { secureRequest, type ServerContext } from '../context.ts'
import { countUsers, findCredentials, insertUser, recordSignIn, updatePassword, type User } from '../db/users.ts'
import { redeemInvite, usableInviteRole } from '../db/invites.ts'
import { HttpError, parseInput } from '../http-errors.ts'
import { requireUser } from '../auth/middleware.ts'
import type { Wait } from '../auth/throttle.ts'
import { accountEmailRoutes } from './account-email.ts'
import { answerAccountForm } from './auth-form.ts'
import {
  DUMMY_HASH,
  PasswordShape,
  hashPassword,
  passwordProblem,
  siteWords,
  verifyPassword,
} from '../auth/password.ts'
import {
  createSession,
  deleteSessionCookie,
  invalidateOtherSessions,
  invalidateSession,
  setSessionCookie,
} from '../auth/session.ts'

const Text = (max: number) => z.string({ message: 'must be text' }).max(max, `must be at most ${max} characters`)

const LoginSchema = z.object({
  username: Text(100).trim().min(1, 'must not be empty'),
  password: Text(1000).min(1, 'must not be empty'),
})

const RegisterSchema = z.object({
  username: UsernameSchema,
  password: PasswordShape,
  code: Text(200).trim().min(1, 'must not be empty: registration needs an invite code from an administrator'),
})

const PasswordChangeSchema = z.object({
  currentPassword: Text(1000).min(1, 'must not be empty'),
  newPassword: PasswordShape,
})

const INVALID_LOGIN = 'Invalid username or password.'

/** Refuses a guessable new password with a 400 that names the field and says why. */
type RequireStrong = (field: string, password: string, username: string) => Promise<void>

export function authRoutes(ctx: ServerContext): Router {
  const router = Router()
  const { db, log } = ctx
  /** The business's name, tagline, town and domain: what guessers try first in a password here. */
  const businessWords = siteWords(ctx.site.business, ctx.siteUrl)
  const requireStrong: RequireStrong = async (field, password, username) => {
    const problem = await passwordProblem(password, { username, siteWords: businessWords })
    if (problem) throw new HttpError(400, `${field}: ${problem}`)
  }

  router.get('/api/user', (req, res) => {
    if (!req.auth) throw new HttpError(401, 'Not signed in.')
    res.json(publicUser(req.auth.user))
  })
  router.post('/api/login', async (req, res) => void res.json(await signIn(ctx, req, res)))
  router.post(
    '/api/register',
    async (req, res) => void res.status(201).json(await register(ctx, requireStrong, req, res)),
  )
  // The sign-in page's form, posted by the browser itself: /auth, or /auth?view=register (the first administrator too).
  router.post('/auth', (req, res) =>
    req.query.view === 'register'
      ? answerAccountForm(ctx, req, res, 'register', () => register(ctx, requireStrong, req, res))
      : answerAccountForm(ctx, req, res, 'login', () => signIn(ctx, req, res)),
  )
  router.post('/api/logout', (req, res) => {
    if (req.auth) {
      invalidateSession(db, req.auth.session.id)
      log({ event: 'logout', username: req.auth.user.username, userId: req.auth.user.id, ip: req.ip })
    }
    deleteSessionCookie(res, secureRequest(ctx, req))
    res.json({ message: 'Signed out.' })
  })
  router.post('/api/user/password', requireUser, (req, res) => changePassword(ctx, requireStrong, req, res))
  accountEmailRoutes(router, ctx)
  return router
}

async function signIn(ctx: ServerContext, req: Request, res: Response) {
  const { db, log } = ctx
  const { username, password } = parseInput(LoginSchema, req.body)
  const ip = req.ip
  const wait = ctx.throttle.retryAfter(ip, username, ctx.now())
  if (wait) {
    log({ event: 'login_throttled', username, ip, limit: wait.kind })
    throw tooMany(wait, 'failed sign-ins')
  }
  const found = findCredentials(db, username)
  // An unknown username costs a hash check too, so the answer and its timing match a wrong password.
  const valid = await verifyPassword(found?.passwordHash ?? DUMMY_HASH, password)
  if (!found || !valid) {
    const started = ctx.throttle.fail(ip, username, ctx.now())
    log({ event: 'login_failure', username, ip })
    if (started) log({ event: 'lockout', username, ip, limit: started.kind, seconds: started.ms / 1000 })
    throw new HttpError(401, INVALID_LOGIN)
  }
  ctx.throttle.succeed(username)
  if (req.auth) invalidateSession(db, req.auth.session.id)
  const session = createSession(db, found.user.id, ctx.now(), sessionOrigin(req))
  recordSignIn(db, found.user.id, ctx.now())
  setSessionCookie(res, session.token, session, secureRequest(ctx, req), ctx.now())
  log({ event: 'login_success', username: found.user.username, userId: found.user.id, ip })
  return publicUser(found.user)
}

async function register(ctx: ServerContext, requireStrong: RequireStrong, req: Request, res: Response) {
  const { db, log } = ctx
  const body = parseInput(RegisterSchema, req.body)
  const now = ctx.now()
  const viaSetup = ctx.setupCode.matches(body.code)
  if (!viaSetup && !usableInviteRole(db, body.code, now)) {
    log({ event: 'register_refused', username: body.username, ip: req.ip })
    // Said at the code's field: the setup code while no account exists, else an invite's.
    throw new HttpError(
      403,
      countUsers(db) === 0
        ? 'code: is not the setup code. Use the one-time code the server printed on its console when it started (or run npm run admin:create on the server).'
        : 'code: is not a valid invite code, or it has expired or been used. Ask an administrator for a new invite.',
    )
  }
  // Only now: the strength estimate costs milliseconds of CPU, not to be spent on anonymous requests.
  await requireStrong('password', body.password, body.username)
  if (findCredentials(db, body.username)) throw new HttpError(409, 'username: already taken')
  const passwordHash = await hashPassword(body.password)
  // Checked again inside the transaction: two requests must not share one invite or one setup code.
  // The setup code makes an administrator; an invite, the role the administrator chose for it.
  const user = db.transaction(() => {
    if (viaSetup && countUsers(db) > 0)
      throw new HttpError(403, 'code: has already been used as the setup code; ask an administrator for an invite.')
    const role = viaSetup ? 'administrator' : usableInviteRole(db, body.code, now)
    if (!role)
      throw new HttpError(403, 'code: has just been used or has expired; ask an administrator for a new invite.')
    const created = insertUser(db, body.username, passwordHash, now, role)
    if (!viaSetup) redeemInvite(db, body.code, created.id, now)
    recordSignIn(db, created.id, now)
    return { ...created, lastSignInAt: now }
  })()
  ctx.setupCode.current()
  const session = createSession(db, user.id, now, sessionOrigin(req))
  setSessionCookie(res, session.token, session, secureRequest(ctx, req), now)
  log({
    event: 'register',
    username: user.username,
    userId: user.id,
    ip: req.ip,
    via: viaSetup ? 'setup-code' : 'invite',
    role: user.role,
  })
  return publicUser(user)
}

/**
 * Wrong current passwords count against the same limits as sign-in, for this account and this
 * address: both are guesses at one password, so a stolen session cookie earns no extra guesses
 * (and wrong ones here hold back sign-in to the account too, as wrong sign-ins would).
 */
async function changePassword(ctx: ServerContext, requireStrong: RequireStrong, req: Request, res: Response) {
  const { db, log } = ctx
  const { currentPassword, newPassword } = parseInput(PasswordChangeSchema, req.body)
  const { user, session } = req.auth!
  const ip = req.ip
  const wait = ctx.throttle.retryAfter(ip, user.username, ctx.now())
  if (wait) {
    log({ event: 'password_change_throttled', username: user.username, userId: user.id, ip, limit: wait.kind })
    throw tooMany(wait, 'wrong current passwords')
  }
  const found = findCredentials(db, user.username)
  if (!found || !(await verifyPassword(found.passwordHash, currentPassword))) {
    const started = ctx.throttle.fail(ip, user.username, ctx.now())
    log({ event: 'password_change_failure', username: user.username, userId: user.id, ip })
    if (started) log({ event: 'lockout', username: user.username, ip, limit: started.kind, seconds: started.ms / 1000 })
    throw new HttpError(400, 'currentPassword: is not your current password')
  }
  ctx.throttle.succeed(user.username)
  await requireStrong('newPassword', newPassword, user.username)
  updatePassword(db, user.id, await hashPassword(newPassword), ctx.now())
  invalidateOtherSessions(db, user.id, session.id)
  log({ event: 'password_change', username: user.username, userId: user.id, ip: req.ip })
  res.json({ message: 'Password changed. Other devices have been signed out.' })
}

/**
 * A 429 that says in words when to try again, and whether the account or the network is waiting
 * (an unknown username waits like a real one, so naming the account tells nothing).
 */
function tooMany(wait: Wait, what: string): HttpError {
  const whose = wait.kind === 'account' ? 'for this account' : 'from your network'
  return new HttpError(429, `Too many ${what} ${whose}. Try again in ${waitText(wait.ms)}.`, {
    'Retry-After': String(Math.ceil(wait.ms / 1000)),
  })
}

/** "1 minute", "15 minutes": a wait's length, rounded up, for people. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** The browser and address a new session comes from, for its owner's list of devices. */
const sessionOrigin = (req: Request) => ({ userAgent: req.get('user-agent'), ip: req.ip })

function publicUser(user: User): SignedInUser {
  return { id: user.id, username: user.username, role: user.role }
}
