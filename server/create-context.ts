import { LoginThrottle } from './auth/throttle.ts'
import { BlogStore } from './db/blog.ts'
import type { DB } from './db/database.ts'
import { readTime } from './blog/markdown.ts'
import { SetupCode, type ServerContext } from './context.ts'
import { jsonLogger, type Logger } from './log.ts'

export function createContext(options: { db: DB; siteUrl: string; log?: Logger; now?: () => number }): ServerContext {
  return {
    db: options.db,
    blog: new BlogStore(options.db, readTime),
    throttle: new LoginThrottle(),
    log: options.log ?? jsonLogger(),
    now: options.now ?? Date.now,
    siteUrl: options.siteUrl,
    setupCode: new SetupCode(options.db),
  }
}
