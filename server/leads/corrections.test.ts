import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { bookingPost } from '../../tests/leads.ts'
import { headersOf, partOf, OWNER, smtpReceiver } from '../../tests/smtp-receiver.ts'
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

describe('a lead corrected again and again', () => {
  it('stores 20 corrections made within a minute, and sends the owner (and the webhook) one copy of the latest, not 20', async () => {
    mail = await smtpReceiver({ only: OWNER })
    hook = await receiver(0)
    test = apiTest({ smtp: mail.smtp })
    writeSettings(
      test.ctx.db,
      { leadTargets: { emails: ['office@gulfline.test'], webhook: hook.url, formsubmit: null, privateNetwork: true } },
      test.clock.now,
    )
    const form = bookingPost({ address: '1420 Bay Esplanade, Clearwater, FL 33767' }, test.clock.now)
    const post = (fields: Record<string, string>) => request(test.app).post('/booking').type('form').send(fields)
    expect((await post(form)).status).toBe(303)
    await test.ctx.outbox.runOnce()
    expect(mail.received).toHaveLength(1)

    // 20 corrections, 2.5 s apart (50 s in all), the outbox running after each as it would.
    for (let i = 1; i <= 20; i++) {
      test.clock.now += 2_500
      expect((await post({ ...form, additionalNotes: `Correction ${i}: gate code ${1000 + i}` })).status).toBe(303)
      await test.ctx.outbox.runOnce()
    }
    const lead = listLeads(test.ctx.db)[0]!
    expect(lead.fields.additionalNotes).toBe('Correction 20: gate code 1020')
    expect(lead.corrections).toBe(20)
    expect(mail.received).toHaveLength(1)

    // A minute after the first copy went out, the latest values go out once.
    test.clock.now += 10_000
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
    await test.ctx.outbox.runOnce()
    expect(mail.received).toHaveLength(2)
    const latest = mail.received[1]!.raw
    expect(headersOf(latest).subject).toBe('Corrected: Booking: opener repair/installation, Clearwater')
    const text = partOf(latest, 'text/plain')
    expect(text).toMatch(/^Ray Thompson sent this form again with changes \(corrected 20 times, last on .+\)/)
    expect(text).toContain('Notes: Correction 20: gate code 1020')
    // The webhook follows the same rule, and is told how many corrections there were.
    expect(hook.received).toHaveLength(2)
    expect(JSON.parse(hook.received[1]!.body)).toMatchObject({
      corrections: 20,
      values: expect.objectContaining({ additionalNotes: 'Correction 20: gate code 1020' }),
    })
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })
})
