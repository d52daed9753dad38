import type { Forms } from '../../schemas/forms.ts'
import type { Lead } from '../db/leads.ts'
import type { DeliveryTarget } from './target.ts'

const TIMEOUT_MS = 15_000

/** Readable names for the fields a forwarder turns into an email table. */
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  serviceType: 'Service',
  message: 'Message',
  preferredDate: 'Preferred date',
  preferredTimeSlot: 'Preferred time',
  urgency: 'Urgency',
  additionalNotes: 'Notes',
}

/** The lead's fields with choice values turned into their labels (repair → Garage Door Repair). */
export function readableFields(lead: Lead, forms: Forms): Record<string, string> {
  const choices: Record<string, { value: string; label: string }[]> =
    lead.kind === 'contact'
      ? { serviceType: forms.contact.serviceTypes, state: forms.contact.states }
      : { serviceType: forms.booking.serviceTypes, preferredTimeSlot: forms.booking.timeSlots, urgency: forms.booking.urgency }
  return Object.fromEntries(Object.entries(lead.fields).map(([name, value]) => [name, choices[name]?.find((c) => c.value === value)?.label ?? value]))
}

/**
 * Sends one lead. A FormSubmit-compatible forwarder gets the fields plus _subject, _template and
 * _captcha as a form post; a webhook gets JSON. Both get the lead's idempotency key (header and
 * field) so a receiver can drop repeats: delivery is at least once.
 */
export async function deliver(lead: Lead, target: DeliveryTarget, forms: Forms): Promise<{ statusCode: number | null; error: string | null; ok: boolean }> {
  const subject = forms[lead.kind].subject
  const fields = readableFields(lead, forms)
  const headers: Record<string, string> = { 'Idempotency-Key': lead.idempotencyKey, Accept: 'application/json' }
  let body: string
  if (target.kind === 'formsubmit') {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(fields)) form.set(LABELS[name] ?? name, value)
    form.set('_subject', subject)
    form.set('_template', 'table')
    form.set('_captcha', 'false')
    form.set('_idempotency_key', lead.idempotencyKey)
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = form.toString()
  } else {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify({
      id: lead.id,
      idempotencyKey: lead.idempotencyKey,
      kind: lead.kind,
      subject,
      fields,
      values: lead.fields,
      submittedAt: new Date(lead.createdAt).toISOString(),
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      utm: lead.utm,
    })
  }
  try {
    const res = await fetch(target.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
    await res.arrayBuffer().catch(() => undefined)
    return res.ok ? { statusCode: res.status, error: null, ok: true } : { statusCode: res.status, error: `HTTP ${res.status}`, ok: false }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { statusCode: null, error: cause ?? (error as Error).name ?? 'network error', ok: false }
  }
}
