import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { headersOf, partOf, OWNER, smtpReceiver } from '../../tests/smtp-receiver.ts'
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

/** The app with the loopback SMTP server as its mail server, and a short backoff. */
async function withMail(options: Parameters<typeof smtpReceiver>[0] = {}) {
  mail = await smtpReceiver({ only: OWNER, ...options })
  test = apiTest({ smtp: mail.smtp, outbox: { firstRetryMs: 1000, maxAttempts: 6 } })
  writeSettings(test.ctx.db, { leadTargets: { emails: [OFFICE], webhook: null, formsubmit: null } }, test.clock.now)
  return mail
}

/** Runs the outbox `rounds` times, moving the clock past each backoff. */
async function drain(rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
  }
}

const postBooking = (overrides: Record<string, string> = {}) =>
  request(test.app)
    .post('/booking')
    .type('form')
    .send({
      ...bookingPost(
        {
          serviceType: 'spring',
          urgency: 'urgent',
          address: '1420 Bay Esplanade, Clearwater, FL 33767',
          preferredDate: '2026-11-28',
          additionalNotes: 'Gate code <b>4417</b> & "ring twice"',
          ...overrides,
        },
        test.clock.now,
      ),
      landingPage: '/service-area/garage-door-repair-clearwater',
    })

describe('the email of a lead', () => {
  it('turns a lead into one email: the subject says what and where, Reply-To is the visitor, the fields are labelled', async () => {
    await withMail()
    expect((await postBooking()).status).toBe(303)
    await drain(2)
    expect(mail!.received).toHaveLength(1)
    const [email] = mail!.received
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.status).toBe('delivered')
    expect(email!.to).toEqual([OFFICE])
    expect(email!.from).toBe('leads@gulfline.test')
    const headers = headersOf(email!.raw)
    expect(headers.subject).toBe('URGENT booking: spring replacement, Clearwater')
    expect(headers['reply-to']).toBe('ray@example.com')
    expect(headers.from).toBe('"Gulfline Garage Door Co." <leads@gulfline.test>')
    expect(headers['message-id']).toBe(`<lead-${lead.idempotencyKey}@localhost>`)
    const text = partOf(email!.raw, 'text/plain')
    // The clock is 2026-11-21 12:00 UTC: 7 AM in Oldsmar.
    for (const line of [
      'Name: Ray Thompson',
      'Email: ray@example.com',
      'Phone: 813-555-0177 (tel:+18135550177)',
      'Address: 1420 Bay Esplanade, Clearwater, FL 33767',
      'Service: Spring Replacement',
      'Preferred date: Sat, Nov 28',
      'Preferred time: Morning (8am-11am)',
      'Urgency: Urgent',
      'Notes: Gate code <b>4417</b> & "ring twice"',
      'Received: Sat, Nov 21, 7:00 AM EST',
      `Open this lead: http://localhost:3000/admin/leads?lead=${lead.id}`,
    ])
      expect(text.split(/\r?\n/)).toContain(line)
    const html = partOf(email!.raw, 'text/html')
    expect(html).toContain('<a href="tel:+18135550177">813-555-0177</a>')
    expect(html).toContain('Gate code &lt;b&gt;4417&lt;/b&gt; &amp; &quot;ring twice&quot;')
    expect(html).not.toContain('<b>4417')
    expect(html).toContain(`href="http://localhost:3000/admin/leads?lead=${lead.id}"`)
  })

  it('names a contact request by its city field, and leaves out what is not known', async () => {
    await withMail()
    await request(test.app)
      .post('/contact')
      .type('form')
      .send(contactPost({ serviceType: 'repair', city: 'Dunedin' }, test.clock.now))
    await request(test.app)
      .post('/booking')
      .type('form')
      .send(bookingPost({ address: '9 Somewhere Lane, Nowhere, GA' }, test.clock.now))
    await drain(2)
    expect(mail!.received.map((email) => headersOf(email.raw).subject).sort()).toEqual([
      'Booking: opener repair/installation, Nowhere',
      'Service request: garage door repair, Dunedin',
    ])
  })
})

