import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { findLead, insertLead, listDeliveries, listLeads } from '../db/leads.ts'
import { writeSettings } from '../db/settings.ts'
import { DELIVERY_CONCURRENCY, DELIVERY_TIMEOUT_MS } from './outbox.ts'

interface Received {
  headers: Record<string, string | string[] | undefined>
  body: string
  /** performance.now() when the request had arrived. */
  at: number
}

interface ReceiverOptions {
  /** Never answer a request whose body contains this (the connection stays open). */
  hangOn?: string | null
  /** Answer 200 with headers and a first chunk to a request whose body contains this, then never end the body. */
  hangBodyOn?: string | null
  /** Hold every answer until release(). */
  held?: boolean
  /** Answer after this long. */
  delayMs?: number
}

/** A real HTTP receiver on this machine that fails the first `failures` requests with 503, and counts requests open at once. */
async function receiver(failures: number, options: ReceiverOptions = {}) {
  const received: Received[] = []
  const waiting: (() => void)[] = []
  const openKeys = new Map<string, number>()
  const stats = { open: 0, maxOpen: 0, overlaps: 0 }
  let seen = 0
  const answer = (res: ServerResponse) => {
    seen++
    res
      .writeHead(seen <= failures ? 503 : 200, { 'Content-Type': 'application/json' })
      .end(seen <= failures ? '{"success":"false"}' : '{"success":"true"}')
  }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = String(req.headers['idempotency-key'])
    stats.open++
    stats.maxOpen = Math.max(stats.maxOpen, stats.open)
    // The same lead arriving while an earlier request for it is still open: a concurrent double delivery.
    if (openKeys.get(key)) stats.overlaps++
    openKeys.set(key, (openKeys.get(key) ?? 0) + 1)
    res.on('close', () => {
      stats.open--
      openKeys.set(key, openKeys.get(key)! - 1)
    })
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: performance.now() })
      if (options.hangOn && body.includes(options.hangOn)) return
      if (options.hangBodyOn && body.includes(options.hangBodyOn))
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"success":')
      if (options.held) return void waiting.push(() => answer(res))
      if (options.delayMs) return void setTimeout(() => answer(res), options.delayMs)
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/forward`,
    received,
    stats,
    options,
    /** Answers the held requests and stops holding. */
    release() {
      options.held = false
      for (const send of waiting.splice(0)) send()
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

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

/** Polls until `done()` holds; fails after `withinMs`. */
async function waitFor(done: () => boolean, withinMs: number, what: string) {
  const deadline = performance.now() + withinMs
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('forwarding leads from the outbox', () => {
  it('delivers every lead to a form forwarder that fails the first attempts, recording each attempt', async () => {
    test = apiTest({ outbox: { firstRetryMs: 1000, maxAttempts: 10 } })
    target = await receiver(3)
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'formsubmit', url: target.url } }, test.clock.now)
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
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
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
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'formsubmit', url: target.url } }, test.clock.now)
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
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'formsubmit', url: target.url } }, test.clock.now)
    await request(test.app)
      .post('/contact')
      .type('form')
      .send(contactPost({ website: 'spam.example' }, test.clock.now))
    await drain(2)
    expect(target.received).toHaveLength(0)
    expect(listLeads(test.ctx.db).map((lead) => lead.status)).toEqual(['spam', 'stored'])
  })
})

describe('delivering leads concurrently', () => {
  it('delivers every other lead at once while a receiver hangs on one, then fails the hung attempt at the timeout and retries it with the same key', async () => {
    const timeoutMs = 2500
    test = apiTest({ outbox: { firstRetryMs: 1000, timeoutMs }, leadsPerTenMinutes: 100 })
    target = await receiver(0, { hangOn: 'Stuck' })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'formsubmit', url: target.url } }, test.clock.now)

    expect(
      (
        await request(test.app)
          .post('/contact')
          .type('form')
          .send(contactPost({ firstName: 'Stuck' }, test.clock.now))
      ).status,
    ).toBe(303)
    const stuck = listLeads(test.ctx.db)[0]!
    await waitFor(() => target!.received.length === 1, 1000, 'the stuck lead reached the receiver')
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
    await waitFor(
      () => others().length === 10 && others().every((lead) => lead.status === 'delivered'),
      2000,
      '10 other leads delivered',
    )
    const othersDeliveredMs = performance.now() - hungAt
    expect(othersDeliveredMs).toBeLessThan(timeoutMs)
    expect(findLead(test.ctx.db, stuck.id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(target.stats.open).toBe(1)

    // runOnce resolves when nothing is in flight: here, when the hung attempt has timed out.
    await test.ctx.outbox.runOnce()
    // (The timeout runs from just before the request arrived; allow for that and for timer slack.)
    expect(performance.now() - hungAt).toBeGreaterThan(timeoutMs - 250)
    expect(listDeliveries(test.ctx.db, stuck.id)).toMatchObject([
      { attempt: 1, ok: false, statusCode: null, error: `timeout after ${timeoutMs} ms` },
    ])
    expect(findLead(test.ctx.db, stuck.id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: test.clock.now + 1000,
      lastError: `timeout after ${timeoutMs} ms`,
    })
    // The outbox gave up the connection rather than leaving it open.
    await waitFor(() => target!.stats.open === 0, 1000, 'the hung connection closed')

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

  it('times out a receiver that sends 2xx headers but never ends the body, and does not count it as delivered', async () => {
    test = apiTest({ outbox: { timeoutMs: 300 } })
    target = await receiver(0, { hangBodyOn: 'Trickle' })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
    const [id] = storeLeads(1, 'Trickle')
    const started = performance.now()
    await test.ctx.outbox.runOnce()
    expect(performance.now() - started).toBeGreaterThan(250)
    expect(listDeliveries(test.ctx.db, id!)).toMatchObject([
      { ok: false, statusCode: 200, error: 'timeout after 300 ms' },
    ])
    expect(findLead(test.ctx.db, id!)).toMatchObject({ status: 'pending', deliveredAt: null })
  })

  it(`never has more than ${DELIVERY_CONCURRENCY} deliveries open at the receiver, and uses that many`, async () => {
    test = apiTest()
    expect(test.ctx.outbox.concurrency).toBe(DELIVERY_CONCURRENCY)
    target = await receiver(0, { delayMs: 40 })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
    storeLeads(20)
    await test.ctx.outbox.runOnce()
    expect(listLeads(test.ctx.db).every((lead) => lead.status === 'delivered')).toBe(true)
    expect(target.received).toHaveLength(20)
    expect(target.stats.maxOpen).toBe(DELIVERY_CONCURRENCY)
  })

  it('honours a configured bound', async () => {
    test = apiTest({ outbox: { concurrency: 2 } })
    target = await receiver(0, { delayMs: 40 })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
    storeLeads(8)
    await test.ctx.outbox.runOnce()
    expect(target.received).toHaveLength(8)
    expect(target.stats.maxOpen).toBe(2)
  })

  it('never sends a lead again while its delivery is in flight, however often the outbox is kicked', async () => {
    test = apiTest()
    target = await receiver(0, { held: true })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
    const ids = storeLeads(3)
    const first = test.ctx.outbox.runOnce()
    await waitFor(() => target!.received.length === 3, 1000, 'three leads in flight')
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

  it('waits in stop() for deliveries in flight, records them, and starts none after', async () => {
    test = apiTest()
    target = await receiver(0, { held: true })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
    const [id] = storeLeads(1)
    void test.ctx.outbox.runOnce()
    await waitFor(() => target!.received.length === 1, 1000, 'the lead in flight')
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
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'webhook', url: target.url } }, test.clock.now)
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
    await waitFor(() => findLead(test.ctx.db, id!)!.status === 'delivered', 2000, 'the lead delivered after its rest')
    expect(target.received.map((r) => r.headers['idempotency-key'])).toEqual([
      findLead(test.ctx.db, id!)!.idempotencyKey,
      findLead(test.ctx.db, id!)!.idempotencyKey,
    ])
  })

  it('gives a receiver 10 s by default', () => {
    test = apiTest()
    expect(DELIVERY_TIMEOUT_MS).toBe(10_000)
    expect(test.ctx.outbox.timeoutMs).toBe(10_000)
  })
})
