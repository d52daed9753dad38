import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getSite } from '../content-loader/load.ts'
import type { ServerContext } from '../server/context.ts'
import { createContext } from '../server/create-context.ts'
import { openDatabase } from '../server/db/database.ts'
import type { OutboxOptions } from '../server/leads/outbox.ts'
import type { SmtpSetup } from '../server/leads/smtp.ts'
import { silentLogger, type Logger } from '../server/log.ts'

export const SITE_URL = 'http://localhost:3000'

/** A server context on a real SQLite file in a fresh temporary folder, with a clock the test can move. */
export function testContext(
  options: {
    log?: Logger
    start?: number
    realTime?: boolean
    outbox?: OutboxOptions
    leadsPerTenMinutes?: number
    /** The mail server lead emails go through (tests/smtp-receiver.ts); none by default. */
    smtp?: SmtpSetup
    /** The content folder Site content edits (a temporary copy): CONTENT_DIR by default. */
    contentDir?: string
    /** The build the server serves and Site content publishes: BUILD_DIR by default. */
    buildDir?: string
    /** Whose X-Forwarded-For to believe (TRUST_PROXY): none by default. */
    trustProxy?: ServerContext['trustProxy']
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'))
  const path = join(dir, 'site.db')
  const clock = { now: options.start ?? Date.parse('2026-11-21T12:00:00Z') }
  const db = openDatabase(path)
  const ctx: ServerContext = createContext({
    db,
    site: getSite('content'),
    siteUrl: SITE_URL,
    log: options.log ?? silentLogger,
    now: options.realTime ? Date.now : () => clock.now,
    outbox: options.outbox,
    leadsPerTenMinutes: options.leadsPerTenMinutes,
    smtp: options.smtp,
    contentDir: options.contentDir,
    buildDir: options.buildDir,
    trustProxy: options.trustProxy,
  })
  return {
    ctx,
    clock,
    path,
    dir,
    async cleanup() {
      await ctx.outbox.stop()
      ctx.siteEvents.stop()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
