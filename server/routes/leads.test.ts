import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { listLeads, setLeadStatus } from '../db/leads.ts'

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
    const [lead] = listLeads(test.ctx.db)
    expect(res.headers.location).toBe(`/thank-you?request=${lead!.formKey}`)
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

describe('the same form sent again with other fields (the first answer was lost, the visitor fixed a field)', () => {
  it('keeps the correction, once, with a new idempotency key, and queues a lead forwarded before again', async () => {
    const log: Record<string, unknown>[] = []
    test = apiTest({ log: (entry) => log.push(entry) })
    const first = contactPost({ phone: '(727) 555-0100' }, test.clock.now)
    const answer = await form('/contact', first)
    const [stored] = listLeads(test.ctx.db)
    // As the outbox leaves a lead it forwarded.
    setLeadStatus(test.ctx.db, stored!.id, 'delivered', null)
    test.clock.now += 40_000
    const again = await form('/contact', { ...first, phone: '(727) 555-0199' })
    expect(again.status).toBe(303)
    expect(again.headers.location).toBe(answer.headers.location)
    const leads = listLeads(test.ctx.db)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      id: stored!.id,
      fields: { ...stored!.fields, phone: '(727) 555-0199' },
      status: 'pending',
      nextAttemptAt: test.clock.now,
      correctedAt: test.clock.now,
    })
    expect(leads[0]!.idempotencyKey).not.toBe(stored!.idempotencyKey)
    expect(log).toContainEqual(expect.objectContaining({ event: 'lead_corrected', leadId: stored!.id }))

    // The same correction sent once more changes nothing.
    test.clock.now += 5_000
    expect((await form('/contact', { ...first, phone: '(727) 555-0199' })).status).toBe(303)
    expect(listLeads(test.ctx.db)).toEqual(leads)
  })

  it('keeps a lead held as spam held, with the corrected fields', async () => {
    test = apiTest()
    const first = contactPost({ website: 'https://pills.example' }, test.clock.now)
    await form('/contact', first)
    await form('/contact', { ...first, city: 'Dunedin' })
    expect(listLeads(test.ctx.db)).toMatchObject([
      { status: 'spam', fields: expect.objectContaining({ city: 'Dunedin' }) },
    ])
  })
})

describe('a message longer than its field allows', () => {
  const long = (n: number) => 'The door reverses before it closes. '.repeat(Math.ceil(n / 36)).slice(0, n - 1) + '!'

  it('is refused with the limit and its length named, and sent back whole, never cut', async () => {
    test = apiTest()
    const message = long(2315)
    const page = await form('/contact', contactPost({ message }, test.clock.now))
    expect(page.status).toBe(422)
    expect(page.text).toContain('Please keep the message to 2,000 characters (yours has 2,315).')
    expect(page.text).toContain(`>${message}</textarea>`)
    const json = await request(test.app)
      .post('/booking')
      .type('form')
      .set('Accept', 'application/json')
      .send({ ...bookingPost({ additionalNotes: long(4001) }, test.clock.now), elapsed: '40000' })
    expect(json.status).toBe(422)
    expect(json.body.errors).toEqual({
      additionalNotes: 'Please keep the notes to 2,000 characters (yours has 4,001).',
    })
    expect(listLeads(test.ctx.db)).toEqual([])
    // Exactly at the limit is taken as it is.
    expect((await form('/contact', contactPost({ message: long(2000) }, test.clock.now))).status).toBe(303)
    expect(listLeads(test.ctx.db)[0]!.fields.message).toHaveLength(2000)
  })
})

describe('/thank-you', () => {
  it('confirms a request only for a form the server stored; opened any other way it claims nothing was received', async () => {
    test = apiTest()
    for (const path of ['/thank-you', '/thank-you?request=k-never-sent-1234', '/thank-you?request=']) {
      const page = await request(test.app).get(path)
      expect(page.status, path).toBe(200)
      expect(page.text, path).toContain('<h1')
      expect(page.text, path).toMatch(/<h1[^>]*>Contact Us<\/h1>/)
      expect(page.text, path).not.toMatch(/received|thank you/i)
      expect(page.text, path).toContain('href="/contact"')
      expect(page.text, path).toContain('href="/booking"')
      expect(page.text, path).toContain('(813) 555-0142')
      expect(page.text, path).toContain('<meta name="robots" content="noindex"')
    }
    const sent = await form('/contact', contactPost({}, test.clock.now))
    const page = await request(test.app).get(sent.headers.location!)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toMatch(/<h1[^>]*>Thank You! Your Request Has Been Received<\/h1>/)
    expect(page.text).toContain('<meta name="robots" content="noindex"')
    // A booking is confirmed in its own words, its heading focused as the page opens, with a way to book another.
    const booked = await form('/booking', bookingPost({}, test.clock.now))
    const confirmation = (await request(test.app).get(booked.headers.location!)).text
    expect(confirmation).toMatch(/<h1 tabindex="-1" autofocus=""[^>]*>Booking Request Received<\/h1>/)
    expect(confirmation).toMatch(/<a [^>]*href="\/booking"[^>]*>Schedule Another Service<\/a>/)
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
    expect(ok.body).toEqual({ ok: true, next: `/thank-you?request=${listLeads(test.ctx.db)[0]!.formKey}` })
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
