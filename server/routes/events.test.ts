import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiteReport } from '../../shared/admin-reports.ts'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'

/** Visit counts over HTTP: what a beacon may say, who is not counted, the daily counts, and the report. */
let test: ReturnType<typeof apiTest>
afterEach(() => test.cleanup())

const CLEARWATER = '/service-area/garage-door-repair-clearwater'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const HOUR = 3_600_000

/** A beacon as sendBeacon sends it: a JSON string, as text/plain. */
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  request(test.app)
    .post('/api/events')
    .set({ 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME, ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body))

/** A lead form as a browser posts it from its page on this site (`from`). */
const sendLead = (kind: 'contact' | 'booking', fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(test.app)
    .post(`/${kind}`)
    .type('form')
    .set({ 'User-Agent': CHROME, 'Accept-Language': 'en-US', Referer: `http://localhost:3000/${kind}`, ...headers })
    .send(fields)
    .expect(303)

const rows = () => {
  test.ctx.siteEvents.flush()
  return test.ctx.db.prepare('SELECT day, type, path, landing, source, count FROM site_event_days ORDER BY rowid').all()
}

describe('a lead stored', () => {
  it('is a form sent, counted by the server, for the page its form was on and where the visit began', async () => {
    test = apiTest({ start: Date.parse('2026-11-20T17:00:00Z') })
    const now = test.ctx.now()
    // The home page's form, its script having filled in where the visit began.
    const sent = contactPost(
      { landingPage: `${CLEARWATER}?utm_source=Newsletter`, referrer: 'https://mail.example/' },
      now,
    )
    await sendLead('contact', sent, { Referer: 'http://localhost:3000/' })
    // Sent again (a lost answer): the same lead, not another form.
    await sendLead('contact', sent, { Referer: 'http://localhost:3000/' })
    // Without JavaScript: no first page known but the form's own.
    const { formKey: _none, ...plain } = bookingPost({}, now)
    await sendLead('booking', plain)
    expect(rows()).toEqual([
      { day: '2026-11-20', type: 'form_submit', path: '/', landing: CLEARWATER, source: 'newsletter', count: 1 },
      { day: '2026-11-20', type: 'form_submit', path: '/booking', landing: '/booking', source: 'direct', count: 1 },
    ])
  })

  it('is not counted from a browser that asks not to be tracked, nor from a robot, as no beacon is', async () => {
    test = apiTest()
    const headers: Record<string, string>[] = [
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ]
    for (const [i, header] of headers.entries())
      await sendLead('contact', contactPost({ firstName: `Ana ${i}` }, test.ctx.now()), header)
    expect(test.ctx.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(3)
    expect(rows()).toEqual([])
  })
})

describe('a beacon', () => {
  it('is counted with where the visit came from: its campaign, the site that linked to it, or direct', async () => {
    test = apiTest({ start: Date.parse('2026-11-20T17:00:00Z') })
    const visits = [
      { path: CLEARWATER, landing: `${CLEARWATER}?utm_source=Facebook&utm_medium=social`, referrer: 'm.facebook.com' },
      { path: '/', landing: '/', referrer: 'www.google.com' },
      { path: '/contact', landing: '/contact', referrer: '' },
      // Our own pages are no source: a visit that began inside the site came direct.
      { path: '/faq', landing: '/faq', referrer: 'www.localhost' },
    ]
    for (const visit of visits) expect((await beacon({ ...visit, type: 'visit' })).status).toBe(204)
    expect((await beacon({ ...visits[0], type: 'call' })).status).toBe(204)
    expect((await beacon({ ...visits[1], type: 'visit' })).status).toBe(204)
    expect(rows()).toEqual([
      { day: '2026-11-20', type: 'visit', path: CLEARWATER, landing: CLEARWATER, source: 'facebook', count: 1 },
      { day: '2026-11-20', type: 'visit', path: '/', landing: '/', source: 'google.com', count: 2 },
      { day: '2026-11-20', type: 'visit', path: '/contact', landing: '/contact', source: 'direct', count: 1 },
      { day: '2026-11-20', type: 'visit', path: '/faq', landing: '/faq', source: 'direct', count: 1 },
      { day: '2026-11-20', type: 'call', path: CLEARWATER, landing: CLEARWATER, source: 'facebook', count: 1 },
    ])
  })

  it('that is not one is refused, naming what is wrong, and nothing is stored', async () => {
    test = apiTest()
    const good = { path: '/', landing: '/', referrer: '', type: 'view' }
    const refused = [
      [{ ...good, path: '/contact?email=ana@example.com' }, 'path: must be a path on this site, such as /contact'],
      [{ ...good, path: '/admin/leads' }, 'path: must be a page of the public site'],
      [{ ...good, type: 'purchase' }, 'type: must be one of visit, view, call, form_start'],
      // A form sent is counted by the server as it stores the lead, never on a page's word.
      [{ ...good, type: 'form_submit' }, 'type: must be one of visit, view, call, form_start'],
      [{ ...good, vitals: { LCP: -5 } }, 'vitals.LCP: must not be negative'],
      [{ ...good, visitor: 'ana@example.com' }, 'Unrecognized key: "visitor"'],
      ['{"path": "/"', 'The beacon must be JSON: { path, landing, referrer, type or vitals }.'],
    ] as const
    for (const [body, message] of refused) {
      const res = await beacon(body)
      expect(res.status, message).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await beacon('x'.repeat(5000))).status).toBe(413)
    expect(rows()).toEqual([])
  })

  it('from a browser that asks not to be tracked, or from a crawler, is answered and not counted', async () => {
    test = apiTest()
    const visit = { path: '/', landing: '/', referrer: '', type: 'visit', vitals: { LCP: 900 } }
    const opted: Record<string, string>[] = [
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse' },
    ]
    for (const headers of opted) expect((await beacon(visit, headers)).status).toBe(204)
    expect(rows()).toEqual([])
    expect(test.ctx.db.prepare('SELECT count(*) FROM site_vitals').pluck().get()).toBe(0)
  })

  it('from another site is refused', async () => {
    test = apiTest()
    const res = await beacon(
      { path: '/', landing: '/', referrer: '', type: 'visit' },
      { Origin: 'https://elsewhere.example' },
    )
    expect(res.status).toBe(403)
    expect(rows()).toEqual([])
  })
})

describe('the report', () => {
  it("counts the business's days, today's as they come, and stays the same for a day once the next has begun", async () => {
    // 10 pm in Oldsmar on Nov 20: the business's day, not UTC's (already Nov 21).
    test = apiTest({ start: Date.parse('2026-11-21T03:00:00Z') })
    const admin = await test.admin()
    const from = (landing: string, referrer: string) => ({ landing, referrer })
    const google = from(CLEARWATER, 'www.google.com')
    for (let i = 0; i < 4; i++) await beacon({ path: CLEARWATER, ...google, type: 'visit' })
    await beacon({ path: CLEARWATER, ...google, type: 'call' })
    await beacon({ path: '/contact', ...google, type: 'view' })
    await beacon({ path: '/contact', ...google, type: 'form_start' })
    await sendLead(
      'contact',
      contactPost({ landingPage: CLEARWATER, referrer: 'https://www.google.com/' }, test.ctx.now()),
    )
    await beacon({ path: '/', ...from('/', ''), type: 'visit' })
    const report = async (days = 7) => (await admin.get(`/api/admin/reports?days=${days}`)).body as SiteReport
    const before = await report()
    expect(before.totals).toEqual({ visits: 5, views: 6, calls: 1, formStarts: 1, formsSent: 1, conversion: 0.4 })
    expect(before.daily.map((day) => day.day)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ])
    expect(before.daily.at(-1)).toEqual({ day: '2026-11-20', visits: 5, calls: 1, formsSent: 1 })
    expect(
      before.landingPages.map(({ key, visits, calls, formsSent, conversion }) => [
        key,
        visits,
        calls,
        formsSent,
        conversion,
      ]),
    ).toEqual([
      [CLEARWATER, 4, 1, 1, 0.5],
      ['/', 1, 0, 0, 0],
    ])
    expect(before.cities).toEqual([
      { key: CLEARWATER, label: 'Clearwater', visits: 4, calls: 1, formStarts: 1, formsSent: 1, conversion: 0.5 },
    ])
    expect(before.sources.map((row) => [row.key, row.visits])).toEqual([
      ['google.com', 4],
      ['direct', 1],
    ])
    expect(before.pages.find((row) => row.key === '/contact')).toMatchObject({ visits: 1, formStarts: 1, formsSent: 1 })

    // Three hours later it is the next day: its beacons are counted for it.
    test.clock.now += 3 * HOUR
    await beacon({ path: '/', ...from('/', ''), type: 'visit' })
    test.ctx.siteEvents.flush()
    expect(test.ctx.db.prepare("SELECT sum(count) FROM site_event_days WHERE day = '2026-11-20'").pluck().get()).toBe(9)
    const after = await report()
    expect(after.daily.at(-2)).toEqual(before.daily.at(-1))
    expect(after.daily.at(-1)).toEqual({ day: '2026-11-21', visits: 1, calls: 0, formsSent: 0 })
    expect(after.landingPages[0]).toEqual(before.landingPages[0])
    // Writing again adds nothing.
    test.ctx.siteEvents.flush()
    expect((await report()).totals).toEqual(after.totals)
  })
})

