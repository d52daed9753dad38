import type { LeadTargets } from '../shared/lead-delivery.ts'
/** A valid contact form post, as the browser sends it from a page served a minute ago. */
export function contactPost(overrides: Record<string, string> = {}, now = Date.now()): Record<string, string> {
  return {
    formKey: `k-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`,
    servedAt: String(now - 60_000),
    website: '',
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana.diaz@example.com',
    phone: '(727) 555-0199',
    address: '1450 Gulf Blvd',
    city: 'Clearwater',
    state: 'FL',
    zip: '33767',
    serviceType: 'spring',
    message: 'The spring above the door snapped this morning.',
    ...overrides,
  }
}

export function bookingPost(overrides: Record<string, string> = {}, now = Date.now()): Record<string, string> {
  const tomorrow = new Date(now + 36 * 60 * 60 * 1000).toISOString().slice(0, 10)
  return {
    formKey: `k-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`,
    servedAt: String(now - 60_000),
    website: '',
    fullName: 'Ray Thompson',
    email: 'ray@example.com',
    phone: '813-555-0177',
    address: '220 Tampa Rd, Oldsmar, FL 34677',
    serviceType: 'opener',
    preferredDate: tomorrow,
    preferredTimeSlot: 'morning',
    urgency: 'standard',
    additionalNotes: 'Opener hums but the door does not move.',
    ...overrides,
  }
}

/** Sends a lead form's fields to the server as a browser's script does (JSON answer asked for). */
export function postLeadForm(origin: string, form: 'contact' | 'booking', fields: Record<string, string>) {
  return fetch(`${origin}/${form}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      'Accept-Language': 'en-US',
    },
    body: new URLSearchParams(fields),
  })
}

/**
 * Lead targets naming a receiver on this machine (tests/lead-receiver.ts): plain http on loopback,
 * which only an administrator's "on our private network" choice lets leads go to, as an office CRM.
 */
export function privateTarget(kind: 'webhook' | 'formsubmit', url: string): LeadTargets {
  return {
    emails: [],
    webhook: kind === 'webhook' ? url : null,
    formsubmit: kind === 'formsubmit' ? url : null,
    privateNetwork: true,
  }
}
