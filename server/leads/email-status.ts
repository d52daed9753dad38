import type { TestEmailResult } from '../../shared/admin-api.ts'
import type { LeadEmailStatus } from '../../shared/lead-delivery.ts'
import { escapeXml } from '../../shared/xml.ts'
import { getEmailTest, getSettings } from '../admin-settings.ts'
import type { ServerContext } from '../context.ts'
import { notSetUpText, sendEmail, smtpFailure } from './smtp.ts'

const sameAddresses = (a: string[], b: string[]) => {
  const norm = (list: string[]) => [...new Set(list.map((x) => x.toLowerCase()))].sort().join(',')
  return a.length > 0 && norm(a) === norm(b)
}

export function leadEmailStatus(ctx: Pick<ServerContext, 'db' | 'smtp'>): LeadEmailStatus {
  const recipients = getSettings(ctx.db).leadTargets?.emails ?? []
  const test = getEmailTest(ctx.db)
  const received = !!test && sameAddresses(test.recipients, recipients)
  return {
    smtpConfigured: ctx.smtp.config !== null,
    smtpMissing: ctx.smtp.missing,
    recipients,
    testReceived: received,
    testReceivedAt: received ? test.confirmedAt : null,
  }
}

/**
 * Sends a test email to `recipients` now (not through the outbox: the person is waiting for the
 * answer) and says what happened: sent, the mail server's own refusal, or what the server lacks.
 */
export async function sendTestEmail(ctx: ServerContext, recipients: string[]): Promise<TestEmailResult> {
  const { config, missing } = ctx.smtp
  if (!config) return { sent: false, message: notSetUpText(missing) }
  const { name } = ctx.site.business
  const text = [
    `This is a test email from the ${name} website (${ctx.siteUrl}).`,
    '',
    'Each contact and booking request will arrive like this, from this sender, with a subject that says',
    'what and where, every field by its name, a reply address that goes to the visitor, and a link to the',
    'lead in the admin area.',
    '',
    'If it reached you, go back to Admin → Settings and press "Yes, I got it".',
  ].join('\n')
  try {
    const refused = await sendEmail(config, {
      to: recipients,
      fromName: name,
      replyTo: null,
      subject: `Test: lead emails from the ${name} website`,
      text,
      html: text
        .split('\n\n')
        .map((paragraph) => `<p>${escapeXml(paragraph.replace(/\n/g, ' '))}</p>`)
        .join('\n'),
      messageId: `<test-${ctx.now()}@${new URL(ctx.siteUrl).hostname}>`,
    })
    if (refused)
      return {
        sent: false,
        message: `${refused}. It took the email for the other addresses: correct or remove the refused one, then test again.`,
      }
    return { sent: true, message: `Sent to ${recipients.join(', ')}. Check that inbox, and its spam folder.` }
  } catch (error) {
    return { sent: false, message: smtpFailure(error, config) }
  }
}
