import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../../tests/api.ts'
import { bookingPost, contactPost } from '../../../tests/leads.ts'
import { headersOf, smtpReceiver } from '../../../tests/smtp-receiver.ts'
import { listLeads } from '../../db/leads.ts'
import { writeSettings } from '../../db/settings.ts'

let test: ReturnType<typeof apiTest>
let mail: Awaited<ReturnType<typeof smtpReceiver>> | undefined
afterEach(async () => {
  await mail?.close()
  mail = undefined
  await test?.cleanup()
})

const OFFICE = 'office@gulfline.test'

/** The app with a loopback SMTP server as its mail server, a short backoff, and leads emailed to OFFICE. */
async function withMail(options: Parameters<typeof smtpReceiver>[0] = {}) {
  mail = await smtpReceiver(options)
  test = apiTest({ smtp: mail.smtp, outbox: { firstRetryMs: 1000, maxAttempts: 6 } })
  writeSettings(test.ctx.db, { leadTargets: { emails: [OFFICE], webhook: null, formsubmit: null } }, test.clock.now)
}

/** Runs the outbox `rounds` times, moving the clock past each backoff. */
async function drain(rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
  }
}

describe('where leads go, for the Settings screen and the dashboard', () => {
  it('counts the leads that reached nobody while no target was set, and says so', async () => {
    test = apiTest()
    const admin = await test.admin()
    await request(test.app).post('/contact').type('form').send(contactPost({}, test.clock.now))
    const { body } = await admin.get('/api/admin/settings/lead-delivery')
    expect(body).toMatchObject({
      source: 'none',
      targets: [],
      contentTarget: null,
      unreached: { stored: 1, failed: 0 },
      latestFailure: null,
      email: { smtpConfigured: false, smtpMissing: ['SMTP_HOST', 'SMTP_FROM'], recipients: [], testReceived: false },
    })
  })

  it('marks a lead failed when the email still fails after the last attempt, and says why on the dashboard', async () => {
    await withMail({ refuseRecipients: 100 })
    await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    await drain(8)
    expect(listLeads(test.ctx.db)[0]!.status).toBe('failed')
    const admin = await test.admin()
    const { body } = await admin.get('/api/admin/settings/lead-delivery')
    expect(body).toMatchObject({
      source: 'settings',
      targets: [{ kind: 'email', text: `Email to ${OFFICE}` }],
      unreached: { stored: 0, failed: 1 },
      latestFailure: {
        target: `Email to ${OFFICE}`,
        reason: `The mail server refused it: 550 5.1.1 <${OFFICE}>: Recipient address rejected`,
        since: 'failed',
      },
    })
    expect(body.latestFailure.when).toMatch(/^Sat, Nov 21, [\d:]+ [AP]M EST$/)
  })
})

describe('the test email button', () => {
  it('reports the mail server’s refusal, then a success, and records that it arrived for these recipients', async () => {
    await withMail({ refuseRecipients: 1 })
    const admin = await test.admin()
    const refused = await admin.post('/api/admin/settings/test-email').send({ recipients: ['nobody@gulfline.test'] })
    expect(refused.status).toBe(200)
    expect(refused.body).toEqual({
      sent: false,
      message: 'The mail server refused it: 550 5.1.1 <nobody@gulfline.test>: Recipient address rejected',
    })
    const sent = await admin.post('/api/admin/settings/test-email').send({ recipients: [OFFICE] })
    expect(sent.body).toEqual({ sent: true, message: `Sent to ${OFFICE}. Check that inbox, and its spam folder.` })
    expect(mail!.received).toHaveLength(1)
    expect(headersOf(mail!.received[0]!.raw).subject).toBe(
      'Test: lead emails from the Gulfline Garage Door Co. website',
    )

    const status = () => admin.get('/api/admin/settings/lead-delivery').then((res) => res.body.email)
    expect(await status()).toMatchObject({ smtpConfigured: true, recipients: [OFFICE], testReceived: false })
    await admin.post('/api/admin/settings/test-email/received').send({ recipients: [OFFICE] })
    expect(await status()).toMatchObject({ testReceived: true })
    // Other recipients need a test of their own.
    await admin
      .put('/api/admin/settings')
      .send({ leadTargets: { emails: [OFFICE, 'owner@gulfline.test'], webhook: null, formsubmit: null } })
    expect(await status()).toMatchObject({ testReceived: false })
  })

  it('says which variables the server needs when SMTP is not set up', async () => {
    test = apiTest()
    const admin = await test.admin()
    const res = await admin.post('/api/admin/settings/test-email').send({ recipients: [OFFICE] })
    expect(res.body.sent).toBe(false)
    expect(res.body.message).toMatch(
      /^Email is not set up on the server yet\. Whoever runs the server must set SMTP_HOST and SMTP_FROM/,
    )
    const bad = await admin.post('/api/admin/settings/test-email').send({ recipients: ['not an address'] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('recipients.0: must be an email address, like office@example.com')
  })
})
