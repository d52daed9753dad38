import { randomUUID } from 'node:crypto'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../../tests/api.ts'
import { bookingPost } from '../../../tests/leads.ts'
import type { LeadStatus } from '../../../shared/admin-leads.ts'
import { insertLead, setLeadStage, type NewLead } from '../../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const STATUSES: LeadStatus[] = ['stored', 'delivered', 'failed', 'spam', 'pending']

/** A contact lead straight into the database, received at `at`. */
function store(fields: Record<string, string>, at: number, more: Partial<NewLead> = {}): number {
  return insertLead(
    test.ctx.db,
    {
      kind: 'contact',
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields: { firstName: 'Lead', lastName: 'Test', email: 'lead@example.com', phone: '(813) 555-0142', ...fields },
      status: 'stored',
      spamReason: null,
      landingPage: null,
      referrer: null,
      utm: {},
      ip: null,
      userAgent: null,
      ...more,
    },
    at,
  ).id
}

const ids = (body: { leads: { id: number }[] }) => body.leads.map((lead) => lead.id)

describe('the lead inbox list', () => {
  it('lists a posted lead with its status, delivery in words, city and service by label', async () => {
    test = apiTest()
    const admin = await test.admin()
    await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    const { body } = await admin.get('/api/admin/leads')
    expect(body.counts).toEqual({ stored: 1 })
    expect(body.stages).toEqual({ new: 1, contacted: 0, booked: 0, won: 0, lost: 0 })
    expect(body.timeZone).toBe('America/New_York')
    expect(body.leads[0]).toMatchObject({
      kind: 'booking',
      form: 'Booking',
      stage: 'new',
      status: 'stored',
      delivery: 'Stored only: no forwarding address',
      name: 'Ray Thompson',
      phone: '813-555-0177',
      service: 'Opener Repair/Installation',
      noteCount: 0,
    })
  })

  it('pages through all of 12,000 leads, newest first, with the total of the filter', async () => {
    test = apiTest()
    const admin = await test.admin()
    const start = Date.parse('2026-01-01T00:00:00Z')
    test.ctx.db.transaction(() => {
      for (let i = 0; i < 12_000; i++)
        store({ firstName: `Lead ${i}` }, start + i * 60_000, {
          kind: i % 3 === 0 ? 'booking' : 'contact',
          status: STATUSES[i % STATUSES.length]!,
        })
    })()
    const seen = new Set<number>()
    let before: number | null = null
    let last = Infinity
    let pages = 0
    do {
      const res = await admin.get(`/api/admin/leads?limit=200${before ? `&before=${before}` : ''}`)
      expect(res.status).toBe(200)
      // Spam is left out of the inbox unless asked for: 2,400 of the 12,000.
      expect(res.body.total).toBe(9600)
      expect(res.body.counts).toEqual({ stored: 2400, delivered: 2400, failed: 2400, spam: 2400, pending: 2400 })
      for (const id of ids(res.body)) {
        expect(id).toBeLessThan(last)
        last = id
        seen.add(id)
      }
      before = res.body.next
      pages++
    } while (before)
    expect(seen.size).toBe(9600)
    expect(pages).toBe(48)

    const spam = await admin.get('/api/admin/leads?status=spam&form=booking&limit=200')
    expect(spam.body.total).toBe(800)
    expect(
      spam.body.leads.every((l: { status: string; kind: string }) => l.status === 'spam' && l.kind === 'booking'),
    ).toBe(true)
  }, 60_000)
})

describe('searching and filtering the inbox', () => {
  it('searches names, emails, cities and phone digits whatever the punctuation', async () => {
    test = apiTest()
    const admin = await test.admin()
    const now = test.clock.now
    const ana = store({ firstName: 'Ana', lastName: "O'Brien-Diaz", phone: '(727) 555-0100', city: 'Clearwater' }, now)
    const ray = store({ email: 'ray.thompson@example.com', phone: '+1 813.555.0177' }, now)
    // A booking has no city field: its city is that of the city page the visitor landed on.
    const pete = store({ firstName: 'Pete' }, now, {
      kind: 'booking',
      landingPage: '/service-area/garage-door-repair-st-petersburg?utm_source=google',
    })
    const search = async (q: string) => ids((await admin.get(`/api/admin/leads?q=${encodeURIComponent(q)}`)).body)
    expect(await search('7275550100')).toEqual([ana])
    expect(await search('727-555-0100')).toEqual([ana])
    expect(await search('555 0177')).toEqual([ray])
    expect(await search('obrien diaz')).toEqual([ana])
    expect(await search("O'Brien")).toEqual([ana])
    expect(await search('RAY.THOMPSON@example')).toEqual([ray])
    expect(await search('clearwater')).toEqual([ana])
    expect(await search('St. Petersburg')).toEqual([pete])
    expect(await search('100%')).toEqual([])
    const detail = await admin.get(`/api/admin/leads/${pete}`)
    expect(detail.body.city).toBe('St. Petersburg')
  })

  it('filters by status, form and whole days in the business time zone', async () => {
    test = apiTest()
    const admin = await test.admin()
    // 23:30 on 20 November in Florida is 04:30 on the 21st in UTC.
    const late = store({ firstName: 'Late' }, Date.parse('2026-11-21T04:30:00Z'))
    const morning = store({ firstName: 'Morning' }, Date.parse('2026-11-21T05:30:00Z'), { kind: 'booking' })
    const next = store({ firstName: 'Next' }, Date.parse('2026-11-22T12:00:00Z'))
    setLeadStage(test.ctx.db, morning, 'booked', test.clock.now)
    const list = async (query: string) => ids((await admin.get(`/api/admin/leads?${query}`)).body)
    expect(await list('to=2026-11-20')).toEqual([late])
    expect(await list('from=2026-11-21&to=2026-11-21')).toEqual([morning])
    expect(await list('from=2026-11-21')).toEqual([next, morning])
    expect(await list('stage=booked')).toEqual([morning])
    expect(await list('stage=new&form=contact')).toEqual([next, late])
    expect(await list('form=booking')).toEqual([morning])
    expect((await admin.get('/api/admin/leads?stage=new')).body.total).toBe(2)
  })

  it('names the query field that is wrong', async () => {
    test = apiTest()
    const admin = await test.admin()
    const message = async (query: string) => (await admin.get(`/api/admin/leads?${query}`)).body.message
    expect(await message('stage=spam')).toBe('stage: must be one of new, contacted, booked, won, lost')
    expect(await message('status=lost')).toBe('status: must be one of pending, delivered, failed, spam, held, stored')
    expect(await message('form=quote')).toBe('form: must be contact or booking')
    expect(await message('from=21/11/2026')).toBe('from: must be a date like 2026-11-21')
    expect(await message('to=2026-02-30')).toBe('to: must be a real date')
    expect(await message('from=2026-11-22&to=2026-11-21')).toBe('to: must not be before from')
    expect(await message('limit=5000')).toBe('limit: must be 1 to 200')
    expect((await admin.get('/api/admin/leads?before=abc')).status).toBe(400)
  })
})
