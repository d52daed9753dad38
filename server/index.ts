import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { formatProblem, problemCount } from '../content-loader/errors.ts'
import { createApp } from './app.ts'
import { warmMarkdown } from './blog/markdown-renderer.ts'
import { importSeedPosts } from './blog/seed.ts'
import { removeStaleDrafts } from './content/draft.ts'
import { createContext } from './create-context.ts'
import { devSite } from './dev-site.ts'
import { markUrgentLeads } from './leads/urgent.ts'
import { openDatabase } from './db/database.ts'
import { localAddress, readEnv, type Env } from '../shared/env.ts'
import { smtpSetup } from './leads/smtp.ts'
import { noticeRoutingChange } from './leads/lead-routing.ts'
import { recordCurrentWording } from './leads/text-consent.ts'
import { currentTargets, targetText } from './leads/target.ts'
import { jsonLogger } from './log.ts'
import { addressMismatch } from './site-address.ts'
import { refusedContentNote, startingSite } from './starting-site.ts'
import { builtFor } from '../shared/build-output.ts'
import type { Pages } from './page-renderer.ts'

/** `npm run dev` (`--dev`): the same server, with every page rendered from source by Vike's dev middleware and no build. */
const dev = process.argv.includes('--dev')
let env: Env
try {
  env = readEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const buildDir = env.BUILD_DIR
if (!dev && (!existsSync(`${buildDir}/client/index.html`) || !existsSync(`${buildDir}/routes.json`))) {
  console.error(
    `No build found in ${buildDir}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  )
  process.exit(1)
}

const log = jsonLogger()
const db = openDatabase(env.DATABASE_PATH)
// A content folder the check refuses does not keep the server from starting: it serves the last good
// build (its site.json) and says which files are refused, first on the console, then in the log.
// `npm run dev` has no build to fall back on: it starts on the content folder's content or not at all.
const starting = startingSite(resolve(env.CONTENT_DIR), dev ? null : buildDir)
if (!starting.site) {
  for (const problem of starting.refused) console.error(formatProblem(problem))
  console.error(`\n${problemCount(starting.refused)}, and the build in ${buildDir} has no site.json to start from.`)
  process.exit(1)
}
const site = starting.site
const siteUrl = localAddress(env)
const ctx = createContext({
  db,
  site,
  siteUrl,
  buildDir,
  log,
  leadsPerTenMinutes: env.LEADS_PER_TEN_MINUTES,
  trustProxy: env.TRUST_PROXY,
  smtp: smtpSetup(env),
})
// What start-up found is logged once the address and the setup code have been said (the first screen).
const startupNotes: Record<string, unknown>[] = []
// Drafts a server killed during a content check left in the temporary folder (server/content/draft.ts).
const staleDrafts = removeStaleDrafts()
if (staleDrafts.length)
  startupNotes.push({ msg: 'removed drafts left by a server that stopped mid-check', drafts: staleDrafts })
if (starting.refused.length) {
  for (const problem of starting.refused) console.error(formatProblem(problem))
  startupNotes.push(refusedContentNote(starting.refused))
}
const imported = importSeedPosts(ctx.blog, site.blog.posts, ctx.now())
if (imported) startupNotes.push({ msg: 'seed posts imported', count: imported })
// Leads stored before urgency was recorded (migration 007) get it from the content, once.
const decided = markUrgentLeads(db, site.forms)
if (decided) startupNotes.push({ msg: 'urgency of earlier leads worked out from the content', count: decided })
// The text-message box's wording that the pages show is kept before anyone sends it (leads/text-consent.ts).
recordCurrentWording(db, site, ctx.now())
const { targets, source } = currentTargets(db, site.forms)
if (!targets.length)
  startupNotes.push({
    level: 'warn',
    msg: 'leads go nowhere: no email, webhook or forwarder is set (Admin → Settings, or content/forms.yaml): they are only stored',
  })
else startupNotes.push({ msg: 'leads are sent to', targets: targets.map(targetText), source })
if (ctx.smtp.config)
  startupNotes.push({
    msg: 'lead emails go through',
    smtp: `${ctx.smtp.config.host}:${ctx.smtp.config.port}`,
    tls: ctx.smtp.config.tls,
  })
else if (targets.some((target) => target.kind === 'email'))
  startupNotes.push({
    level: 'error',
    msg: 'lead emails cannot be sent: SMTP is not set up',
    missing: ctx.smtp.missing,
  })
ctx.outbox.start()
// Where leads go, compared with the last record: a change made while the server was stopped (a hand
// edit of content/forms.yaml, a git pull) is recorded and emailed to the administrators.
void noticeRoutingChange(ctx)
// The thread that formats post bodies starts now, not with the first save.
warmMarkdown()
// Said before anything else that is served: search engines would be pointed at the wrong address.
// `npm run dev` serves no build, so it names no other address.
const mismatch = !dev && addressMismatch(builtFor(buildDir), siteUrl)
if (mismatch) console.warn(`\nWARNING: ${mismatch}\n`)

const server = createServer()
const development = dev ? await devSite(ctx, server) : undefined
const app = createApp(ctx, development)
server.on('request', app)
// `npm run serve` answers on every address; `npm run dev` only where HOST says (this computer unless set).
server.listen(env.PORT, ...(dev ? [env.HOST] : []), () => {
  // The setup code comes before the "listening" line, which is the signal that start-up is complete.
  console.log(`\nThe site is served at ${siteUrl}`)
  const setupCode = ctx.setupCode.current()
  if (setupCode) {
    console.log(
      `No administrator account exists yet. Create the first one at ${siteUrl}/auth with this one-time setup code:\n    ${setupCode}\n(or run \`npm run admin:create\`). Anyone else will need an invite code from an administrator.`,
    )
  }
  console.log('')
  for (const note of startupNotes) log(note)
  log({
    msg: 'listening',
    pid: process.pid,
    url: `http://localhost:${env.PORT}`,
    siteUrl,
    database: env.DATABASE_PATH,
  })
})

// An error nobody caught leaves the process in a state nobody knows: it is logged and the process
// exits non-zero, for its supervisor to start a fresh one (README: "Running in production").
// Leads already acknowledged are committed; a delivery in flight is sent again with its idempotency key.
function crash(msg: string, error: unknown) {
  log({ level: 'error', msg, error: String((error as Error)?.stack ?? error) })
  process.exit(1)
}
process.on('unhandledRejection', (reason) => crash('unhandled rejection; exiting', reason))
process.on('uncaughtException', (error) => crash('uncaught exception; exiting', error))

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log({ msg: 'shutting down', signal })
  server.close(async () => {
    // A delivery still waiting on its receiver after 2 s is left: the lead stays pending and is
    // sent again, with the same idempotency key, after the restart.
    await Promise.race([ctx.outbox.stop(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
    ctx.siteEvents.stop()
    ;(app.locals.pages as Pages).close()
    await development?.close()
    db.close()
    log({ msg: 'stopped' })
    process.exit(0)
  })
  server.closeIdleConnections()
  setTimeout(() => {
    log({ level: 'error', msg: 'shutdown took longer than 10 s (requests still open); exiting' })
    db.close()
    process.exit(1)
  }, 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
