import type { Site } from '../../schemas/site.ts'
import { businessDateTime, calendarDay } from '../../shared/business-time.ts'
import { escapeXml } from '../../shared/xml.ts'
import type { Lead } from '../db/leads.ts'
import { labelledFields, leadCity } from './lead-fields.ts'
import type { OutgoingEmail } from './smtp.ts'

/** What the subject calls each form's lead. */
const KIND_WORDS = { contact: 'service request', booking: 'booking' } as const

/** "URGENT booking: spring replacement, Clearwater"; "Corrected: …" for a lead the visitor sent again with changes. */
export function leadSubject(lead: Lead, site: Site): string {
  const kind = KIND_WORDS[lead.kind]
  // Urgency as decided when the lead was stored (or corrected), as the inbox shows it.
  const head = lead.urgent ? `URGENT ${kind}` : kind[0]!.toUpperCase() + kind.slice(1)
  const service = site.forms.serviceTypes.find((choice) => choice.value === lead.fields.serviceType)?.label
  const what = [service?.toLowerCase(), leadCity(lead, site)].filter(Boolean).join(', ')
  const subject = what ? `${head}: ${what}` : head
  return lead.correctedAt ? `Corrected: ${subject}` : subject
}

/** The Message-ID every copy of this lead's email carries, so a retry threads with the first copy. */
export function leadMessageId(lead: Lead, siteUrl: string): string {
  return `<lead-${lead.idempotencyKey}@${new URL(siteUrl).hostname}>`
}

/** A tap-to-call link for a US number however it was typed: (727) 555-0100, 1-727-555-0100. */
const telLink = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`

/** The visitor's name as typed: the booking form's full name, the contact form's first and last. */
const visitorName = (lead: Lead) =>
  lead.fields.fullName ?? [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(' ')

/** Whether the visitor ticked the forms' box to receive texts about the request; null where the form had none. */
const textsLine = ({ textConsent: consent }: Lead) =>
  consent &&
  (consent.agreed ? 'Text messages: agreed to texts about this request' : 'Text messages: not agreed (call or email)')

/** What the email of a corrected lead says first: when, and how many times when more than once (the email carries the latest). */
function correctedLine(lead: Lead, name: string, timeZone: string): string {
  const when = businessDateTime(lead.correctedAt!, timeZone)
  const sent = `${name || 'The visitor'} sent this form again with changes`
  const times =
    lead.corrections > 1 ? `${sent} (corrected ${lead.corrections} times, last on ${when})` : `${sent} on ${when}`
  return `${times}: this email replaces the earlier one for this lead.`
}

/**
 * The email of one lead: a subject that says what and where, a line saying so when it comes from
 * outside the service area (the place and its distance from the nearest city served), every field
 * by its label (choices by their labels, the preferred date as "Sat, Nov 28"), the time received in the business's zone,
 * the phone as a tap-to-call link, a link to the lead in the admin area, and Reply-To the visitor.
 * Everything the visitor typed is escaped in the HTML part.
 */
export function leadEmail(lead: Lead, site: Site, siteUrl: string, to: string[]): OutgoingEmail {
  const fields = labelledFields(lead, site.forms).map((field) => ({
    ...field,
    value: field.name === 'preferredDate' ? calendarDay(field.value) : field.value,
  }))
  const received = businessDateTime(lead.createdAt, site.business.timeZone)
  const adminLink = `${siteUrl}/admin/leads?lead=${lead.id}`
  const name = visitorName(lead)
  const corrected = lead.correctedAt ? correctedLine(lead, name, site.business.timeZone) : null
  const landed = lead.landingPage ? `${siteUrl}${lead.landingPage}` : null
  const texts = textsLine(lead)
  const outside = lead.outsideArea && `Outside the service area: ${lead.outsideArea}.`
  const text = [
    ...(corrected ? [corrected, ''] : []),
    ...(outside ? [outside, ''] : []),
    ...fields.map(({ name, label, value }) =>
      name === 'phone' ? `${label}: ${value} (${telLink(value)})` : `${label}: ${value}`,
    ),
    ...(texts ? [texts] : []),
    '',
    `Received: ${received}`,
    ...(landed ? [`First page seen: ${landed}`] : []),
    `Open this lead: ${adminLink}`,
    '',
    lead.fields.email ? `Reply to this email to answer ${name || lead.fields.email}.` : '',
  ].join('\n')
  const cell = 'padding:6px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top'
  const rows = fields
    .map(({ name, label, value }) => {
      const shown =
        name === 'phone'
          ? `<a href="${escapeXml(telLink(value))}">${escapeXml(value)}</a>`
          : name === 'email'
            ? `<a href="mailto:${escapeXml(value)}">${escapeXml(value)}</a>`
            : escapeXml(value).replace(/\n/g, '<br>')
      return `<tr><th align="left" style="${cell};color:#475569">${escapeXml(label)}</th><td style="${cell}">${shown}</td></tr>`
    })
    .join('\n')
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">
${corrected ? `<p style="padding:8px 12px;background:#fef3c7"><strong>${escapeXml(corrected)}</strong></p>\n` : ''}${outside ? `<p style="padding:8px 12px;background:#fee2e2"><strong>${escapeXml(outside)}</strong></p>\n` : ''}<table style="border-collapse:collapse">
${rows}
</table>
${texts ? `<p>${escapeXml(texts)}</p>\n` : ''}<p>Received: ${escapeXml(received)}${landed ? `<br>First page seen: ${escapeXml(landed)}` : ''}</p>
<p><a href="${escapeXml(adminLink)}">Open this lead in the admin area</a></p>
</body></html>
`
  return {
    to,
    fromName: site.business.name,
    replyTo: lead.fields.email ?? null,
    subject: leadSubject(lead, site),
    text,
    html,
    messageId: leadMessageId(lead, siteUrl),
  }
}