describe('the report of page speed and its readers', () => {
  it('gives real visitors’ page speed at the 75th percentile per template, rated by Google’s thresholds', async () => {
    test = apiTest()
    const admin = await test.admin()
    const page = { path: CLEARWATER, landing: CLEARWATER, referrer: '' }
    for (const LCP of [1200, 2100, 2500, 5200]) await beacon({ ...page, vitals: { LCP, CLS: 0.02, INP: 40 } })
    for (const INP of [180, 300, 620, 640]) await beacon({ ...page, path: '/contact', vitals: { INP, CLS: 0.3 } })
    const { vitals } = (await admin.get('/api/admin/reports?days=7')).body as SiteReport
    const of = (template: string, metric: string) => vitals.find((v) => v.template === template && v.metric === metric)
    expect(of('City pages', 'LCP')).toEqual({
      template: 'City pages',
      metric: 'LCP',
      p75: 2500,
      count: 4,
      rating: 'good',
    })
    expect(of('City pages', 'CLS')).toMatchObject({ p75: 0.02, rating: 'good' })
    expect(of('/contact', 'INP')).toMatchObject({ p75: 620, count: 4, rating: 'poor' })
    expect(of('/contact', 'CLS')).toMatchObject({ p75: 0.3, rating: 'poor' })
    expect(of('/contact', 'LCP')).toBeUndefined()
  })

  it('is for administrators, over 7, 30 or 90 days', async () => {
    test = apiTest()
    const admin = await test.admin()
    const editor = await test.editor(admin)
    expect((await editor.get('/api/admin/reports')).status).toBe(403)
    expect((await request(test.app).get('/api/admin/reports')).status).toBe(401)
    const wrong = await admin.get('/api/admin/reports?days=14')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('days: must be 7, 30, 90')
    expect(((await admin.get('/api/admin/reports?days=90')).body as SiteReport).daily).toHaveLength(90)
  })
})
