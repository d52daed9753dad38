import type { Site } from '../../schemas/site.ts'
import { calendarDay } from '../../shared/business-time.ts'
import { nextOpening, openWeek } from '../../shared/open-now.ts'
import { telHref } from '../../shared/telephone.ts'
import { escapeXml } from '../../shared/xml.ts'
import type { LeadStatus } from '../../shared/admin-leads.ts'
import type { ServerContext } from '../context.ts'
import { addConfirmation } from '../db/lead-confirmations.ts'
import type { Lead } from '../db/leads.ts'
import { labelledFields } from './lead-fields.ts'
import type { OutgoingEmail, SmtpSetup } from './smtp.ts'

/**
 * Whether a lead just stored gets a confirmation email: the content has its wording, a mail server
 * is set up, the visitor gave an email address, and the lead is an ordinary one. A lead held as spam
 * or for review gets none, then or when a person releases it later: by then the visitor may have
 * waited hours, and the business answers them itself. Corrections of a lead get none either: one
 * confirmation per lead.
 */
export function wantsConfirmation(
  site: Site,
  smtp: SmtpSetup,
  lead: { status: LeadStatus; fields: Record<string, string> },
): boolean {
  return (
    !!site.forms.confirmationEmail &&
    smtp.config !== null &&
    !!lead.fields.email &&
    lead.status !== 'spam' &&
    lead.status !== 'held'
  )
}

/**
 * Records that a lead's confirmation is to be sent; the outbox sends it. The lead is stored already,
 * so a failure here is logged, never answered to the visitor as their request lost.
 */
export function queueConfirmation(ctx: Pick<ServerContext, 'db' | 'log'>, leadId: number, now: number): void {
  try {
    addConfirmation(ctx.db, leadId, now)
  } catch (error) {
    ctx.log({ level: 'error', msg: 'confirmation not queued', leadId, error: String((error as Error).message) })
  }
}

/** The visitor's first name: the contact form's, or the first word of the booking form's full name. */
const firstNameOf = (fields: Record<string, string>) => fields.firstName ?? fields.fullName?.split(/\s+/)[0] ?? ''

/**
 * A text of the content with its placeholders filled in. A full stop after a value that ends in one
 * is dropped ("Gulfline Garage Door Co." then "." reads "Co."), and so is the space before a comma
 * left by an empty value ("Hi {firstName}," with no name reads "Hi,").
 */
function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}(\.?)/g, (_, name: string, stop: string) => {
      const value = values[name] ?? ''
      return value + (value.endsWith('.') ? '' : stop)
    })
    .replace(/ +([,.!?])/g, '$1')
}

/**
 * The email that confirms a request to its visitor, in the content's words (forms.yaml
 * `confirmationEmail`): what they sent (every field by its label, as the owner's email lists them),
 * what happens next, and when if the request came outside the first set of hours ("expect our call
 * Monday from 7 am", in the business's zone; an urgent one is asked to call now), the phone as a tap-to-call link, and Reply-To the
 * business's email. Everything the visitor typed is escaped in the HTML part. Null when the content
 * has no wording or the lead no email address.
 */
export function confirmationEmail(lead: Lead, site: Site, siteUrl: string): OutgoingEmail | null {
  const words = site.forms.confirmationEmail
  const to = lead.fields.email
  if (!words || !to) return null
  const { business } = site
  const opensAt = nextOpening(
    openWeek(business.hours[0]!.rows, business.timeZone, business.specialDays),
    lead.createdAt,
  )
  const values = {
    firstName: firstNameOf(lead.fields),
    businessName: business.name,
    phone: business.telephone,
    service: site.forms.serviceTypes.find((choice) => choice.value === lead.fields.serviceType)?.label ?? '',
    opensAt: opensAt ?? '',
  }
  const intro = fill(words.intro, values)
  const afterHours = lead.urgent && words.urgentAfterHours ? words.urgentAfterHours : words.afterHours
  const next = [fill(words.nextSteps, values), ...(opensAt ? [fill(afterHours, values)] : [])].join(' ')
  const closing = fill(words.closing, values)
  const fields = labelledFields(lead, site.forms).map((field) => ({
    ...field,
    value: field.name === 'preferredDate' ? calendarDay(field.value) : field.value,
  }))
  const text = [
    intro,
    '',
    ...fields.map(({ label, value }) => `${label}: ${value}`),
    '',
    next,
    '',
    closing,
    '',
    business.name,
    `${business.telephone} (${telHref(business.telephone)})`,
    siteUrl,
  ].join('\n')
  const cell = 'padding:6px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top'
  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="${cell};color:#475569">${escapeXml(label)}</th><td style="${cell}">${escapeXml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<p>${escapeXml(intro)}</p>
<table style="border-collapse:collapse">
${rows}
</table>
<p>${escapeXml(next)}</p>
<p>${escapeXml(closing)}</p>
<p>${escapeXml(business.name)}<br><a href="${escapeXml(telHref(business.telephone))}">${escapeXml(business.telephone)}</a><br><a href="${escapeXml(siteUrl)}">${escapeXml(new URL(siteUrl).host)}</a></p>
</body></html>
`
  return {
    to: [to],
    fromName: business.name,
    replyTo: business.email,
    subject: fill(words.subject, values),
    text,
    html,
    messageId: `<confirmation-${lead.id}-${lead.createdAt}@${new URL(siteUrl).hostname}>`,
  }
}
