import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Forms } from '../../schemas/forms.ts'
import { businessDateTime } from '../../shared/business-time.ts'
import { routingWords, sameRouting, type LeadRouting, type LeadRoutingChange } from '../../shared/lead-routing.ts'
import { escapeXml } from '../../shared/xml.ts'
import type { ServerContext } from '../context.ts'
import {
  administratorEmails,
  contentAuthorOf,
  insertRoutingChange,
  lastRouting,
  latestRoutingChanges,
  setRoutingNotice,
} from '../db/lead-routing.ts'
import { ROUTING_FILE } from '../content/lead-routing-fields.ts'
import { sendEmail, smtpFailure } from './smtp.ts'
import { currentTargets, targetText } from './target.ts'

type Ctx = Pick<ServerContext, 'db' | 'site' | 'smtp' | 'log' | 'now' | 'siteUrl' | 'contentDir'>

/** The origin a static-mode site's forms post to, for the CSP's form-action; null in server mode. */
export function staticForwarderOrigin(forms: Forms): string | null {
  if (forms.mode !== 'static' || !forms.forwarding) return null
  try {
    return new URL(forms.forwarding.url).origin
  } catch {
    return null
  }
}

/** Where leads go now: the live content's mode and forwarder, and the targets in force. */
export function currentRouting(ctx: Pick<Ctx, 'db' | 'site'>): LeadRouting {
  const { forms } = ctx.site
  const { targets } = currentTargets(ctx.db, forms)
  return {
    mode: forms.mode,
    staticForwarder: forms.mode === 'static' ? (forms.forwarding?.url ?? null) : null,
    targets: targets.map(targetText),
    emails: targets.flatMap((target) => (target.kind === 'email' ? target.to : [])),
  }
}

const readFile = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * Compares where leads go with the last record, at start, after each content reload and after a
 * Settings save; a difference is recorded (by `by`, else by the Site content change that left
 * forms.yaml as it is, else "a content file") and emailed. The first record of a database is the
 * starting point, not a change. Resolves once the notice is sent or has failed (it never throws).
 */
export async function noticeRoutingChange(ctx: Ctx, by: string | null = null): Promise<void> {
  try {
    const after = currentRouting(ctx)
    const before = lastRouting(ctx.db)
    if (before && sameRouting(before, after)) return
    const text = before && readFile(join(ctx.contentDir, ROUTING_FILE))
    const who = before ? (by ?? (text === null ? null : contentAuthorOf(ctx.db, ROUTING_FILE, text))) : by
    const id = insertRoutingChange(ctx.db, { at: ctx.now(), by: who, before, after })
    // The first record is where things stood, not a change: nothing to say.
    if (!before) return
    ctx.log({
      level: 'warn',
      event: 'lead_routing_changed',
      change: id,
      by: who ?? 'a content file',
      routing: routingWords(after),
    })
    await sendNotice(ctx, id, { when: ctx.now(), by: who, before, after })
  } catch (error) {
    ctx.log({ level: 'error', event: 'lead_routing_check_failed', error: String(error) })
  }
}

/**
 * Emails a change to every administrator who gave an address, and to the addresses leads were
 * emailed to before it (the owner hears of it even with no account's address set). A failure is
 * logged and recorded with the change, never thrown.
 */
async function sendNotice(
  ctx: Ctx,
  id: number,
  change: { when: number; by: string | null; before: LeadRouting; after: LeadRouting },
) {
  const lower = new Set<string>()
  const to = [...administratorEmails(ctx.db), ...change.before.emails].filter((address) => {
    const key = address.toLowerCase()
    return !lower.has(key) && lower.add(key)
  })
  if (!to.length) return
  const config = ctx.smtp.config
  if (!config) {
    setRoutingNotice(ctx.db, id, [], 'email is not set up on the server')
    ctx.log({ level: 'warn', event: 'lead_routing_notice_not_sent', change: id, reason: 'SMTP is not set up' })
    return
  }
  const { name, timeZone } = ctx.site.business
  const words = wordsOf(change, timeZone)
  const lines = [
    `Where the ${name} website sends its leads has changed.`,
    '',
    `When: ${words.when}`,
    `Who: ${words.by}`,
    `Before: ${words.before}.`,
    `Now: ${words.after}.`,
    '',
    `If you did not expect this, open ${ctx.siteUrl}/admin/settings and check where leads go.`,
  ]
  try {
    const refused = await sendEmail(config, {
      to,
      fromName: name,
      replyTo: null,
      subject: `Where your website's leads go has changed (${name})`,
      text: lines.join('\n'),
      html: lines
        .filter(Boolean)
        .map((line) => `<p>${escapeXml(line)}</p>`)
        .join('\n'),
      messageId: `<lead-routing-${id}-${change.when}@${new URL(ctx.siteUrl).hostname}>`,
    })
    setRoutingNotice(ctx.db, id, to, refused)
  } catch (error) {
    const reason = smtpFailure(error, config)
    setRoutingNotice(ctx.db, id, [], reason)
    ctx.log({ level: 'error', event: 'lead_routing_notice_failed', change: id, reason })
  }
}

function wordsOf(
  change: { when: number; by: string | null; before: LeadRouting; after: LeadRouting },
  timeZone: string,
): LeadRoutingChange {
  return {
    when: businessDateTime(change.when, timeZone),
    by: change.by ?? 'a content file (edited by hand or pulled with git)',
    before: routingWords(change.before),
    after: routingWords(change.after),
  }
}

/** The latest changes to where leads go, newest first, for the dashboard. */
export function routingChanges(ctx: Pick<Ctx, 'db' | 'site'>, limit = 5): LeadRoutingChange[] {
  return latestRoutingChanges(ctx.db, limit).map((row) =>
    wordsOf({ when: row.at, by: row.by, before: row.before!, after: row.after }, ctx.site.business.timeZone),
  )
}
