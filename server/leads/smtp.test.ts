import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost } from '../../tests/leads.ts'
import { OWNER, smtpReceiver } from '../../tests/smtp-receiver.ts'
import { listDeliveries } from '../db/lead-deliveries.ts'
import { listLeads } from '../db/leads.ts'
import { writeSettings } from '../db/settings.ts'
import { sendEmail, smtpFailure, smtpSetup } from './smtp.ts'

let mail: Awaited<ReturnType<typeof smtpReceiver>> | undefined
afterEach(async () => {
  await mail?.close()
  mail = undefined
})

const OFFICE = 'office@gulfline.test'

const email = {
  to: [OFFICE],
  fromName: 'Gulfline Garage Door Co.',
  replyTo: null,
  subject: 'Test',
  text: 'Test',
  html: '<p>Test</p>',
  messageId: '<test-1@localhost>',
}

describe('the SMTP setup from the environment', () => {
  it('needs a host and a sender, and a password for a user', () => {
    expect(smtpSetup({ SMTP_PORT: 587, SMTP_TLS: 'starttls' })).toEqual({
      config: null,
      missing: ['SMTP_HOST', 'SMTP_FROM'],
    })
    expect(
      smtpSetup({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: 587,
        SMTP_TLS: 'starttls',
        SMTP_FROM: 'a@b.co',
        SMTP_USER: 'a',
      }).missing,
    ).toEqual(['SMTP_PASSWORD'])
    expect(
      smtpSetup({ SMTP_HOST: '127.0.0.1', SMTP_PORT: 25, SMTP_TLS: 'none', SMTP_FROM: 'leads@b.co' }).config,
    ).toEqual({ host: '127.0.0.1', port: 25, tls: 'none', user: null, password: null, from: 'leads@b.co' })
  })
})

describe('why a send failed, in words', () => {
  it('names the port and TLS mode that do not go together', () => {
    const timeout = { code: 'ETIMEDOUT' }
    expect(smtpFailure(timeout, { host: 'smtp.example.com', port: 465, tls: 'starttls' })).toBe(
      'The mail server at smtp.example.com:465 did not answer in time (port 465 usually needs SMTP_TLS=tls)',
    )
    expect(
      smtpFailure(
        { code: 'EAUTH', response: '535 5.7.8 Authentication failed' },
        {
          host: 'smtp.example.com',
          port: 587,
          tls: 'starttls',
        },
      ),
    ).toBe('The mail server refused the sign-in: 535 5.7.8 Authentication failed')
  })

  it('says a plain-SMTP server could not set up TLS, instead of waiting', async () => {
    mail = await smtpReceiver()
    const config = { ...mail.smtp.config, tls: 'tls' as const }
    const failure = await sendEmail(config, email).then(
      () => 'sent',
      (error: unknown) => smtpFailure(error, config),
    )
    expect(failure).toBe(
      `The mail server at 127.0.0.1:${mail.port} does not encrypt from the start (SMTP_TLS=tls is for such a server, usually on port 465; use starttls on 587)`,
    )
    expect(mail.received).toHaveLength(0)
  })

  it('sends nothing to a server that will not encrypt when STARTTLS is required', async () => {
    mail = await smtpReceiver()
    const config = { ...mail.smtp.config, tls: 'starttls' as const, user: 'office', password: 'secret' }
    const failure = await sendEmail(config, email).then(
      () => 'sent',
      (error: unknown) => smtpFailure(error, config),
    )
    expect(failure).toBe(
      `The mail server at 127.0.0.1:${mail.port} does not offer encryption (STARTTLS), so nothing was sent: it answered "500 Error: command not recognized". Only a relay on this machine or network should use SMTP_TLS=none`,
    )
    expect(mail.received).toHaveLength(0)
  })
})

describe('a mail server that is slow but answers', () => {
  it('waits for each stage on its own, so a server that answers every stage after 8 s gets the lead once', async () => {
    mail = await smtpReceiver({ answerAfterMs: 8_000, only: OWNER })
    const test = apiTest({ smtp: mail.smtp, outbox: { firstRetryMs: 1000 } })
    try {
      writeSettings(test.ctx.db, { leadTargets: { emails: [OFFICE], webhook: null, formsubmit: null } }, test.clock.now)
      expect((await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))).status).toBe(
        303,
      )
      // Greeting, MAIL FROM, RCPT TO and the answer to the message each come 8 s late: 32 s in all.
      await test.ctx.outbox.runOnce()
      // Later rounds, past any backoff, find nothing left to send.
      test.clock.now += 60 * 60_000
      await test.ctx.outbox.runOnce()
      expect(mail.received).toHaveLength(1)
      const lead = listLeads(test.ctx.db)[0]!
      expect(lead.status).toBe('delivered')
      expect(listDeliveries(test.ctx.db, lead.id).map((attempt) => attempt.ok)).toEqual([true])
    } finally {
      await test.cleanup()
    }
  }, 60_000)
})
