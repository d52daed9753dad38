import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { listLeads } from '../db/leads.ts'
import { HELD_PER_DAY } from '../leads/address-limit.ts'
import { createApp } from '../app.ts'

let test: ReturnType<typeof apiTest>
let server: Server | undefined
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve))
  server = undefined
  await test?.cleanup()
})

/** What a browser sends beside the form: without these, a post counts toward spam. */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0', 'Accept-Language': 'en-US' }
const form = (path: string, body: Record<string, string>) =>
  request(test.app).post(path).type('form').set(BROWSER).send(body)
const statuses = () => listLeads(test.ctx.db).map((lead) => lead.status)

describe('the per-address limit counts only leads stored as ordinary leads', () => {
  it('never counts a form sent back (422), a repeat of the same form, or a lead held as spam', async () => {
    test = apiTest({ leadsPerTenMinutes: 2 })
    const now = test.clock.now
    for (let i = 0; i < 5; i++)
      expect((await form('/contact', contactPost({ email: 'ana@example' }, now))).status).toBe(422)
    expect((await form('/contact', contactPost({ website: 'https://pills.example' }, now))).status).toBe(303)
    const first = contactPost({}, now)
    for (let i = 0; i < 3; i++) expect((await form('/contact', first)).status).toBe(303)
    expect((await form('/booking', bookingPost({}, now))).status).toBe(303)
    expect(statuses()).toEqual(['stored', 'stored', 'spam'])
    // The limit reached, the next lead is held for review; its visitor is sent to the same thank-you page.
    const held = await form('/contact', contactPost({ firstName: 'Held' }, now))
    expect(held.status).toBe(303)
    expect(held.headers.location).toMatch(/^\/thank-you\?request=k-/)
    expect(listLeads(test.ctx.db)[0]).toMatchObject({
      status: 'held',
      spamReason: 'the 4th request from one address in 10 minutes',
      fields: expect.objectContaining({ firstName: 'Held' }),
    })
  })

  it('answers a script past the cap with JSON naming the phone number, and Retry-After', async () => {
    test = apiTest({ leadsPerTenMinutes: 0 })
    test.ctx.leadLimits.heldPerDay = 0
    const res = await request(test.app)
      .post('/booking')
      .type('form')
      .set({ ...BROWSER, Accept: 'application/json' })
      .send({ ...bookingPost({}, test.clock.now), elapsed: '40000' })
    expect(res.status).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.body.message).toContain('Please call us at (813) 555-0142')
    expect(listLeads(test.ctx.db)).toEqual([])
  })
})

describe('a lead held for review, in the inbox', () => {
  it('is listed and filtered as held for review, not as spam, with why; releasing it makes it an ordinary lead', async () => {
    test = apiTest({ leadsPerTenMinutes: 1 })
    const admin = await test.admin()
    await form('/contact', contactPost({}, test.clock.now))
    await form('/contact', contactPost({ firstName: 'Second' }, test.clock.now))
    const [held] = listLeads(test.ctx.db)
    const inbox = await admin.get('/api/admin/leads')
    expect(inbox.body.counts).toEqual({ stored: 1, held: 1 })
    expect(inbox.body.leads[0]).toMatchObject({
      id: held!.id,
      status: 'held',
      delivery: 'Held for review: not forwarded',
    })
    expect((await admin.get('/api/admin/leads?status=held')).body.leads.map((lead: { id: number }) => lead.id)).toEqual(
      [held!.id],
    )
    expect((await admin.get('/api/admin/leads?status=spam')).body.leads).toEqual([])
    expect((await admin.get(`/api/admin/leads/${held!.id}`)).body.spamReason).toBe(
      'the 2nd request from one address in 10 minutes',
    )
    expect((await admin.post(`/api/admin/leads/${held!.id}/forward`)).status).toBe(409)

    const released = await admin.post(`/api/admin/leads/${held!.id}/release`)
    expect(released.status).toBe(200)
    expect(released.body).toMatchObject({ status: 'stored', spamReason: null })
    expect((await admin.post(`/api/admin/leads/${held!.id}/release`)).status).toBe(409)
  })
})

/** A form post over a real connection, from the client a proxy on this machine names (TRUST_PROXY=1). */
function post(from: string, path: string, body: Record<string, string>): Promise<number> {
  const { port } = server!.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...BROWSER, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': from },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      },
    )
    req.on('error', reject)
    req.end(new URLSearchParams(body).toString())
  })
}

