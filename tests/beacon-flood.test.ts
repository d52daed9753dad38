import { existsSync, statSync } from 'node:fs'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { BEACONS_PER_MINUTE } from '../server/measure/beacon-rate.ts'
import { DAY_LIMITS } from '../server/measure/site-events.ts'
import { OTHER_TEMPLATE, siteTemplates } from '../server/measure/templates.ts'
import { countBeacon } from '../server/routes/events.ts'
import { REPORT_ROWS, type SiteReport } from '../shared/admin-reports.ts'
import { OTHER } from '../shared/admin-reports.ts'
import { BEACON_TYPES } from '../shared/site-events.ts'
import { apiTest } from './api.ts'

/**
 * Floods of beacons against the real app and its SQLite file: a part through HTTP, the rest through
 * the function the route calls for each (countBeacon), as fast as it takes them. Whatever is sent, the
 * database grows by a bounded amount and a 90-day report stays small. (How fast the report answers and
 * how long visitors wait meanwhile: `npm run bench`, scripts/bench/beacons.ts.)
 */
let test: ReturnType<typeof apiTest>
afterEach(() => test.cleanup())

/** From one address: most are past its rate, and cost a check each. */
const FLOOD = 300_000
/** From as many addresses, each naming its own pages: 60 times the day's limit on pages, 6 times its limit on rows. */
const SPREAD = 30_000
const MINUTE = 60_000
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const fileBytes = (path: string) =>
  [path, `${path}-wal`].reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0)
const counted = () => test.ctx.db.prepare('SELECT coalesce(sum(count), 0) FROM site_event_days').pluck().get() as number
const rowCount = (table: string) => test.ctx.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

/** A beacon naming a page, first page and source of its own, and a page speed. */
const madeUp = (i: number) =>
  JSON.stringify({
    path: `/flood/${i}`,
    landing: `/landing-${i}?utm_source=campaign-${i}`,
    referrer: `site-${i}.example`,
    type: BEACON_TYPES[i % BEACON_TYPES.length],
    vitals: { LCP: i % 9000, INP: i % 700, CLS: (i % 100) / 100 },
  })

async function report90(admin: Awaited<ReturnType<typeof test.admin>>) {
  const res = await admin.get('/api/admin/reports?days=90')
  expect(res.status).toBe(200)
  return { bytes: Buffer.byteLength(res.text), report: res.body as SiteReport }
}

describe('a flood of beacons', () => {
  it(`${FLOOD.toLocaleString('en-US')} from one address (an IPv6 /64, whatever its last half) count only its rate, and add a few rows`, async () => {
    test = apiTest({ trustProxy: ['loopback'] })
    const admin = await test.admin()
    const before = fileBytes(test.path)
    const address = (i: number) => `2001:db8:45:7:${(i % 65536).toString(16)}:${(i >> 16).toString(16)}:1:2`
    const viaHttp = 200
    for (let i = 0; i < viaHttp; i++) {
      const res = await request(test.app)
        .post('/api/events')
        .set({ 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME, 'X-Forwarded-For': address(i) })
        .send(madeUp(i))
      expect(res.status).toBe(204)
    }
    for (let i = viaHttp; i < FLOOD; i++) countBeacon(test.ctx, address(i), madeUp(i))
    test.ctx.siteEvents.flush()

    expect(counted()).toBe(BEACONS_PER_MINUTE)
    expect(rowCount('site_event_days')).toBeLessThanOrEqual(BEACONS_PER_MINUTE)
    expect(fileBytes(test.path) - before).toBeLessThan(256 * 1024)

    // A minute later the address is counted again, up to its rate.
    test.clock.now += MINUTE
    for (let i = 0; i < 1000; i++) countBeacon(test.ctx, address(i), madeUp(i))
    test.ctx.siteEvents.flush()
    expect(counted()).toBe(2 * BEACONS_PER_MINUTE)
    // Another address is counted meanwhile.
    countBeacon(test.ctx, '198.51.100.20', JSON.stringify({ path: '/', landing: '/', referrer: '', type: 'visit' }))
    test.ctx.siteEvents.flush()
    expect(counted()).toBe(2 * BEACONS_PER_MINUTE + 1)

    const { bytes } = await report90(admin)
    expect(bytes).toBeLessThan(500 * 1024)
  }, 60_000)

  it(`${SPREAD.toLocaleString('en-US')} from as many addresses, each naming pages of its own, are all counted within the day’s limits, and the report stays small`, async () => {
    test = apiTest()
    const admin = await test.admin()
    const before = fileBytes(test.path)
    for (let i = 0; i < SPREAD; i++) {
      // 10,000 addresses a minute: the most one minute follows.
      if (i % 10_000 === 0) test.clock.now += MINUTE
      countBeacon(test.ctx, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, madeUp(i))
    }
    test.ctx.siteEvents.flush()

    // Every beacon is counted, the made-up pages past the day's limits under OTHER.
    expect(counted()).toBe(SPREAD)
    const distinct = (column: string) =>
      test.ctx.db.prepare(`SELECT count(DISTINCT ${column}) FROM site_event_days`).pluck().get() as number
    expect(distinct('day')).toBe(1)
    expect(rowCount('site_event_days')).toBeLessThanOrEqual(DAY_LIMITS.rows + BEACON_TYPES.length)
    expect(distinct('path')).toBeLessThanOrEqual(DAY_LIMITS.paths + 1)
    expect(distinct('landing')).toBeLessThanOrEqual(DAY_LIMITS.landings + 1)
    expect(distinct('source')).toBeLessThanOrEqual(DAY_LIMITS.sources + 1)
    expect(
      test.ctx.db.prepare('SELECT count(*) FROM site_event_days WHERE path = ?').pluck().get(OTHER),
    ).toBeGreaterThan(0)
    // Page speed is kept for the site's templates alone: a made-up path is one of "Other pages".
    const templates = test.ctx.db.prepare('SELECT DISTINCT template FROM site_vitals').pluck().all() as string[]
    const known = siteTemplates(test.ctx.site.routes.map((route) => route.path))
    expect(templates.filter((template) => !known.has(template))).toEqual([OTHER_TEMPLATE])
    expect(fileBytes(test.path) - before).toBeLessThan(4 * 1024 * 1024)

    const { bytes, report } = await report90(admin)
    expect(bytes).toBeLessThan(500 * 1024)
    expect(report.totals.visits).toBe(SPREAD / BEACON_TYPES.length)
    expect(report.totals.views).toBe((SPREAD / BEACON_TYPES.length) * 2)
    for (const table of [report.landingPages, report.sources, report.pages]) {
      expect(table).toHaveLength(REPORT_ROWS + 1)
      expect(table.at(-1)).toMatchObject({ key: OTHER })
      expect(table.reduce((sum, row) => sum + row.calls, 0)).toBe(SPREAD / BEACON_TYPES.length)
    }
    expect(report.pages.at(-1)!.label).toBe('Other pages')
    expect(report.sources.at(-1)!.label).toBe('Other sources')
  }, 60_000)
})
