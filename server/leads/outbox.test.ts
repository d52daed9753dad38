import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { bookingPost, contactPost, privateTarget } from '../../tests/leads.ts'
import { listDeliveries } from '../db/lead-deliveries.ts'
import { listLeads } from '../db/leads.ts'
import { writeSettings } from '../db/settings.ts'

let test: ReturnType<typeof apiTest>
let target: Awaited<ReturnType<typeof receiver>> | undefined
afterEach(async () => {
  // The receiver first: a delivery it still holds then fails at once instead of keeping stop() waiting.
  await target?.close()
  target = undefined
  await test?.cleanup()
})

/** Runs the outbox, moving the clock past each backoff, until nothing is due or `rounds` passes ran. */
async function drain(rounds = 30) {
  for (let i = 0; i < rounds; i++) {
    await test.ctx.outbox.runOnce()
    test.clock.now += 60 * 60_000
  }
}

describe('forwarding leads from the outbox', () => {
  it('delivers every lead to a form forwarder that fails the first attempts, recording each attempt', async () => {
    test = apiTest({ outbox: { firstRetryMs: 1000, maxAttempts: 10 } })
    target = await receiver(3)
    writeSettings(test.ctx.db, { leadTargets: privateTarget('formsubmit', target.url) }, test.clock.now)
    for (let i = 0; i < 4; i++) {
      const res = await request(test.app)
        .post('/contact')
        .type('form')
        .send(contactPost({ firstName: `Lead${i}` }, test.clock.now))
      expect(res.status).toBe(303)
    }
    await drain()
    const leads = listLeads(test.ctx.db)
    expect(leads.map((lead) => lead.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered'])
    const attempts = leads.flatMap((lead) => listDeliveries(test.ctx.db, lead.id))
    expect(attempts).toHaveLength(4 + 3)
    expect(attempts.filter((a) => !a.ok).map((a) => a.statusCode)).toEqual([503, 503, 503])
    expect(target.received).toHaveLength(7)

    const form = new URLSearchParams(target.received.at(-1)!.body)
    expect(form.get('_subject')).toBe('New Service Request from Website')
    expect(form.get('_template')).toBe('table')
    expect(form.get('_captcha')).toBe('false')
    expect(form.get('Service')).toBe('Spring Replacement')
    expect(target.received.at(-1)!.headers['idempotency-key']).toBe(form.get('_idempotency_key'))
    // A retried lead carries the same idempotency key every time, so the receiver can drop repeats.
    const keys = target.received.map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(4)
  })

  it('sends JSON to a webhook, with the booking subject', async () => {
    test = apiTest()
    target = await receiver(0)
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    await drain(2)
    const body = JSON.parse(target.received[0]!.body)
    expect(body).toMatchObject({
      kind: 'booking',
      subject: 'New Booking Request from Website',
      fields: { fullName: 'Ray Thompson', preferredTimeSlot: 'Morning (8am-11am)' },
    })
    expect(body.idempotencyKey).toBe(target.received[0]!.headers['idempotency-key'])
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })

  it('marks a lead that cannot be delivered as failed, lists it as undelivered, and sends it again on request', async () => {
    test = apiTest({ outbox: { firstRetryMs: 1000, maxAttempts: 3 } })
    target = await receiver(3)
    writeSettings(test.ctx.db, { leadTargets: privateTarget('formsubmit', target.url) }, test.clock.now)
    await request(test.app).post('/contact').type('form').send(contactPost({}, test.clock.now))
    await drain(5)
    const admin = await test.admin()
    const { body } = await admin.get('/api/admin/leads')
    expect(body.counts).toEqual({ failed: 1 })
    expect(body.leads[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'HTTP 503' })
    expect((await admin.post(`/api/admin/leads/${body.leads[0].id}/retry`)).status).toBe(200)
    await drain(2)
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')
  })

  it('never forwards spam, and only stores leads when no target is set', async () => {
    test = apiTest()
    target = await receiver(0)
    await request(test.app).post('/contact').type('form').send(contactPost({}, test.clock.now))
    writeSettings(test.ctx.db, { leadTargets: privateTarget('formsubmit', target.url) }, test.clock.now)
    await request(test.app)
      .post('/contact')
      .type('form')
      .send(contactPost({ website: 'spam.example' }, test.clock.now))
    await drain(2)
    expect(target.received).toHaveLength(0)
    expect(listLeads(test.ctx.db).map((lead) => lead.status)).toEqual(['spam', 'stored'])
  })
})