const FLOOD = '203.0.113.7'
const NEIGHBOUR = '198.51.100.4'

describe('a flood of posts from one address', () => {
  it('stores 5 as ordinary leads, holds the next up to the cap, refuses the rest, and answers another address as usual', async () => {
    test = apiTest({ leadsPerTenMinutes: 5 })
    server = await new Promise<Server>((resolve) => {
      const s = createApp({ ...test.ctx, trustProxy: 1 }).listen(0, '127.0.0.1', () => resolve(s))
    })
    const flood: Promise<number>[] = []
    let neighbour: Promise<number> | undefined
    for (let i = 0; i < 200; i++) {
      flood.push(post(FLOOD, '/contact', contactPost({ firstName: `Flood${i}` }, test.clock.now)))
      // Halfway through, with posts of the flood still in flight, a neighbour sends a request.
      if (i === 100) neighbour = post(NEIGHBOUR, '/booking', bookingPost({ fullName: 'Neighbour' }, test.clock.now))
      if (i % 20 === 19) await Promise.all(flood)
    }
    const answers = await Promise.all(flood)
    expect(await neighbour).toBe(303)
    expect(answers.filter((status) => status === 303)).toHaveLength(5 + HELD_PER_DAY)
    expect(answers.filter((status) => status === 429)).toHaveLength(200 - 5 - HELD_PER_DAY)

    const leads = listLeads(test.ctx.db)
    const fromFlood = leads.filter((lead) => lead.ip === FLOOD)
    expect(fromFlood.filter((lead) => lead.status === 'stored')).toHaveLength(5)
    expect(fromFlood.filter((lead) => lead.status === 'held')).toHaveLength(HELD_PER_DAY)
    expect(fromFlood).toHaveLength(5 + HELD_PER_DAY)
    expect(leads.filter((lead) => lead.ip === NEIGHBOUR)).toMatchObject([
      { kind: 'booking', status: 'stored', fields: expect.objectContaining({ fullName: 'Neighbour' }) },
    ])
  })
})

describe('the addresses of one client', () => {
  /** A post from the client a proxy on this machine names (TRUST_PROXY=1). */
  const from = (app: ReturnType<typeof createApp>, ip: string, body: Record<string, string>) =>
    request(app).post('/contact').type('form').set(BROWSER).set('X-Forwarded-For', ip).send(body)

  it('counts 30 addresses of one IPv6 /64 as one: 5 ordinary leads, then held up to the cap, then refused', async () => {
    test = apiTest({ leadsPerTenMinutes: 5 })
    const app = createApp({ ...test.ctx, trustProxy: 1 })
    const answers: number[] = []
    for (let i = 1; i <= 30; i++)
      answers.push(
        (
          await from(
            app,
            `2001:db8:5:7:${i.toString(16)}::${i * 7}`,
            contactPost({ firstName: `Rotating${i}` }, test.clock.now),
          )
        ).status,
      )
    expect(answers.filter((status) => status === 303)).toHaveLength(5 + HELD_PER_DAY)
    expect(answers.slice(5 + HELD_PER_DAY)).toEqual(Array(30 - 5 - HELD_PER_DAY).fill(429))
    const rotating = listLeads(test.ctx.db).filter((lead) => lead.fields.firstName!.startsWith('Rotating'))
    expect(rotating.filter((lead) => lead.status === 'stored')).toHaveLength(5)
    expect(rotating.filter((lead) => lead.status === 'held')).toHaveLength(HELD_PER_DAY)
    // The next /64 is another client.
    expect((await from(app, '2001:db8:5:8::1', contactPost({ firstName: 'Next' }, test.clock.now))).status).toBe(303)
    expect(listLeads(test.ctx.db)[0]).toMatchObject({
      status: 'stored',
      fields: expect.objectContaining({ firstName: 'Next' }),
    })
  })

  it('counts an IPv4 address mapped into IPv6 as that IPv4 address', async () => {
    test = apiTest({ leadsPerTenMinutes: 1 })
    const app = createApp({ ...test.ctx, trustProxy: 1 })
    await from(app, '203.0.113.9', contactPost({ firstName: 'Plain' }, test.clock.now))
    await from(app, '::ffff:203.0.113.9', contactPost({ firstName: 'Mapped' }, test.clock.now))
    expect(statuses()).toEqual(['held', 'stored'])
  })
})
