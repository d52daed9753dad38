import { resolve } from 'node:path'
import type { Site } from '../schemas/site.ts'
import { LoginThrottle } from './auth/throttle.ts'
import { readTime } from './blog/markdown.ts'
import { SetupCode, type ServerContext, type TrustProxy } from './context.ts'
import { BlogStore } from './db/blog.ts'
import type { DB } from './db/database.ts'
import { LeadOutbox, type OutboxOptions } from './leads/outbox.ts'
import { SiteEvents } from './measure/site-events.ts'
import { smtpSetup, type SmtpSetup } from './leads/smtp.ts'
import { HELD_PER_DAY } from './leads/address-limit.ts'
import { readEnv } from '../shared/env.ts'
import { jsonLogger, type Logger } from './log.ts'

export function createContext(options: {
  db: DB
  site: Site
  siteUrl: string
  /** The link to the build to serve; BUILD_DIR by default. */
  buildDir?: string
  /** The content folder Site content edits; CONTENT_DIR by default. */
  contentDir?: string
  log?: Logger
  now?: () => number
  outbox?: OutboxOptions
  /** The mail server for lead emails; none (the defaults of an empty environment) unless given. */
  smtp?: SmtpSetup
  leadsPerTenMinutes?: number
  trustProxy?: TrustProxy
}): ServerContext {
  const log = options.log ?? jsonLogger()
  const now = options.now ?? Date.now
  const smtp =
    options.smtp ??
    smtpSetup(readEnv({}, ['SMTP_HOST', 'SMTP_PORT', 'SMTP_TLS', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM']))
  // Lead emails name the content the server has now (server/served-site.ts), not the one it started with.
  const mail = {
    get site() {
      return context.site
    },
    siteUrl: options.siteUrl,
    smtp,
  }
  const context: ServerContext = {
    db: options.db,
    site: options.site,
    blog: new BlogStore(options.db, readTime),
    throttle: new LoginThrottle(options.db),
    log,
    now,
    siteUrl: options.siteUrl,
    buildDir: resolve(options.buildDir ?? readEnv(process.env, ['BUILD_DIR']).BUILD_DIR),
    contentDir: resolve(options.contentDir ?? readEnv(process.env, ['CONTENT_DIR']).CONTENT_DIR),
    setupCode: new SetupCode(options.db),
    outbox: new LeadOutbox(options.db, mail, log, now, options.outbox),
    // Days are the business's, from the content being served now.
    siteEvents: new SiteEvents(options.db, now, () => context.site, new URL(options.siteUrl).hostname, log),
    smtp,
    leadLimits: {
      perTenMinutes: options.leadsPerTenMinutes ?? readEnv({}, ['LEADS_PER_TEN_MINUTES']).LEADS_PER_TEN_MINUTES,
      heldPerDay: HELD_PER_DAY,
    },
    trustProxy: options.trustProxy ?? false,
  }
  return context
}
