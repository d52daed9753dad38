import { Router, type RequestHandler } from 'express'
import { EVERYONE, type Need } from '../../../shared/roles.ts'
import { requireRole, requireUser } from '../../auth/middleware.ts'
import type { ServerContext } from '../../context.ts'
import { backupRoutes } from './backup.ts'
import { accountRoutes } from './accounts.ts'
import { checklistRoutes } from './checklist.ts'
import { contentRoutes } from './content.ts'
import { imageRoutes } from './images.ts'
import { inviteRoutes } from './invites.ts'
import { storedLeadRoutes } from './leads.ts'
import { categoryAndTopicRoutes } from './named.ts'
import type { Audit } from './params.ts'
import { postRoutes } from './posts.ts'
import { reportRoutes } from './reports.ts'
import { sessionRoutes } from './sessions.ts'
import { settingsRoutes } from './settings.ts'

/** One group of admin routes: where it lives, who may use it, and the routes themselves. */
interface RouteGroup {
  /** Every route of the group starts with one of these (under /api/admin). */
  paths: string[]
  role: Need
  mount: (router: Router, ctx: ServerContext, audit: Audit) => void
}

/**
 * The admin API, group by group. Every route needs a signed-in user, and the role its group names:
 * editors write the blog, site editors the site's content; everything else is for administrators. A route outside every group's
 * paths is refused to all but administrators, so a new route is never open to editors by mistake.
 */
export const ADMIN_GROUPS: RouteGroup[] = [
  { paths: ['/posts'], role: 'editor', mount: postRoutes },
  { paths: ['/categories', '/tags'], role: 'editor', mount: categoryAndTopicRoutes },
  { paths: ['/images'], role: 'editor', mount: imageRoutes },
  { paths: ['/settings'], role: 'administrator', mount: settingsRoutes },
  { paths: ['/leads'], role: 'administrator', mount: storedLeadRoutes },
  { paths: ['/reports'], role: 'administrator', mount: reportRoutes },
  { paths: ['/invites'], role: 'administrator', mount: inviteRoutes },
  { paths: ['/accounts'], role: 'administrator', mount: accountRoutes },
  // Every signed-in user manages their own sessions (and only their own).
  { paths: ['/sessions'], role: EVERYONE, mount: sessionRoutes },
  { paths: ['/backup'], role: 'administrator', mount: backupRoutes },
  { paths: ['/checklist'], role: 'administrator', mount: checklistRoutes },
  {
    paths: ['/content', '/content-history', '/content-publish', '/content-preview'],
    role: ['site-editor'],
    mount: contentRoutes,
  },
]

/** The admin API: every route needs a signed-in user with the right role. Changes are logged as security events. */
export function adminRoutes(ctx: ServerContext): Router {
  const router = Router()
  router.use('/api/admin', requireUser, roleGate(ADMIN_GROUPS))
  const audit: Audit = (req, action, details) =>
    ctx.log({ event: 'admin_change', action, username: req.auth!.user.username, userId: req.auth!.user.id, ...details })
  for (const group of ADMIN_GROUPS) group.mount(router, ctx, audit)
  return router
}

/** Checks the role of the group whose path the request is under; administrators only elsewhere. */
function roleGate(groups: RouteGroup[]): RequestHandler {
  const byPath = groups.flatMap((group) => group.paths.map((path) => ({ path, check: requireRole(group.role) })))
  const administratorsOnly = requireRole('administrator')
  return (req, res, next) => {
    const found = byPath.find(({ path }) => req.path === path || req.path.startsWith(`${path}/`))
    ;(found?.check ?? administratorsOnly)(req, res, next)
  }
}
