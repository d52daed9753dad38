import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { createApp } from '../app.ts'
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

  it('holds as spam a filled honeypot, or two signs together; never timing alone', async () => {
    test = apiTest({ leadsPerTenMinutes: 10 })
    const browser = {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
      'Accept-Language': 'en-US,en;q=0.9',
    }
    const post = (body: Record<string, string>, headers: Record<string, string> = browser) =>
      request(test.app).post('/contact').type('form').set(headers).send(body)
    const now = test.clock.now
    expect((await post(contactPost({ website: 'https://cheap-pills.example' }, now))).status).toBe(303)
    // Autofill: sent half a second after the page was served, from a browser.
    expect((await post(contactPost({ firstName: 'Fast', servedAt: String(now - 500) }, now))).status).toBe(303)
    // With JavaScript, 200 ms after the form woke.
    expect((await post({ ...contactPost({ firstName: 'Script' }, now), elapsed: '200' })).status).toBe(303)
    // A privacy tool that strips Accept-Language, at a person's pace.
    expect((await post(contactPost({ firstName: 'Private' }, now), { 'User-Agent': 'Mozilla/5.0' })).status).toBe(303)
    // A script: no browser headers, and no form served by this site.
    expect((await post(contactPost({ firstName: 'Bot', servedAt: '' }, now), {})).status).toBe(303)
    // Fast, with links in the message.
    expect(
      (
        await post(
          contactPost(
            {
              firstName: 'Links',
              servedAt: String(now - 800),
              message: 'Cheap doors http://a.example http://b.example',
            },
            now,
          ),
        )
      ).status,
    ).toBe(303)
    expect(listLeads(test.ctx.db).map((lead) => [lead.fields.firstName, lead.status, lead.spamReason])).toEqual([
      ['Links', 'spam', 'sent 0.8 s after the form opened; 2 web addresses in the message'],
      [
        'Bot',
        'spam',
        'not sent from a page of this site (no time the form was served); sent without the headers every browser sends',
      ],
      ['Private', 'stored', null],
      ['Script', 'stored', null],
      ['Fast', 'stored', null],
      ['Ana', 'spam', 'the hidden "website" field was filled in'],
    ])
  })

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
    test.ctx.db.exec(
      `CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    )
    const res = await form('/contact', contactPost({ firstName: 'Kept' }, test.clock.now))
    expect(res.status).toBe(503)
    expect(res.text).toContain('We could not save your request just now. Please call us at (813) 555-0142')
    expect(res.text).toContain('value="Kept"')
    expect(res.text).toMatch(/name="formKey" value="[0-9a-f-]{36}"/)
  })

  it('takes posts from the bare domain, from privacy tools (Origin: null) and with no Origin; refuses another site with the form, as a page', async () => {
    test = apiTest()
    const post = (headers: Record<string, string>, overrides: Record<string, string> = {}) =>
      request(test.app).post('/contact').type('form').set(headers).send(contactPost(overrides, test.clock.now))
    expect((await post({ Origin: 'null' })).status).toBe(303)
    expect((await post({ 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost:3000' })).status).toBe(303)
    expect((await post({ Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303)
    expect((await post({})).status).toBe(303)
    expect(listLeads(test.ctx.db)).toHaveLength(4)

    const page = await post(
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Accept: 'text/html' },
      { firstName: 'Typed' },
    )
    expect(page.status).toBe(403)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.text).toContain('This form was sent from another website')
    expect(page.text).toContain('(813) 555-0142')
    expect(page.text).toContain('value="Typed"')
    const json = await post({ Origin: 'https://evil.example', Accept: 'application/json' })
    expect(json.status).toBe(403)
    expect(json.body.message).toContain('This form was sent from another website')
    expect(listLeads(test.ctx.db)).toHaveLength(4)
  })

  it('takes a post from the bare domain to the www site', async () => {
    test = apiTest()
    const app = createApp({ ...test.ctx, siteUrl: 'https://www.gulflinegaragedoors.example' })
    const res = await request(app)
      .post('/booking')
      .type('form')
      .set('Origin', 'https://gulflinegaragedoors.example')
      .send(bookingPost({}, test.clock.now))
    expect(res.status).toBe(303)
    expect(listLeads(test.ctx.db)).toHaveLength(1)
  })
})

describe('routes that carry a session', () => {
  it('refuse another site, Origin: null and same-site: a page to a browser, JSON to a script', async () => {
    test = apiTest()
    const admin = await test.admin()
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const asJson = await admin.post('/api/logout').set(headers)
      expect(asJson.status).toBe(403)
      expect(asJson.body).toEqual({ message: 'This request came from another site and was refused.' })
    }
    const asPage = await admin
      .post('/api/logout')
      .set({ Origin: 'https://evil.example', Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
    expect(asPage.status).toBe(403)
    expect(asPage.headers['content-type']).toMatch(/text\/html/)
    expect(asPage.text).toContain('This request came from another site and was refused.')
    expect(asPage.text).toContain('href="tel:+18135550142"')
    // Still signed in: nothing was changed.
    expect((await admin.get('/api/user')).status).toBe(200)
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

describe('the admin area', () => {
  it('lists leads with their delivery state', async () => {
    test = apiTest()
    const admin = await test.admin()
    await form('/booking', bookingPost({}, test.clock.now))
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
})