describe('lead emails when the mail server fails', () => {
  it('retries a mail server that refuses the recipient (550), then accepts: the email arrives once', async () => {
    await withMail({ refuseRecipients: 1 })
    await postBooking()
    await drain(3)
    expect(mail!.received).toHaveLength(1)
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.status).toBe('delivered')
    const attempts = listDeliveries(test.ctx.db, lead.id)
    expect(attempts.map((a) => a.ok)).toEqual([false, true])
    expect(attempts[0]!.error).toBe(`The mail server refused it: 550 5.1.1 <${OFFICE}>: Recipient address rejected`)
  })

  it('keeps trying a mail server that is down, and delivers once it is back', async () => {
    await withMail()
    await mail!.stop()
    await postBooking()
    await drain(3)
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.status).toBe('pending')
    expect(listDeliveries(test.ctx.db, lead.id).map((a) => a.error)).toEqual(
      Array(3).fill(`Could not reach the mail server at 127.0.0.1:${mail!.port}: nothing is listening there`),
    )
    await mail!.start()
    await drain(1)
    expect(mail!.received).toHaveLength(1)
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })

  it('does not send again when the mail server takes the email for one recipient and refuses another', async () => {
    await withMail({ refuseRecipients: 1 })
    writeSettings(
      test.ctx.db,
      { leadTargets: { emails: ['typo@gulfline.test', OFFICE], webhook: null, formsubmit: null } },
      test.clock.now,
    )
    await postBooking()
    await drain(3)
    expect(mail!.received.map((email) => email.to)).toEqual([[OFFICE]])
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.status).toBe('delivered')
    expect(listDeliveries(test.ctx.db, lead.id)).toMatchObject([
      {
        ok: true,
        error: 'The mail server refused typo@gulfline.test: 550 5.1.1 <typo@gulfline.test>: Recipient address rejected',
      },
    ])
  })

  it('sends again after the connection drops in the middle of the message', async () => {
    await withMail({ dropMidData: 1 })
    await postBooking()
    await drain(3)
    expect(mail!.received).toHaveLength(1)
    const lead = listLeads(test.ctx.db)[0]!
    expect(headersOf(mail!.received[0]!.raw)['message-id']).toBe(`<lead-${lead.idempotencyKey}@localhost>`)
    expect(listDeliveries(test.ctx.db, lead.id).map((a) => a.ok)).toEqual([false, true])
    expect(lead.status).toBe('delivered')
  })

  it('sends again after the connection drops once the message was sent: at least once, with the same Message-ID', async () => {
    await withMail({ dropAfterData: 1 })
    await postBooking()
    await drain(3)
    expect(mail!.dropped).toHaveLength(1)
    expect(mail!.received).toHaveLength(1)
    const ids = [...mail!.dropped, ...mail!.received].map((email) => headersOf(email.raw)['message-id'])
    expect(ids[0]).toBe(ids[1])
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })
})

describe('lead emails beside other targets', () => {
  it('serves email and a webhook each once: a failing email does not call the webhook again', async () => {
    await withMail({ refuseRecipients: 2 })
    hook = await receiver(0)
    writeSettings(
      test.ctx.db,
      { leadTargets: { emails: [OFFICE], webhook: hook.url, formsubmit: null, privateNetwork: true } },
      test.clock.now,
    )
    await postBooking()
    await drain(4)
    expect(hook.received).toHaveLength(1)
    expect(mail!.received).toHaveLength(1)
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.status).toBe('delivered')
    const attempts = listDeliveries(test.ctx.db, lead.id)
    expect(attempts.filter((a) => a.target === hook!.url).map((a) => a.ok)).toEqual([true])
    expect(attempts.filter((a) => a.target === `mailto:${OFFICE}`).map((a) => a.ok)).toEqual([false, false, true])
  })

  it('sends a lead the visitor corrected to every target again, its email saying so', async () => {
    await withMail()
    hook = await receiver(0)
    writeSettings(
      test.ctx.db,
      { leadTargets: { emails: [OFFICE], webhook: hook.url, formsubmit: null, privateNetwork: true } },
      test.clock.now,
    )
    const first = bookingPost({ serviceType: 'spring', address: '1420 Bay Esplanade, Clearwater, FL' }, test.clock.now)
    await request(test.app).post('/booking').type('form').send(first)
    await drain(1)
    await request(test.app)
      .post('/booking')
      .type('form')
      .send({ ...first, phone: '(813) 555-0188' })
    await drain(1)
    expect(hook.received).toHaveLength(2)
    expect(mail!.received).toHaveLength(2)
    const [before, after] = mail!.received.map((email) => headersOf(email.raw))
    expect(before!.subject).toBe('Booking: spring replacement, Clearwater')
    expect(after!.subject).toBe('Corrected: Booking: spring replacement, Clearwater')
    expect(after!['message-id']).not.toBe(before!['message-id'])
    const text = partOf(mail!.received[1]!.raw, 'text/plain')
    expect(text).toContain('Phone: (813) 555-0188 (tel:+18135550188)')
    expect(text).toMatch(/^Ray Thompson sent this form again with changes on .+: this email replaces the earlier one/)
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })
})
