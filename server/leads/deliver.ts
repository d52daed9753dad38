import type { Forms } from '../../schemas/forms.ts'
import type { Lead } from '../db/leads.ts'
import { connectable, pinnedRequest, realNetwork, RemoteRefusal, type ImageNetwork } from '../images/remote-image.ts'
import type { DeliveryTarget } from './target.ts'

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

/** A field's label as the business reads it: `preferredDate` → "Preferred date"; a field not listed is spelled out from its name. */
export function fieldLabel(name: string): string {
  const spelled = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return LABELS[name] ?? spelled.charAt(0).toUpperCase() + spelled.slice(1)
}

/** The lead's fields with choice values turned into their labels (repair → Garage Door Repair). */
export function readableFields(lead: Lead, forms: Forms): Record<string, string> {
  const choices: Record<string, { value: string; label: string }[]> =
    lead.kind === 'contact'
      ? { serviceType: forms.serviceTypes, state: forms.contact.states }
      : {
          serviceType: forms.serviceTypes,
          preferredTimeSlot: forms.booking.timeSlots,
          urgency: forms.booking.urgency,
        }
  return Object.fromEntries(
    Object.entries(lead.fields).map(([name, value]) => [
      name,
      choices[name]?.find((c) => c.value === value)?.label ?? value,
    ]),
  )
}

/**
 * Sends one lead. A FormSubmit-compatible forwarder gets the fields plus _subject, _template and
 * _captcha as a form post; a webhook gets JSON. Both get the lead's idempotency key (header and
 * field) so a receiver can drop repeats: delivery is at least once.
 *
 * `timeoutMs` bounds the whole exchange, the response body included: a receiver that answers its
 * headers and then never ends the body fails too. Success means a 2xx and a complete body; anything
 * less is a failure, so the lead is sent again (with the same key) rather than risk losing it.
 */
export async function deliver(
  lead: Lead,
  target: Extract<DeliveryTarget, { url: string }>,
  forms: Forms,
  timeoutMs: number,
  network: ImageNetwork = realNetwork,
): Promise<{ statusCode: number | null; error: string | null; ok: boolean }> {
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
      // A corrected lead comes again under a new key, at most once a minute, with the latest fields.
      correctedAt: lead.correctedAt === null ? null : new Date(lead.correctedAt).toISOString(),
      corrections: lead.corrections,
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      utm: lead.utm,
    })
  }
  if (!target.privateNetwork) return deliverPublic(target.url, headers, body, timeoutMs, network)
  let statusCode: number | null = null
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    statusCode = res.status
    // Reading the body to its end under the same signal: a body that never ends times out here.
    await res.arrayBuffer()
    return res.ok ? { statusCode, error: null, ok: true } : { statusCode, error: `HTTP ${res.status}`, ok: false }
  } catch (error) {
    return { statusCode, error: failure(error, timeoutMs), ok: false }
  }
}

/**
 * A public target, fenced as the image fetch is (server/images/remote-image.ts): https, port 443,
 * every address of its host public when the lead is sent (DNS may have changed since it was saved),
 * and the connection made to the address checked. A refusal is a failed attempt saying why.
 */
async function deliverPublic(
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  network: ImageNetwork,
): Promise<{ statusCode: number | null; error: string | null; ok: boolean }> {
  const signal = AbortSignal.timeout(timeoutMs)
  let statusCode: number | null = null
  try {
    const url = new URL(address)
    const to = await connectable(url, network, signal)
    const res = await pinnedRequest(url, to, { method: 'POST', headers, body, ca: network.ca, signal })
    statusCode = res.statusCode ?? null
    // Read to its end under the same signal: a body that never ends times out here.
    for await (const _chunk of res);
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300
    return { statusCode, error: ok ? null : `HTTP ${statusCode}`, ok }
  } catch (error) {
    if (error instanceof RemoteRefusal) return { statusCode, error: `refused: ${error.message}`, ok: false }
    if (signal.aborted) return { statusCode, error: `timeout after ${timeoutMs} ms`, ok: false }
    return { statusCode, error: (error as { code?: string }).code ?? failure(error, timeoutMs), ok: false }
  }
}

/** A short reason for the attempt log: "timeout after 10000 ms", ECONNREFUSED, … */
function failure(error: unknown, timeoutMs: number): string {
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: string } }
  if (name === 'TimeoutError') return `timeout after ${timeoutMs} ms`
  return cause?.code ?? name ?? 'network error'
}
