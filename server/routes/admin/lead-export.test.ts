import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../../tests/api.ts'
import { bookingPost, contactPost } from '../../../tests/leads.ts'
import { addLeadNote } from '../../db/lead-notes.ts'
import { insertLead, setLeadStage } from '../../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/** The export as bytes (supertest would decode it and drop the byte order mark). */
async function download(admin: Agent, query: string) {
  const res = await admin
    .get(`/api/admin/leads/export${query}`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(null, Buffer.concat(chunks)))
    })
  return { res, bytes: res.body as Buffer }
}

/** 1,300 leads with formula-like names and phones, every fourth contacted, the first with a note. */
function seed() {
  const { db } = test.ctx
  const start = Date.parse('2026-11-20T15:00:00Z')
  db.transaction(() => {
    for (let i = 0; i < 1300; i++) {
      const { id } = insertLead(
        db,
        {
          kind: i % 2 ? 'booking' : 'contact',
          formKey: randomUUID(),
          idempotencyKey: randomUUID(),
          fields:
            i % 2
              ? { fullName: `=HYPERLINK("http://x") ${i}`, phone: '+1 727 555 0100', preferredDate: '2026-12-01' }
              : { firstName: '@SUM(A1)', lastName: `${i}`, phone: '(727) 555-0100', city: 'Largo', zip: '33770' },
          status: 'stored',
          spamReason: null,
          landingPage: '/service-area/garage-door-repair-largo?utm_source=google',
          referrer: 'https://www.google.com/',
          utm: { utm_source: 'google' },
          ip: null,
          userAgent: null,
        },
        start + i * 1000,
      )
      if (i % 4 === 0) setLeadStage(db, id, 'contacted', start)
      if (i === 0) addLeadNote(db, id, { id: 1, name: 'owner' }, '-2+3 doors, call after 5', start)
    }
  })()
}

describe('the CSV export of the inbox', () => {
  it('holds every lead of the filter (not one page), labelled, neutralised, as a dated attachment', async () => {
    test = apiTest()
    const admin = await test.admin()
    seed()
    const { res, bytes } = await download(admin, '?stage=contacted&form=contact')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-21.csv"')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parse(text, { bom: true }) as string[][]
    expect(header!.slice(0, 9)).toEqual([
      'Received (America/New_York)',
      'Form',
      'Status',
      'Delivery',
      'Name',
      'Email',
      'Phone',
      'City',
      'Service',
    ])
    expect(header).toEqual(
      expect.arrayContaining(['ZIP', 'Preferred date', 'Landing page', 'UTM source', 'Team notes']),
    )
    expect(header).not.toContain('preferredDate')
    // 1,300 leads, half contact, every other contact lead contacted: 325, over the 200 a page shows.
    expect(rows).toHaveLength(325)
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)])
    expect(new Set(column('Lead ID')).size).toBe(325)
    expect(new Set(column('Status'))).toEqual(new Set(['Contacted']))
    expect(column('Name').every((name) => name!.startsWith("'@SUM(A1) "))).toBe(true)
    expect(column('City')[0]).toBe('Largo')
    // The oldest lead (last row) was received at 10:00 in Florida, and carries the note (after its time, so no formula).
    expect(rows.at(-1)![0]).toBe('2026-11-20 10:00')
    expect(column('Team notes').at(-1)).toBe('2026-11-20 10:00 owner: -2+3 doors, call after 5')

    const booking = parse((await download(admin, '?form=booking')).bytes.toString('utf8'), { bom: true }) as string[][]
    expect(booking).toHaveLength(651)
    const phone = booking[0]!.indexOf('Phone')
    expect(booking.slice(1).every((row) => row[phone] === "'+1 727 555 0100")).toBe(true)
    expect(booking[1]![booking[0]!.indexOf('Name')]).toBe(`'=HYPERLINK("http://x") 1299`)
  }, 30_000)

  it("says which leads are from outside the service area, with the place and its distance, and names a booking's town", async () => {
    test = apiTest()
    const admin = await test.admin()
    const post = (form: string, fields: Record<string, string>) =>
      request(test.app).post(form).type('form').set('User-Agent', 'Mozilla/5.0').send(fields)
    await post('/booking', bookingPost({ address: '1700 Collins Ave, Miami Beach, FL 33139' }, test.clock.now))
    await post('/contact', contactPost({ city: 'Clearwater', zip: '33767' }, test.clock.now))
    const [header, ...rows] = parse((await download(admin, '')).bytes.toString('utf8'), { bom: true }) as string[][]
    const cell = (row: string[], name: string) => row[header!.indexOf(name)]
    const [contact, booking] = rows as [string[], string[]]
    expect(cell(booking, 'City')).toBe('Miami Beach')
    expect(cell(booking, 'Service area')).toBe(
      'Outside the service area: 33139 (Miami Beach) is 108 miles from Bonita Springs, the nearest city served',
    )
    expect(cell(contact, 'City')).toBe('Clearwater')
    expect(cell(contact, 'Service area')).toBe('')
  })

  it('refuses a bad filter naming the field, and is for administrators only', async () => {
    test = apiTest()
    const admin = await test.admin()
    const res = await admin.get('/api/admin/leads/export?stage=someday')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('stage: must be one of new, contacted, booked, won, lost')
    expect((await request(test.app).get('/api/admin/leads/export')).status).toBe(401)
  })
})
