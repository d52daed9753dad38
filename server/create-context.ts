import type { Site } from '../schemas/site.ts'
import { LoginThrottle } from './auth/throttle.ts'
import { readTime } from './blog/markdown.ts'
import { SetupCode, type ServerContext, type TrustProxy } from './context.ts'
import { BlogStore } from './db/blog.ts'
import type { DB } from './db/database.ts'
import { LeadOutbox, type OutboxOptions } from './leads/outbox.ts'
import { RateLimit } from './leads/rate-limit.ts'
import { readEnv } from '../shared/env.mjs'
import { jsonLogger, type Logger } from './log.ts'

export function createContext(options: {
  db: DB
  site: Site
  siteUrl: string
  log?: Logger
  now?: () => number
  outbox?: OutboxOptions
  leadsPerTenMinutes?: number
  trustProxy?: TrustProxy
}): ServerContext {
  const log = options.log ?? jsonLogger()
  const now = options.now ?? Date.now
  return {
    db: options.db,
    site: options.site,
    blog: new BlogStore(options.db, readTime),
    throttle: new LoginThrottle(),
    log,
    now,
    siteUrl: options.siteUrl,
    setupCode: new SetupCode(options.db),
    outbox: new LeadOutbox(options.db, options.site.forms, log, now, options.outbox),
    leadLimit: new RateLimit(
      options.leadsPerTenMinutes ?? readEnv({}, ['LEADS_PER_TEN_MINUTES']).LEADS_PER_TEN_MINUTES,
      10 * 60_000,
    ),
    trustProxy: options.trustProxy ?? false,
  }
}
