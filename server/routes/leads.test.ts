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
    const res = await form(
      '/contact',
      contactPost(
        {
          landingPage: '/service-area/garage-door-repair-clearwater?utm_source=google&utm_campaign=spring',
          referrer: 'https://www.google.com/',
        },
        test.clock.now,
      ),
    )
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
    expect(lead!.fields).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana.diaz@example.com',
      phone: '(727) 555-0199',
      address: '1450 Gulf Blvd',
      city: 'Clearwater',
      state: 'FL',
      zip: '33767',
      serviceType: 'spring',
      message: 'The spring above the door snapped this morning.',
    })
  })

  it('sends an invalid form back with 422, a message at each bad field and everything typed', async () => {
    test = apiTest()
    const res = await form(
      '/contact',
      contactPost(
        { email: 'ana-at-example', zip: '3376', serviceType: 'teleport', message: 'Keep <this> text' },
        test.clock.now,
      ),
    )
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
})

describe('lead forms sent back', () => {
  it('sends every form back with a real form key and the time it was first served, so the corrected form is an ordinary lead', async () => {
    test = apiTest()
    const servedAt = String(test.clock.now - 30_000)
    const refused = await form(
      '/contact',
      contactPost({ email: 'ana.reyes@example', servedAt, formKey: '__form_key__' }, test.clock.now),
    )
    expect(refused.status).toBe(422)
    expect(refused.text).not.toContain('__form_')
    const key = /name="formKey" value="([^"]+)"/.exec(refused.text)?.[1]
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(refused.text).toContain(`name="servedAt" value="${servedAt}"`)
    test.clock.now += 4_000
    const corrected = await form(
      '/contact',
      contactPost({ email: 'ana.reyes@example.com', servedAt, formKey: key! }, test.clock.now),
    )
    expect(corrected.status).toBe(303)
    expect(listLeads(test.ctx.db)).toMatchObject([{ formKey: key, status: 'stored', spamReason: null }])
  })

  it('answers 503 and sends the form back, never a thank-you, when the database cannot take the write', async () => {
    test = apiTest()
    test.ctx.db.exec(
      `CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    )
    const res = await form('/contact', contactPost({ firstName: 'Kept' }, test.clock.now))
    expect(res.status).toBe(503)
    expect(res.text).toContain('We could not save your request just now. Please call us at (813) 555-0142')
    expect(res.text).toContain('value="Kept"')
    expect(res.text).toMatch(/name="formKey" value="[0-9a-f-]{36}"/)
  })
})

describe('lead forms with JavaScript', () => {
  it('answers JSON: 201 when stored, 422 with errors by field', async () => {
    test = apiTest()
    const ok = await request(test.app)
      .post('/booking')
      .type('form')
      .set('Accept', 'application/json')
      .send({ ...bookingPost({}, test.clock.now), elapsed: '45000' })
    expect(ok.status).toBe(201)
    expect(ok.body).toEqual({ ok: true })
    const bad = await request(test.app)
      .post('/booking')
      .type('form')
      .set('Accept', 'application/json')
      .send({ ...bookingPost({ phone: '555' }, test.clock.now), elapsed: '45000' })
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { phone: 'Please enter a 10-digit phone number, like (813) 555-0142.' },
    })
    expect(listLeads(test.ctx.db)).toHaveLength(1)
  })
})
