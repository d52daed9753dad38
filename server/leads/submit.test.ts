import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { listLeads } from '../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const form = (path: string, body: Record<string, string>) => request(test.app).post(path).type('form').send(body)

describe('lead forms without JavaScript', () => {
  it('stores a valid contact request, then sends the visitor to /thank-you with 303', async () => {
    test = apiTest()
    const res = await form('/contact', contactPost({ landingPage: '/service-area/garage-door-repair-clearwater?utm_source=google&utm_campaign=spring', referrer: 'https://www.google.com/' }, test.clock.now))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/thank-you')
    const [lead] = listLeads(test.ctx.db)
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'stored',
      landingPage: '/service-area/garage-door-repair-clearwater?utm_source=google&utm_campaign=spring',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'google', utm_campaign: 'spring' },
    })
    expect(lead!.fields).toEqual({ firstName: 'Ana', lastName: 'Diaz', email: 'ana.diaz@example.com', phone: '(727) 555-0199', address: '1450 Gulf Blvd', city: 'Clearwater', state: 'FL', zip: '33767', serviceType: 'spring', message: 'The spring above the door snapped this morning.' })
  })

  it('sends an invalid form back with 422, a message at each bad field and everything typed', async () => {
    test = apiTest()
    const res = await form('/contact', contactPost({ email: 'ana-at-example', zip: '3376', serviceType: 'teleport', message: 'Keep <this> text' }, test.clock.now))
    expect(res.status).toBe(422)
    expect(res.text).toContain('Please enter a valid email address, like name@example.com.')
    expect(res.text).toContain('Please enter a 5-digit ZIP code.')
    expect(res.text).toContain('Please choose a service.')
    expect(res.text).toContain('value="ana-at-example"')
    expect(res.text).toContain('value="3376"')
    expect(res.text).toContain('Keep &lt;this&gt; text</textarea>')
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="zip"|name="zip"[^>]*aria-invalid="true"/)
    expect(listLeads(test.ctx.db)).toEqual([])
  })

  it('refuses a booking for a day already past in Florida', async () => {
    test = apiTest({ start: Date.parse('2026-11-21T04:30:00Z') }) // 11:30 pm on Nov 20 in Oldsmar
    expect((await form('/booking', bookingPost({ preferredDate: '2026-11-19' }, test.clock.now))).status).toBe(422)
    expect((await form('/booking', bookingPost({ preferredDate: '2026-11-20' }, test.clock.now))).status).toBe(303)
  })

  it('stores one lead when the same form is posted twice', async () => {
    test = apiTest()
    const body = contactPost({}, test.clock.now)
    expect((await form('/contact', body)).status).toBe(303)
    expect((await form('/contact', body)).status).toBe(303)
    expect(listLeads(test.ctx.db)).toHaveLength(1)
  })

  it('stores spam as spam: a filled honeypot, or a form sent faster than a person types', async () => {
    test = apiTest()
    expect((await form('/contact', contactPost({ website: 'https://cheap-pills.example' }, test.clock.now))).status).toBe(303)
    expect((await form('/contact', contactPost({ servedAt: String(test.clock.now - 500) }, test.clock.now))).status).toBe(303)
    expect((await form('/contact', contactPost({ servedAt: '' }, test.clock.now))).status).toBe(303)
    expect(listLeads(test.ctx.db).map((lead) => [lead.status, lead.spamReason])).toEqual([
      ['spam', 'sent faster than a person can type'],
      ['spam', 'sent faster than a person can type'],
      ['spam', 'honeypot field filled'],
    ])
  })

  it('limits posts per address, answering 429 with Retry-After and saying so on the form', async () => {
    test = apiTest({ leadsPerTenMinutes: 2 })
    for (let i = 0; i < 2; i++) expect((await form('/contact', contactPost({}, test.clock.now))).status).toBe(303)
    const refused = await form('/contact', contactPost({ firstName: 'Third' }, test.clock.now))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.text).toContain('several requests from your connection')
    expect(refused.text).toContain('value="Third"')
    test.clock.now += 10 * 60_000
    expect((await form('/contact', contactPost({}, test.clock.now))).status).toBe(303)
  })

  it('answers 503 and sends the form back, never a thank-you, when the database cannot take the write', async () => {
    test = apiTest()
    test.ctx.db.exec(`CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`)
    const res = await form('/contact', contactPost({ firstName: 'Kept' }, test.clock.now))
    expect(res.status).toBe(503)
    expect(res.text).toContain('We could not save your request just now. Please call us at (813) 555-0142')
    expect(res.text).toContain('value="Kept"')
  })
})

describe('lead forms with JavaScript', () => {
  it('answers JSON: 201 when stored, 422 with errors by field', async () => {
    test = apiTest()
    const ok = await request(test.app).post('/booking').type('form').set('Accept', 'application/json').send({ ...bookingPost({}, test.clock.now), elapsed: '45000' })
    expect(ok.status).toBe(201)
    expect(ok.body).toEqual({ ok: true })
    const bad = await request(test.app).post('/booking').type('form').set('Accept', 'application/json').send({ ...bookingPost({ phone: '555' }, test.clock.now), elapsed: '45000' })
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({ message: 'Please correct the highlighted fields.', errors: { phone: 'Please enter a 10-digit phone number, like (813) 555-0142.' } })
    expect(listLeads(test.ctx.db)).toHaveLength(1)
  })
})

describe('the admin area', () => {
  it('lists leads with their delivery state', async () => {
    test = apiTest()
    const admin = await test.admin()
    await form('/booking', bookingPost({}, test.clock.now))
    const { body } = await admin.get('/api/admin/leads')
    expect(body.counts).toEqual({ stored: 1 })
    expect(body.leads[0]).toMatchObject({ kind: 'booking', status: 'stored', name: 'Ray Thompson', serviceType: 'Opener Repair/Installation', attempts: 0 })
    expect(body.leads[0].details).toMatchObject({ preferredTimeSlot: 'Morning (8am-11am)', urgency: 'Standard' })
  })
})
