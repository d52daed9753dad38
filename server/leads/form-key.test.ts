import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { listLeads } from '../db/leads.ts'
import { addressGroup, REPEAT_WINDOW_MS } from './form-key.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0', 'Accept-Language': 'en-US' }

/** A plain post from the form of a cached page: no key, and the shared page's mark instead of a time. */
const plainPost = (path: string, body: Record<string, string>, headers: Record<string, string> = browser) =>
  request(test.app)
    .post(path)
    .type('form')
    .set(headers)
    .send({ ...body, formKey: '', servedAt: 'page' })

describe('a post without a form key (JavaScript off, from a page every visitor shares)', () => {
  it('stores two different requests as two leads, each confirmed by its own thank-you address', async () => {
    test = apiTest()
    const first = await plainPost('/contact', contactPost({ firstName: 'Ana' }, test.clock.now))
    const second = await plainPost('/contact', contactPost({ firstName: 'Luis', email: 'luis@example.com' }))
    expect([first.status, second.status]).toEqual([303, 303])
    const leads = listLeads(test.ctx.db)
    expect(leads.map((lead) => [lead.fields.firstName, lead.status, lead.spamReason])).toEqual([
      ['Luis', 'stored', null],
      ['Ana', 'stored', null],
    ])
    expect(leads[0]!.formKey).not.toBe(leads[1]!.formKey)
    expect(second.headers.location).toBe(`/thank-you?request=${leads[0]!.formKey}`)
    expect(first.headers.location).toBe(`/thank-you?request=${leads[1]!.formKey}`)
    const thanks = await request(test.app).get(first.headers.location!)
    expect(thanks.text).toMatch(/<h1[^>]*>Thank You! Your Request Has Been Received<\/h1>/)
  })

  it('takes the same post again (a double submit, a refresh that posts again) for a repeat: one lead, one thank-you', async () => {
    test = apiTest()
    const body = bookingPost({}, test.clock.now)
    const first = await plainPost('/booking', body)
    test.clock.now += 2_000
    // A field typed with other spacing or capitals is the same request.
    const again = await plainPost('/booking', { ...body, fullName: ' ray  THOMPSON ' })
    expect(again.status).toBe(303)
    expect(again.headers.location).toBe(first.headers.location)
    expect(listLeads(test.ctx.db)).toHaveLength(1)
  })

  it('catches a repeat across the turn of a period, and takes the same words much later for a new request', async () => {
    test = apiTest({
      start: Math.ceil(Date.parse('2026-11-21T12:00:00Z') / REPEAT_WINDOW_MS) * REPEAT_WINDOW_MS - 1_000,
    })
    const body = contactPost({}, test.clock.now)
    const first = await plainPost('/contact', body)
    test.clock.now += 2_000
    expect((await plainPost('/contact', body)).headers.location).toBe(first.headers.location)
    expect(listLeads(test.ctx.db)).toHaveLength(1)
    test.clock.now += 2 * REPEAT_WINDOW_MS
    const later = await plainPost('/contact', body)
    expect(later.headers.location).not.toBe(first.headers.location)
    expect(listLeads(test.ctx.db)).toHaveLength(2)
  })

  it('never lets a posted key claim a derived one: knowing its fields is not enough to change a lead', async () => {
    test = apiTest()
    const first = await plainPost('/contact', contactPost({}, test.clock.now))
    const derived = listLeads(test.ctx.db)[0]!.formKey
    expect(derived).toMatch(/^post\.[\w-]{40}$/)
    const claim = await request(test.app)
      .post('/contact')
      .type('form')
      .set(browser)
      .send(contactPost({ formKey: derived, phone: '(727) 555-0100' }, test.clock.now))
    expect(claim.headers.location).not.toBe(first.headers.location)
    const leads = listLeads(test.ctx.db)
    expect(leads).toHaveLength(2)
    expect(leads[1]).toMatchObject({ formKey: derived, correctedAt: null, fields: { phone: '(727) 555-0199' } })
  })

  it("counts the shared page's mark as sent from a page, at an unknown pace; a post with no mark at all is a sign", async () => {
    test = apiTest()
    // Only one sign (no browser headers): an ordinary lead.
    await plainPost('/contact', contactPost({ firstName: 'Plain' }, test.clock.now), {})
    const bot = await request(test.app)
      .post('/contact')
      .type('form')
      .send({ ...contactPost({ firstName: 'Bot' }, test.clock.now), formKey: '', servedAt: '' })
    expect(bot.status).toBe(303)
    expect(listLeads(test.ctx.db).map((lead) => [lead.fields.firstName, lead.status])).toEqual([
      ['Bot', 'spam'],
      ['Plain', 'stored'],
    ])
  })
})

describe('addressGroup', () => {
  it('keeps an IPv4 address whole (also written as IPv6) and an IPv6 address to its /64 network', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('2001:db8:0:12:a:b:c:d')).toBe('2001:db8:0:12')
    expect(addressGroup('2001:0DB8::12:1')).toBe('2001:db8:0:0')
    expect(addressGroup('2001:db8:0:12::1')).toBe(addressGroup('2001:db8:0:12:ffff:1:2:3'))
    expect(addressGroup(null)).toBe('')
  })
})
