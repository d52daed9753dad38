import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../../tests/api.ts'
import { bookingPost, contactPost } from '../../../tests/leads.ts'
import { findLead, insertLead, type LeadStatus } from '../../db/leads.ts'
import { writeSettings } from '../../db/settings.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const STATUSES: LeadStatus[] = ['stored', 'delivered', 'failed', 'spam', 'pending']

/** `count` leads straight into the database, statuses and forms mixed. */
function storeLeads(count: number) {
  const { db } = test.ctx
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      insertLead(
        db,
        {
          kind: i % 3 === 0 ? 'booking' : 'contact',
          formKey: randomUUID(),
          idempotencyKey: randomUUID(),
          fields: {
            firstName: `Lead ${i}`,
            lastName: 'Test',
            email: `lead${i}@example.com`,
            phone: '(727) 555-0100',
            serviceType: 'repair',
          },
          status: STATUSES[i % STATUSES.length]!,
          spamReason: STATUSES[i % STATUSES.length] === 'spam' ? 'the hidden "website" field was filled in' : null,
          landingPage: null,
          referrer: null,
          utm: {},
          ip: null,
          userAgent: null,
        },
        Date.parse('2026-01-01T00:00:00Z') + i * 60_000,
      )
    }
  })()
}

describe('the admin leads list', () => {
  it('lists leads with their delivery state', async () => {
    test = apiTest()
    const admin = await test.admin()
    await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    const { body } = await admin.get('/api/admin/leads')
    expect(body.counts).toEqual({ stored: 1 })
    expect(body.leads[0]).toMatchObject({
      kind: 'booking',
      status: 'stored',
      name: 'Ray Thompson',
      serviceType: 'Opener Repair/Installation',
      attempts: 0,
    })
    expect(body.leads[0].details).toMatchObject({ preferredTimeSlot: 'Morning (8am-11am)', urgency: 'Standard' })
  })

  it('pages through all of 15,000 stored leads, newest first, and the counts match', async () => {
    test = apiTest()
    const admin = await test.admin()
    storeLeads(15_000)
    const seen = new Set<number>()
    let before: number | null = null
    let last = Infinity
    let pages = 0
    let first: { counts: Record<string, number>; total: number } | null = null
    do {
      const res = await admin.get(`/api/admin/leads?limit=200${before ? `&before=${before}` : ''}`)
      expect(res.status).toBe(200)
      first ??= res.body
      for (const lead of res.body.leads as { id: number }[]) {
        expect(lead.id).toBeLessThan(last)
        last = lead.id
        seen.add(lead.id)
      }
      before = res.body.next
      pages++
    } while (before)
    expect(seen.size).toBe(15_000)
    expect(pages).toBe(75)
    expect(first!.total).toBe(15_000)
    expect(first!.counts).toEqual({ stored: 3000, delivered: 3000, failed: 3000, spam: 3000, pending: 3000 })

    // Filtered by status and form: every page's leads match, and their number is the count given.
    const filtered: { status: string; kind: string }[] = []
    before = null
    let counts: Record<string, number> = {}
    do {
      const res = await admin.get(
        `/api/admin/leads?status=spam&form=booking&limit=150${before ? `&before=${before}` : ''}`,
      )
      counts = res.body.counts
      expect(res.body.total).toBe(counts.spam)
      filtered.push(...res.body.leads)
      before = res.body.next
    } while (before)
    expect(filtered).toHaveLength(counts.spam!)
    expect(filtered.length).toBe(1000)
    expect(filtered.every((lead) => lead.status === 'spam' && lead.kind === 'booking')).toBe(true)
  })

  it('names the query field that is wrong', async () => {
    test = apiTest()
    const admin = await test.admin()
    expect((await admin.get('/api/admin/leads?status=lost')).body.message).toBe(
      'status: must be one of pending, delivered, failed, spam, stored',
    )
    expect((await admin.get('/api/admin/leads?form=quote')).body.message).toBe('form: must be contact or booking')
    expect((await admin.get('/api/admin/leads?limit=5000')).body.message).toBe('limit: must be 1 to 200')
    expect((await admin.get('/api/admin/leads?before=abc')).status).toBe(400)
  })
})

describe('a lead held as spam', () => {
  it('"Not spam — forward it" forwards it to the receiver', async () => {
    test = apiTest()
    const bodies: string[] = []
    const receiver: Server = createServer((req, res) => {
      let body = ''
      req
        .on('data', (chunk) => (body += chunk))
        .on('end', () => {
          bodies.push(body)
          res.writeHead(200).end('{}')
        })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      writeSettings(
        test.ctx.db,
        { leadForwarding: { kind: 'webhook', url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` } },
        test.clock.now,
      )
      const admin = await test.admin()
      await request(test.app)
        .post('/contact')
        .type('form')
        .send(contactPost({ website: 'filled by a bot', firstName: 'Held' }, test.clock.now))
      const { body } = await admin.get('/api/admin/leads?status=spam')
      expect(body.leads).toMatchObject([{ name: 'Held Diaz', status: 'spam' }])
      const id = body.leads[0].id as number
      const released = await admin.post(`/api/admin/leads/${id}/not-spam`)
      expect(released.status).toBe(200)
      expect(released.body.status).toBe('pending')
      await test.ctx.outbox.runOnce()
      expect(findLead(test.ctx.db, id)).toMatchObject({ status: 'delivered', spamReason: null })
      expect(bodies).toHaveLength(1)
      expect(JSON.parse(bodies[0]!).fields.firstName).toBe('Held')
      // Only a lead held as spam can be released.
      expect((await admin.post(`/api/admin/leads/${id}/not-spam`)).status).toBe(409)
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    }
  })
})
