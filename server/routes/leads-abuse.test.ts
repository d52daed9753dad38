import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { createApp } from '../app.ts'
import { listLeads } from '../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const form = (path: string, body: Record<string, string>) => request(test.app).post(path).type('form').send(body)

describe('spam and too many posts on the lead forms', () => {
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

  it('holds leads past the limit for review and refuses only past the daily cap, saying so on the form', async () => {
    test = apiTest({ leadsPerTenMinutes: 2 })
    test.ctx.leadLimits.heldPerDay = 1
    for (let i = 0; i < 2; i++) expect((await form('/contact', contactPost({}, test.clock.now))).status).toBe(303)
    expect((await form('/contact', contactPost({ firstName: 'Third' }, test.clock.now))).status).toBe(303)
    const refused = await form('/contact', contactPost({ firstName: 'Fourth' }, test.clock.now))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60)
    expect(refused.text).toContain(
      'so this one was not sent. Please call us at (813) 555-0142, or try again in 24 hours.',
    )
    expect(refused.text).toContain('value="Fourth"')
    expect(listLeads(test.ctx.db).map((lead) => [lead.fields.firstName, lead.status, lead.spamReason])).toEqual([
      ['Third', 'held', 'the 3rd request from one address in 10 minutes'],
      ['Ana', 'stored', null],
      ['Ana', 'stored', null],
    ])
    // Ten minutes on, ordinary leads are taken again; the cap of held leads runs for a day.
    test.clock.now += 10 * 60_000
    expect((await form('/contact', contactPost({}, test.clock.now))).status).toBe(303)
    expect(listLeads(test.ctx.db)[0]!.status).toBe('stored')
  })
})

describe('lead forms posted from other sites', () => {
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
