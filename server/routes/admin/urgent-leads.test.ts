import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../../tests/api.ts'
import { bookingPost, contactPost } from '../../../tests/leads.ts'
import { findLead, insertLead } from '../../db/leads.ts'
import { markUrgentLeads } from '../../leads/urgent.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const MINUTE = 60_000

/** A booking straight into the database, received at `at`, urgent or not. */
function store(name: string, at: number, urgent: boolean): number {
  return insertLead(
    test.ctx.db,
    {
      kind: 'booking',
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields: {
        fullName: name,
        email: 'lead@example.com',
        phone: '(813) 555-0142',
        urgency: urgent ? 'urgent' : 'standard',
      },
      status: 'stored',
      spamReason: null,
      landingPage: null,
      referrer: null,
      utm: {},
      ip: null,
      userAgent: null,
      urgent,
    },
    at,
  ).id
}

interface Page {
  leads: { id: number; urgent: boolean; name: string }[]
  next: string | null
}
const list = async (admin: Agent, query = '') => (await admin.get(`/api/admin/leads?${query}`)).body as Page
const ids = (page: Page) => page.leads.map((lead) => lead.id)

/** Every lead the inbox lists, page after page, in the order shown; `between` runs after each page. */
async function pageThrough(admin: Agent, limit: number, between: (page: Page) => Promise<void> = async () => {}) {
  const shown: number[] = []
  let before: string | null = null
  do {
    const page = await list(admin, `limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`)
    shown.push(...ids(page))
    await between(page)
    before = page.next
  } while (before)
  return shown
}

describe('urgent leads', () => {
  it('are the leads that chose a choice the content marks urgent, decided when stored', async () => {
    test = apiTest()
    const admin = await test.admin()
    const now = test.clock.now
    const post = (path: string, fields: Record<string, string>) =>
      request(test.app).post(path).type('form').send(fields).expect(303)
    await post('/booking', bookingPost({ fullName: 'Urgent Booking', urgency: 'urgent' }, now))
    await post('/contact', contactPost({ firstName: 'Emergency', lastName: 'Contact', serviceType: 'emergency' }, now))
    await post('/booking', bookingPost({ fullName: 'Standard Booking', urgency: 'standard' }, now))
    await post('/contact', contactPost({ firstName: 'Spring', lastName: 'Contact', serviceType: 'spring' }, now))
    const { leads } = await list(admin)
    const urgency = Object.fromEntries(leads.map((lead) => [lead.name, lead.urgent]))
    expect(urgency).toEqual({
      'Urgent Booking': true,
      'Emergency Contact': true,
      'Standard Booking': false,
      'Spring Contact': false,
    })
    const emergency = leads.find((lead) => lead.name === 'Emergency Contact')!
    expect(findLead(test.ctx.db, emergency.id)!.urgent).toBe(true)
    expect((await admin.get(`/api/admin/leads/${emergency.id}`)).body.urgent).toBe(true)
  })

  it('leads stored before urgency was recorded get it from the content at start-up, once', () => {
    test = apiTest()
    const urgent = store('Urgent', test.clock.now, true)
    const standard = store('Standard', test.clock.now, false)
    test.ctx.db.prepare('UPDATE leads SET urgent = NULL').run()
    expect(markUrgentLeads(test.ctx.db, test.ctx.site.forms)).toBe(2)
    expect(findLead(test.ctx.db, urgent)!.urgent).toBe(true)
    expect(findLead(test.ctx.db, standard)!.urgent).toBe(false)
    expect(markUrgentLeads(test.ctx.db, test.ctx.site.forms)).toBe(0)
  })
})

describe('the inbox with urgent leads', () => {
  it('puts them first while new, then newest first; once contacted, an urgent lead is back in date order', async () => {
    test = apiTest()
    const admin = await test.admin()
    const start = test.clock.now - 60 * MINUTE
    const urgent = store('Urgent', start, true)
    const older = store('Older', start + MINUTE, false)
    const newer = store('Newer', start + 2 * MINUTE, false)
    const page = await list(admin)
    expect(ids(page)).toEqual([urgent, newer, older])
    expect(page.leads[0]!.urgent).toBe(true)

    const contacted = await admin.patch(`/api/admin/leads/${urgent}`).send({ stage: 'contacted' })
    expect(contacted.status).toBe(200)
    test.clock.now += MINUTE
    expect(ids(await list(admin))).toEqual([newer, older, urgent])
  })

  it('lists them alone, and exports them alone with an Urgent column', async () => {
    test = apiTest()
    const admin = await test.admin()
    const now = test.clock.now
    const first = store('First urgent', now - 3 * MINUTE, true)
    store('Standard', now - 2 * MINUTE, false)
    const second = store('Second urgent', now - MINUTE, true)
    await admin.patch(`/api/admin/leads/${second}`).send({ stage: 'contacted' })
    test.clock.now += MINUTE
    const only = await admin.get('/api/admin/leads?urgent=1')
    expect(ids(only.body)).toEqual([first, second])
    expect(only.body.total).toBe(2)

    const csv = await admin.get('/api/admin/leads/export?urgent=1').buffer(true)
    const [header, ...rows] = parse(csv.text, { bom: true }) as string[][]
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)])
    expect(column('Lead ID')).toEqual([String(second), String(first)])
    expect(column('Urgent')).toEqual(['Urgent', 'Urgent'])

    const bad = await admin.get('/api/admin/leads?urgent=yes')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('urgent: must be 1 (urgent leads only) or left out')
    expect((await admin.get('/api/admin/leads?before=abc')).status).toBe(400)
  })

  it('never repeats or skips a lead across pages, as urgent leads are contacted and new leads arrive', async () => {
    test = apiTest()
    const admin = await test.admin()
    const start = test.clock.now - 1000 * MINUTE
    const stored = Array.from({ length: 41 }, (_, i) => store(`Lead ${i}`, start + i * MINUTE, i % 6 === 0))
    const urgent = stored.filter((_, i) => i % 6 === 0)
    const expected = [...urgent.toReversed(), ...stored.filter((_, i) => i % 6 !== 0).toReversed()]

    // At rest: the urgent leads first, then the others, each newest first, over pages of 4.
    const shown = await pageThrough(admin, 4)
    expect(shown).toEqual(expected)

    // While someone pages, each urgent lead shown is marked contacted and a new lead arrives, every other one urgent.
    const arrivals: { id: number; urgent: boolean }[] = []
    const busy = await pageThrough(admin, 4, async (page) => {
      for (const lead of page.leads.filter((l) => l.urgent))
        await admin.patch(`/api/admin/leads/${lead.id}`).send({ stage: 'contacted' }).expect(200)
      test.clock.now += MINUTE
      const urgent = arrivals.length % 2 === 0
      arrivals.push({ id: store(`Arrival ${arrivals.length}`, test.clock.now, urgent), urgent })
    })
    expect(new Set(busy).size).toBe(busy.length)
    expect(busy.filter((id) => stored.includes(id))).toEqual(expected)

    // The next first page: the urgent arrivals, still new, then everything else newest first.
    const newUrgent = arrivals.filter((a) => a.urgent).map((a) => a.id)
    const rest = [...stored, ...arrivals.filter((a) => !a.urgent).map((a) => a.id)].sort((a, b) => b - a)
    expect(await pageThrough(admin, 50)).toEqual([...newUrgent.toReversed(), ...rest])
  })
})
