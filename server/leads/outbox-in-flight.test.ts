import { randomUUID } from 'node:crypto'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { contactPost, privateTarget } from '../../tests/leads.ts'
import { listDeliveries } from '../db/lead-deliveries.ts'
import { findLead, insertLead, listLeads } from '../db/leads.ts'
import { writeSettings } from '../db/settings.ts'
import { DELIVERY_CONCURRENCY, DELIVERY_TIMEOUT_MS } from './outbox.ts'

let test: ReturnType<typeof apiTest>
let target: Awaited<ReturnType<typeof receiver>> | undefined
afterEach(async () => {
  // The receiver first: a delivery it still holds then fails at once instead of keeping stop() waiting.
  await target?.close()
  target = undefined
  await test?.cleanup()
})

/** Stores pending contact leads directly (no kick), named `${name}0`, `${name}1`, …; returns their ids. */
function storeLeads(count: number, name = 'Lead'): number[] {
  return Array.from({ length: count }, (_, i) => {
    const {
      formKey: _formKey,
      servedAt: _servedAt,
      website: _website,
      ...fields
    } = contactPost({ firstName: `${name}${i}` }, test.clock.now)
    const lead = {
      kind: 'contact' as const,
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields,
      status: 'pending' as const,
      spamReason: null,
      landingPage: null,
      referrer: null,
      utm: {},
      ip: null,
      userAgent: null,
    }
    return insertLead(test.ctx.db, lead, test.clock.now).id
  })
}

/** How long a wait may last before the test gives up: a guard against a hang, which load cannot reach. */
const HANG_MS = 15_000

/** Polls until `done()` holds; fails if it never does. */
async function waitFor(done: () => boolean, what: string) {
  const deadline = performance.now() + HANG_MS
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not within ${HANG_MS} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a receiver that never answers', () => {
  it('delivers every other lead at once while a receiver hangs on one, then fails the hung attempt at the timeout and retries it with the same key', async () => {
    // Long enough that ten posts and their deliveries fit in it on a busy machine.
    const timeoutMs = 6000
    test = apiTest({ outbox: { firstRetryMs: 1000, timeoutMs }, leadsPerTenMinutes: 100 })
    target = await receiver(0, { hangOn: 'Stuck' })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('formsubmit', target.url) }, test.clock.now)

    expect(
      (
        await request(test.app)
          .post('/contact')
          .type('form')
          .send(contactPost({ firstName: 'Stuck' }, test.clock.now))
      ).status,
    ).toBe(303)
    const stuck = listLeads(test.ctx.db)[0]!
    await waitFor(() => target!.received.length === 1, 'the stuck lead reached the receiver')
    const hungAt = target.received[0]!.at

    // Each post kicks the outbox; none may wait for the hung delivery.
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await request(test.app)
            .post('/contact')
            .type('form')
            .send(contactPost({ firstName: `Quick${i}` }, test.clock.now))
        ).status,
      ).toBe(303)
    }
    const others = () => listLeads(test.ctx.db).filter((lead) => lead.id !== stuck.id)
    const othersDelivered = () => others().length === 10 && others().every((lead) => lead.status === 'delivered')
    await waitFor(
      () => othersDelivered() || findLead(test.ctx.db, stuck.id)!.attempts > 0,
      '10 other leads delivered, or the hung attempt over',
    )
    // All delivered while the hung attempt was still waiting for its answer.
    expect(othersDelivered()).toBe(true)
    expect(findLead(test.ctx.db, stuck.id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(target.stats.open).toBe(1)

    // runOnce resolves when nothing is in flight: here, when the hung attempt has timed out.
    await test.ctx.outbox.runOnce()
    // (The timeout runs from before the connection, which a busy machine can take most of a second to
    // make; allow for that and for timer slack.)
    expect(performance.now() - hungAt).toBeGreaterThan(timeoutMs - 1000)
    expect(listDeliveries(test.ctx.db, stuck.id)).toMatchObject([
      { attempt: 1, ok: false, statusCode: null, error: `timeout after ${timeoutMs} ms` },
    ])
    expect(findLead(test.ctx.db, stuck.id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: test.clock.now + 1000,
      lastError: `timeout after ${timeoutMs} ms`,
    })
    // The outbox gave up the connection rather than leaving it open.
    await waitFor(() => target!.stats.open === 0, 'the hung connection closed')

    // Not retried before its backoff; retried after it, with the same idempotency key.
    await test.ctx.outbox.runOnce()
    expect(target.received).toHaveLength(11)
    target.options.hangOn = null
    test.clock.now += 1000
    await test.ctx.outbox.runOnce()
    expect(findLead(test.ctx.db, stuck.id)).toMatchObject({ status: 'delivered', attempts: 2 })
    const keys = target.received.filter((r) => r.body.includes('Stuck')).map((r) => r.headers['idempotency-key'])
    expect(keys).toEqual([stuck.idempotencyKey, stuck.idempotencyKey])
  })

  it('gives a receiver 10 s by default', () => {
    test = apiTest()
    expect(DELIVERY_TIMEOUT_MS).toBe(10_000)
    expect(test.ctx.outbox.timeoutMs).toBe(10_000)
  })
})

