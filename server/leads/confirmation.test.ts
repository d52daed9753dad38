import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { bookingPost, contactPost, privateTarget } from '../../tests/leads.ts'
import { headersOf, partOf, smtpReceiver } from '../../tests/smtp-receiver.ts'
import { findConfirmation } from '../db/lead-confirmations.ts'
import { listDeliveries } from '../db/lead-deliveries.ts'
import { listLeads } from '../db/leads.ts'
import { writeSettings } from '../db/settings.ts'

let test: ReturnType<typeof apiTest>
let mail: Awaited<ReturnType<typeof smtpReceiver>> | undefined
let hook: Awaited<ReturnType<typeof receiver>> | undefined
afterEach(async () => {
  await mail?.close()
  await hook?.close()
  mail = hook = undefined
  await test?.cleanup()
})

const OFFICE = 'office@gulfline.test'
/** What a browser sends beside the form: without these, a post counts toward spam. */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0', 'Accept-Language': 'en-US' }

/** The app with the loopback SMTP server as its mail server, leads emailed to the office. */
async function withMail(options: Parameters<typeof apiTest>[0] = {}, smtp: Parameters<typeof smtpReceiver>[0] = {}) {
  mail = await smtpReceiver(smtp)
  test = apiTest({ smtp: mail.smtp, outbox: { firstRetryMs: 1000 }, ...options })
  writeSettings(test.ctx.db, { leadTargets: { emails: [OFFICE], webhook: null, formsubmit: null } }, test.clock.now)
}

async function drain(rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
  }
}

const post = (form: '/booking' | '/contact', fields: Record<string, string>) =>
  request(test.app).post(form).type('form').set(BROWSER).send(fields)

/** A booking from Clearwater, as a visitor sends it. */
const clearwaterBooking = (overrides: Record<string, string> = {}) =>
  bookingPost(
    {
      fullName: 'Ray Thompson',
      email: 'ray@example.com',
      serviceType: 'spring',
      address: '1420 Bay Esplanade, Clearwater, FL 33767',
      preferredDate: '2026-11-24',
      preferredTimeSlot: 'morning',
      additionalNotes: 'Gate code <b>4417</b>',
      ...overrides,
    },
    test.clock.now,
  )

const toVisitor = () => mail!.received.filter((email) => email.to.includes('ray@example.com'))

describe("the visitor's confirmation email", () => {
  it('arrives once, with what they asked for, what happens next and when, the phone, and Reply-To the business', async () => {
    await withMail()
    const form = clearwaterBooking()
    expect((await post('/booking', form)).status).toBe(303)
    await drain(1)
    expect(mail!.received.map((email) => email.to)).toEqual(expect.arrayContaining([[OFFICE], ['ray@example.com']]))
    const [email] = toVisitor()
    const headers = headersOf(email!.raw)
    expect(headers.subject).toBe('We got your request, Ray')
    expect(headers['reply-to']).toBe('service@gulfline-garage.example')
    expect(headers.from).toBe('"Gulfline Garage Door Co." <leads@gulfline.test>')
    const text = partOf(email!.raw, 'text/plain').split(/\r?\n/)
    expect(text[0]).toBe('Hi Ray, thank you for contacting Gulfline Garage Door Co. This is what you sent us:')
    for (const line of [
      'Service: Spring Replacement',
      'Address: 1420 Bay Esplanade, Clearwater, FL 33767',
      'Preferred date: Tue, Nov 24',
      'Preferred time: Morning (8am-11am)',
      'Notes: Gate code <b>4417</b>',
      // The clock is Saturday 7:00 AM in Florida; service calls start at 8 on Saturdays.
      "We'll call you within 1-2 business hours to confirm the details and find a time that suits you. It's after hours now, so expect our call today from 8 am.",
      'Anything to add or change? Call us at (813) 555-0142, or reply to this email.',
      '(813) 555-0142 (tel:+18135550142)',
    ])
      expect(text).toContain(line)
    const html = partOf(email!.raw, 'text/html')
    expect(html).toContain('Gate code &lt;b&gt;4417&lt;/b&gt;')
    expect(html).toContain('<a href="tel:+18135550142">(813) 555-0142</a>')
    const lead = listLeads(test.ctx.db)[0]!
    expect(findConfirmation(test.ctx.db, lead.id)).toMatchObject({ status: 'sent', attempts: 1 })

    // A correction of the same form is sent to the owner again, but not confirmed again.
    test.clock.now += 60 * 60_000
    await post('/booking', { ...form, phone: '(813) 555-0188' })
    await drain(1)
    expect(mail!.received.filter((sent) => sent.to.includes(OFFICE))).toHaveLength(2)
    expect(toVisitor()).toHaveLength(1)
  })

  it('asks an urgent request sent after hours to call now, as urgent requests are answered as soon as possible', async () => {
    await withMail()
    await post('/booking', clearwaterBooking({ urgency: 'urgent' }))
    await drain(1)
    const text = partOf(toVisitor()[0]!.raw, 'text/plain')
    expect(text).toContain(
      "We answer urgent requests as soon as possible, even after hours: for a door that can't wait, call us now at (813) 555-0142.",
    )
    expect(text).not.toContain('expect our call')
  })

  it('says nothing of hours while the phones are answered', async () => {
    await withMail({ start: Date.parse('2026-11-23T15:00:00Z') })
    await post('/booking', clearwaterBooking())
    await drain(1)
    expect(partOf(toVisitor()[0]!.raw, 'text/plain')).toContain(
      "We'll call you within 1-2 business hours to confirm the details and find a time that suits you.\r\n\r\nAnything",
    )
  })
})

