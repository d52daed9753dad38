import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../../tests/api.ts'
import { bookingPost, contactPost, privateTarget } from '../../../tests/leads.ts'
import { writeSettings } from '../../db/settings.ts'

let test: ReturnType<typeof apiTest>
let receiver: Server | null = null
afterEach(async () => {
  await test?.cleanup()
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  receiver = null
})

const PHONE_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

/** Posts a lead through the real form and answers its id, as the inbox lists it. */
async function post(admin: Agent, kind: 'contact' | 'booking', overrides: Record<string, string> = {}) {
  const body = kind === 'contact' ? contactPost(overrides, test.clock.now) : bookingPost(overrides, test.clock.now)
  await request(test.app).post(`/${kind}`).set('User-Agent', PHONE_BROWSER).type('form').send(body)
  return (await admin.get('/api/admin/leads')).body.leads[0].id as number
}

/** A webhook that answers 200 to every lead, and counts them. */
async function webhook(): Promise<{ url: string; received: unknown[] }> {
  const received: unknown[] = []
  receiver = createServer((req, res) => {
    let text = ''
    req
      .on('data', (chunk) => (text += chunk))
      .on('end', () => {
        received.push(JSON.parse(text))
        res.writeHead(200).end('{}')
      })
  })
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(receiver!.address() as AddressInfo).port}/`, received }
}

describe('one lead in the inbox', () => {
  it('shows every field by its label, where the visitor came from, and answers 404 for an unknown lead', async () => {
    test = apiTest()
    const admin = await test.admin()
    const id = await post(admin, 'booking', {
      landingPage: '/service-area/garage-door-repair-clearwater?utm_source=google&utm_campaign=spring',
      referrer: 'https://www.google.com/',
    })
    const { body } = await admin.get(`/api/admin/leads/${id}`)
    expect(body.fields.map((f: { label: string }) => f.label)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Address',
      'Service',
      'Preferred date',
      'Preferred time',
      'Urgency',
      'Notes',
    ])
    expect(body.fields.find((f: { name: string }) => f.name === 'preferredTimeSlot').value).toBe('Morning (8am-11am)')
    expect(body).toMatchObject({
      city: 'Clearwater',
      landingPage: '/service-area/garage-door-repair-clearwater?utm_source=google&utm_campaign=spring',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'google', utm_campaign: 'spring' },
      deliveries: [],
      notes: [],
      forwardingTo: null,
    })
    expect(body.userAgent).toBe(PHONE_BROWSER)
    expect((await admin.get('/api/admin/leads/99999')).status).toBe(404)
    expect((await admin.get('/api/admin/leads/99999')).body.message).toBe('No lead with id 99999')
    expect((await admin.get('/api/admin/leads/abc')).body.message).toBe('id: must be a number')
  })

  it('moves through the statuses, and refuses an unknown one naming the field', async () => {
    test = apiTest()
    const admin = await test.admin()
    const id = await post(admin, 'contact')
    const moved = await admin.patch(`/api/admin/leads/${id}`).send({ stage: 'contacted' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ stage: 'contacted', stageChangedAt: new Date(test.clock.now).toISOString() })
    expect((await admin.get('/api/admin/leads?stage=contacted')).body.total).toBe(1)
    const wrong = await admin.patch(`/api/admin/leads/${id}`).send({ stage: 'maybe' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('stage: must be one of new, contacted, booked, won, lost')
    expect((await admin.patch(`/api/admin/leads/${id}`).send({})).body.message).toMatch(/^stage: /)
    expect((await admin.patch('/api/admin/leads/99999').send({ stage: 'won' })).status).toBe(404)
  })
})

describe('notes and spam', () => {
  it('keeps notes with their author and time, refuses an empty one, and keeps the name of a removed author', async () => {
    test = apiTest()
    const admin = await test.admin()
    const id = await post(admin, 'contact')
    const empty = await admin.post(`/api/admin/leads/${id}/notes`).send({ body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/^body: must not be empty/)
    expect((await admin.post(`/api/admin/leads/${id}/notes`).send({})).body.message).toBe('body: is required')
    const note = await admin.post(`/api/admin/leads/${id}/notes`).send({ body: ' Called back, booked Tuesday 9am. ' })
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({ author: 'owner', body: 'Called back, booked Tuesday 9am.' })
    expect((await admin.post('/api/admin/leads/99999/notes').send({ body: 'x' })).status).toBe(404)
    const { db } = test.ctx
    db.prepare('DELETE FROM users').run()
    expect(db.prepare('SELECT author_id, author_name FROM lead_notes').get()).toEqual({
      author_id: null,
      author_name: 'owner',
    })
  })

  it('holds a lead as spam and releases it; a lead forwarded before is not sent again', async () => {
    test = apiTest()
    const admin = await test.admin()
    const hook = await webhook()
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', hook.url) }, test.clock.now)
    const id = await post(admin, 'contact')
    await test.ctx.outbox.runOnce()
    expect((await admin.get(`/api/admin/leads/${id}`)).body.delivery).toBe('Forwarded')
    const held = await admin.post(`/api/admin/leads/${id}/spam`)
    expect(held.body).toMatchObject({ status: 'spam', spamReason: 'marked as spam by owner' })
    expect((await admin.get('/api/admin/leads')).body.total).toBe(0)
    expect((await admin.get('/api/admin/leads?status=spam')).body.total).toBe(1)
    expect((await admin.post(`/api/admin/leads/${id}/spam`)).status).toBe(409)
    expect((await admin.post(`/api/admin/leads/${id}/forward`)).status).toBe(409)
    const released = await admin.post(`/api/admin/leads/${id}/not-spam`)
    expect(released.body).toMatchObject({ status: 'delivered', spamReason: null })
    await test.ctx.outbox.runOnce()
    expect(hook.received).toHaveLength(1)
    expect((await admin.post(`/api/admin/leads/${id}/not-spam`)).status).toBe(409)
  })
})

describe('forwarding again and deleting', () => {
  it('"forward again" re-queues a lead through the outbox, and needs a forwarding address', async () => {
    test = apiTest()
    const admin = await test.admin()
    const id = await post(admin, 'contact')
    const nowhere = await admin.post(`/api/admin/leads/${id}/forward`)
    expect(nowhere.status).toBe(409)
    expect(nowhere.body.message).toMatch(/No email address, webhook or forwarder is set/)
    const hook = await webhook()
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', hook.url) }, test.clock.now)
    // Stored only until now: forwarded once an address is set.
    expect((await admin.post(`/api/admin/leads/${id}/forward`)).body.status).toBe('pending')
    await test.ctx.outbox.runOnce()
    // Already forwarded: a second copy goes out.
    await admin.post(`/api/admin/leads/${id}/forward`)
    await test.ctx.outbox.runOnce()
    expect(hook.received).toHaveLength(2)
    const { body } = await admin.get(`/api/admin/leads/${id}`)
    expect(body.deliveries).toMatchObject([
      { attempt: 1, target: hook.url, statusCode: 200, error: null, ok: true },
      { attempt: 2, target: hook.url, statusCode: 200, ok: true },
    ])
    expect((await admin.post('/api/admin/leads/99999/forward')).status).toBe(404)
  })

  it('deletes a lead with its notes and delivery records', async () => {
    test = apiTest()
    const admin = await test.admin()
    const hook = await webhook()
    writeSettings(test.ctx.db, { leadTargets: privateTarget('webhook', hook.url) }, test.clock.now)
    const id = await post(admin, 'contact')
    await test.ctx.outbox.runOnce()
    await admin.post(`/api/admin/leads/${id}/notes`).send({ body: 'Wrong number.' })
    const count = (table: string) => test.ctx.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get()
    expect([count('lead_notes'), count('lead_deliveries')]).toEqual([1, 1])
    expect((await admin.delete(`/api/admin/leads/${id}`)).status).toBe(204)
    expect([count('leads'), count('lead_notes'), count('lead_deliveries')]).toEqual([0, 0, 0])
    expect((await admin.get(`/api/admin/leads/${id}`)).status).toBe(404)
    expect((await admin.delete(`/api/admin/leads/${id}`)).status).toBe(404)
  })
})
