import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { headersOf, partOf, OWNER, smtpReceiver } from '../../tests/smtp-receiver.ts'
import { writeSettings } from '../db/settings.ts'

let test: ReturnType<typeof apiTest>
let mail: Awaited<ReturnType<typeof smtpReceiver>> | undefined
afterEach(async () => {
  await mail?.close()
  mail = undefined
  await test?.cleanup()
})

/** The app with the loopback SMTP server as its mail server, emailing leads to the office. */
async function withMail() {
  mail = await smtpReceiver({ only: OWNER })
  test = apiTest({ smtp: mail.smtp })
  writeSettings(
    test.ctx.db,
    { leadTargets: { emails: ['office@gulfline.test'], webhook: null, formsubmit: null } },
    test.clock.now,
  )
}

async function drain(rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
  }
}

const postBooking = (overrides: Record<string, string> = {}) =>
  request(test.app).post('/booking').type('form').send(bookingPost(overrides, test.clock.now))

describe('the email of a lead, where it comes from', () => {
  it("says a lead is from outside the service area, with the place and how far it is, and names a booking's town from its ZIP code", async () => {
    await withMail()
    await request(test.app)
      .post('/booking')
      .type('form')
      .send(bookingPost({ address: '1700 Collins Ave, FL 33139' }, test.clock.now))
    await request(test.app)
      .post('/contact')
      .type('form')
      .send(contactPost({ serviceType: 'repair', city: 'Miami', zip: '33101' }, test.clock.now))
    await drain(2)
    const bySubject = new Map(mail!.received.map((email) => [headersOf(email.raw).subject, email.raw]))
    expect([...bySubject.keys()].sort()).toEqual([
      'Booking: opener repair/installation, Miami Beach',
      'Service request: garage door repair, Miami',
    ])
    const booking = bySubject.get('Booking: opener repair/installation, Miami Beach')!
    const line =
      'Outside the service area: 33139 (Miami Beach) is 108 miles from Bonita Springs, the nearest city served.'
    expect(partOf(booking, 'text/plain').split(/\r?\n/)[0]).toBe(line)
    expect(partOf(booking, 'text/html')).toContain(`<strong>${line}</strong>`)
    expect(partOf(bySubject.get('Service request: garage door repair, Miami')!, 'text/plain')).toContain(
      'Outside the service area: 33101 (Miami) is 105 miles from Bonita Springs, the nearest city served.',
    )
    // A lead from inside the area says nothing of it.
    await postBooking({ address: '1420 Bay Esplanade, Clearwater, FL 33767' })
    await drain(1)
    expect(partOf(mail!.received[2]!.raw, 'text/plain')).not.toContain('Outside the service area')
  })
})