describe('when the visitor is not confirmed, or the confirmation fails', () => {
  it('is never sent for a lead held as spam (honeypot) or held for review, not even once it is released', async () => {
    await withMail({ leadsPerTenMinutes: 1 })
    const admin = await test.admin()
    expect((await post('/booking', clearwaterBooking({ website: 'https://pills.example' }))).status).toBe(303)
    expect((await post('/contact', contactPost({ email: 'first@example.com' }, test.clock.now))).status).toBe(303)
    expect((await post('/booking', clearwaterBooking({ fullName: 'Ray Held' }))).status).toBe(303)
    const [held, first, spam] = listLeads(test.ctx.db)
    expect([held, first, spam].map((lead) => lead!.status)).toEqual(['held', 'pending', 'spam'])
    expect((await admin.post(`/api/admin/leads/${held!.id}/release`)).status).toBe(200)
    expect((await admin.post(`/api/admin/leads/${spam!.id}/not-spam`)).status).toBe(200)
    await drain(2)
    // The one ordinary lead is confirmed; the two held ones reach the owner once released, their visitor gets nothing.
    expect(mail!.received.filter((email) => !email.to.includes(OFFICE)).map((email) => email.to)).toEqual([
      ['first@example.com'],
    ])
    expect(mail!.received.filter((email) => email.to.includes(OFFICE))).toHaveLength(3)
    expect(findConfirmation(test.ctx.db, held!.id)).toBeNull()
    expect(findConfirmation(test.ctx.db, spam!.id)).toBeNull()
  })

  it("records a failed send on its own and retries it, never touching the lead's status or its deliveries", async () => {
    await withMail({}, { refuseRecipients: 99 })
    hook = await receiver(0)
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', hook.url) }, test.clock.now)
    await post('/booking', clearwaterBooking())
    await drain(2)
    const lead = listLeads(test.ctx.db)[0]!
    expect(hook.received).toHaveLength(1)
    expect(lead.status).toBe('delivered')
    expect(lead.lastError).toBeNull()
    expect(listDeliveries(test.ctx.db, lead.id).map((attempt) => [attempt.target, attempt.ok])).toEqual([
      [hook.url, true],
    ])
    expect(findConfirmation(test.ctx.db, lead.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'The mail server refused it: 550 5.1.1 <ray@example.com>: Recipient address rejected',
    })
    expect(mail!.received).toEqual([])
  })
})
