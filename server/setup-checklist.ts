import type { ChecklistItem } from '../shared/admin-checklist.ts'
import { businessDate } from '../shared/business-time.ts'
import type { ServerContext } from './context.ts'
import { lastBackupAt } from './db/backups.ts'
import type { LeadEmailStatus } from '../shared/lead-delivery.ts'
import { leadEmailStatus } from './leads/email-status.ts'
import { notSetUpText } from './leads/smtp.ts'
import { countAdministrators } from './db/users.ts'
import { addressMismatch, isLocalAddress, publicAddress } from './site-address.ts'

/** A backup older than this no longer counts. */
export const BACKUP_MAX_AGE_DAYS = 7

/**
 * The dashboard's first-run checklist: the four things without which a lead or the site itself can
 * be lost unnoticed. It is shown until every item is done.
 */
export function setupChecklist(ctx: ServerContext): ChecklistItem[] {
  return [addressItem(ctx), emailItem(leadEmailStatus(ctx)), backupItem(ctx), secondPersonItem(ctx)]
}

function addressItem(ctx: ServerContext): ChecklistItem {
  const built = publicAddress(ctx)
  const mismatch = addressMismatch(built, ctx.siteUrl)
  const local = isLocalAddress(ctx.siteUrl)
  const detail = local
    ? `The site gives its address as ${built}, which only the server’s own computer can open: search engines and ` +
      'shared links would lead nowhere. Whoever runs the server sets SITE_URL to the site’s real address ' +
      '(for example https://www.yourbusiness.com), then builds and starts it again (README: “Running in production”).'
    : (mismatch ?? `Search engines and shared links are given ${built}, the address this server answers at.`)
  return {
    id: 'address',
    done: !local && !mismatch,
    title: 'The site’s public address is set',
    detail,
    href: '/sitemap.xml',
    action: 'See the addresses search engines are given',
  }
}

function emailItem({ smtpConfigured, smtpMissing, recipients, testReceived }: LeadEmailStatus): ChecklistItem {
  const detail = !smtpConfigured
    ? `${notSetUpText(smtpMissing)} Until then, new leads wait in the Leads list and nobody is told.`
    : recipients.length === 0
      ? 'Choose who gets an email for each new lead, then send a test email.'
      : !testReceived
        ? `Send a test email to ${recipients.join(', ')} and say when it has arrived.`
        : `Each new lead is emailed to ${recipients.join(', ')}; a test arrived.`
  return {
    id: 'lead-email',
    done: smtpConfigured && recipients.length > 0 && testReceived,
    title: 'Lead emails are set up, and a test arrived',
    detail,
    href: '/admin/settings#lead-email',
    action: 'Set up lead emails',
  }
}

function backupItem(ctx: ServerContext): ChecklistItem {
  const last = lastBackupAt(ctx.db)
  const recent = last !== null && ctx.now() - last <= BACKUP_MAX_AGE_DAYS * 24 * 60 * 60_000
  const when = last === null ? null : businessDate(last, ctx.site.business.timeZone)
  return {
    id: 'backup',
    done: recent,
    title: `A backup was taken in the last ${BACKUP_MAX_AGE_DAYS} days`,
    detail: recent
      ? `The latest backup was taken on ${when}.`
      : `${when ? `The latest backup is from ${when}.` : 'No backup has been taken yet.'} Download one and keep it ` +
        'somewhere other than the server: it holds every lead, post and account.',
    href: '/admin/settings#backup',
    action: 'Download a backup',
  }
}

/** A second administrator: an editor's account cannot see a lead, so it does not count. */
function secondPersonItem(ctx: ServerContext): ChecklistItem {
  const administrators = countAdministrators(ctx.db)
  return {
    id: 'second-person',
    done: administrators >= 2,
    title: 'A second administrator can sign in',
    detail:
      administrators >= 2
        ? `${administrators} people have administrator accounts.`
        : 'If you forget your password or are away, nobody else can see new leads (editors cannot). Invite a second administrator.',
    href: '/admin/accounts',
    action: 'Invite an administrator',
  }
}
