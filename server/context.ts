import { randomBytes } from 'node:crypto'
import type { Request } from 'express'
import type { Site } from '../schemas/site.ts'
import type { LoginThrottle } from './auth/throttle.ts'
import type { BlogStore } from './db/blog.ts'
import type { DB } from './db/database.ts'
import { countUsers, type User } from './db/users.ts'
import type { Session } from './auth/session.ts'
import type { LeadOutbox } from './leads/outbox.ts'
import type { SmtpSetup } from './leads/smtp.ts'
import type { LeadLimits } from './leads/address-limit.ts'
import type { Logger } from './log.ts'
import type { SiteEvents } from './measure/site-events.ts'

/** What the request handlers share. Tests build it with a temporary database and a clock they control. */
export interface ServerContext {
  db: DB
  blog: BlogStore
  throttle: LoginThrottle
  log: Logger
  now: () => number
  /** Where this server answers: SITE_URL, or http://localhost:PORT when it is not set; no trailing slash. */
  siteUrl: string
  /** BUILD_DIR, resolved: the link to the build being served (build/builds.ts). */
  buildDir: string
  /** The one-time code that lets the first administrator register; null once an account exists. */
  setupCode: SetupCode
  /** The content: loaded at start, then the served build's (server/served-site.ts). */
  site: Site
  /** CONTENT_DIR, resolved: the folder Site content edits (and the build reads). */
  contentDir: string
  /** Forwards stored leads. */
  outbox: LeadOutbox
  /** Visit counts for the Reports screen, written a batch at a time. */
  siteEvents: SiteEvents
  /** The mail server lead emails go through (SMTP_* in the environment), or what is missing to use one. */
  smtp: SmtpSetup
  /** Leads per address: ordinary ones in ten minutes, then held for review up to a daily cap. */
  leadLimits: LeadLimits
  /** Whose X-Forwarded-* headers to believe (TRUST_PROXY): the client address that throttles and limits key on comes from it. */
  trustProxy: TrustProxy
}

/** The site's address (SITE_URL) is https: cookies are Secure and HSTS is sent, whatever the proxy in front says. */
export const siteIsHttps = (siteUrl: string) => siteUrl.startsWith('https:')

/** Whether this answer's cookies must be Secure: an https site, or a request that came over https. */
export const secureRequest = (ctx: ServerContext, req: Request) => siteIsHttps(ctx.siteUrl) || req.secure

/** Express's "trust proxy": none, a number of hops, or the proxies' addresses (server/env.ts). */
export type TrustProxy = false | number | string[]

/** A one-time code printed on the console while no account exists; it dies when the first account is made. */
export class SetupCode {
  private code: string | null = null

  constructor(private readonly db: DB) {}

  /** The current code, created when needed; null when accounts exist. */
  current(): string | null {
    if (countUsers(this.db) > 0) {
      this.code = null
      return null
    }
    this.code ??= randomBytes(12).toString('base64url')
    return this.code
  }

  matches(candidate: string): boolean {
    const code = this.current()
    return code !== null && candidate.trim() === code
  }
}

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user and their session, or null. */
      auth: { user: User; session: Session } | null
    }
  }
}