describe('a receiver that never ends its answer', () => {
  it('times out a receiver that sends 2xx headers but never ends the body, and does not count it as delivered', async () => {
    test = apiTest({ outbox: { timeoutMs: 300 } })
    target = await receiver(0, { hangBodyOn: 'Trickle' })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    const [id] = storeLeads(1, 'Trickle')
    const started = performance.now()
    await test.ctx.outbox.runOnce()
    expect(performance.now() - started).toBeGreaterThan(250)
    expect(listDeliveries(test.ctx.db, id!)).toMatchObject([
      { ok: false, statusCode: 200, error: 'timeout after 300 ms' },
    ])
    expect(findLead(test.ctx.db, id!)).toMatchObject({ status: 'pending', deliveredAt: null })
  })
})

describe('bounding deliveries in flight', () => {
  it(`never has more than ${DELIVERY_CONCURRENCY} deliveries open at the receiver, and uses that many`, async () => {
    test = apiTest()
    expect(test.ctx.outbox.concurrency).toBe(DELIVERY_CONCURRENCY)
    target = await receiver(0, { delayMs: 40 })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    storeLeads(20)
    await test.ctx.outbox.runOnce()
    expect(listLeads(test.ctx.db).every((lead) => lead.status === 'delivered')).toBe(true)
    expect(target.received).toHaveLength(20)
    expect(target.stats.maxOpen).toBe(DELIVERY_CONCURRENCY)
  })

  it('honours a configured bound', async () => {
    test = apiTest({ outbox: { concurrency: 2 } })
    target = await receiver(0, { delayMs: 40 })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    storeLeads(8)
    await test.ctx.outbox.runOnce()
    expect(target.received).toHaveLength(8)
    expect(target.stats.maxOpen).toBe(2)
  })

  it('never sends a lead again while its delivery is in flight, however often the outbox is kicked', async () => {
    test = apiTest()
    target = await receiver(0, { held: true })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    const ids = storeLeads(3)
    const first = test.ctx.outbox.runOnce()
    await waitFor(() => target!.received.length === 3, 'three leads in flight')
    // The leads are still pending and due (the test clock does not move), so only the in-flight guard keeps them from being picked again.
    for (let i = 0; i < 5; i++) {
      test.ctx.outbox.kick()
      void test.ctx.outbox.runOnce()
      await sleep(20)
    }
    expect(target.received).toHaveLength(3)
    expect(target.stats.overlaps).toBe(0)
    target.release()
    await first
    await test.ctx.outbox.runOnce()
    expect(target.received).toHaveLength(3)
    expect(new Set(target.received.map((r) => r.headers['idempotency-key'])).size).toBe(3)
    for (const id of ids) expect(listDeliveries(test.ctx.db, id)).toMatchObject([{ ok: true }])
  })
})

describe('stopping and resting the outbox', () => {
  it('waits in stop() for deliveries in flight, records them, and starts none after', async () => {
    test = apiTest()
    target = await receiver(0, { held: true })
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    const [id] = storeLeads(1)
    void test.ctx.outbox.runOnce()
    await waitFor(() => target!.received.length === 1, 'the lead in flight')
    let stopped = false
    const stopping = test.ctx.outbox.stop().then(() => (stopped = true))
    await sleep(50)
    expect(stopped).toBe(false)
    target.release()
    await stopping
    expect(findLead(test.ctx.db, id!)).toMatchObject({ status: 'delivered', attempts: 1 })
    storeLeads(1, 'Late')
    test.ctx.outbox.kick()
    await sleep(50)
    expect(target.received).toHaveLength(1)
  })

  it('rests a lead whose attempt could not be recorded instead of resending it at once', async () => {
    test = apiTest({ outbox: { firstRetryMs: 300 } })
    target = await receiver(0)
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', target.url) }, test.clock.now)
    // The database refuses to record attempts, as when it is locked or the disk is full.
    test.ctx.db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON lead_deliveries BEGIN SELECT RAISE(ABORT, 'refused'); END`)
    const [id] = storeLeads(1)
    await test.ctx.outbox.runOnce()
    test.ctx.outbox.kick()
    await sleep(100)
    expect(target.received).toHaveLength(1)
    expect(findLead(test.ctx.db, id!)).toMatchObject({ status: 'pending', attempts: 0 })
    test.ctx.db.exec('DROP TRIGGER refuse')
    // After its rest it is sent again, with the same key, and recorded.
    await waitFor(() => findLead(test.ctx.db, id!)!.status === 'delivered', 'the lead delivered after its rest')
    expect(target.received.map((r) => r.headers['idempotency-key'])).toEqual([
      findLead(test.ctx.db, id!)!.idempotencyKey,
      findLead(test.ctx.db, id!)!.idempotencyKey,
    ])
  })
})
