import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteReport } from '../../server/measure/report.ts'
import { todayIn } from '../../shared/dates.ts'
import { countingCode } from '../pages.ts'
import { DESKTOP, serverAndBrowser, type PageOptions } from './fixture.ts'

/**
 * The visit counts behind the Reports screen, from a real browser on the real server: each thing a
 * visitor does is one event, and nothing at all is counted for a browser that asks not to be tracked.
 */
const e2e = serverAndBrowser()
const CLEARWATER = '/service-area/garage-door-repair-clearwater'

const MEASURE = countingCode()

interface Row {
  type: string
  path: string
  landing: string
  source: string
}
/** The events counted, one entry per event, in the order their kinds were first counted. */
const events = (): Row[] => {
  e2e.server.ctx.siteEvents.flush()
  const rows = e2e.server.ctx.db
    .prepare('SELECT type, path, landing, source, count FROM site_event_days ORDER BY rowid')
    .all() as (Row & { count: number })[]
  return rows.flatMap(({ count, ...row }) => Array<Row>(count).fill(row))
}
const clear = () => {
  e2e.server.ctx.siteEvents.flush()
  e2e.server.ctx.db.exec('DELETE FROM site_event_days; DELETE FROM site_vitals')
}
/** Waits until `count` events are stored, then a moment more in which no other may arrive. */
async function settled(page: Page, count: number): Promise<Row[]> {
  await expect.poll(() => events().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  await page.waitForTimeout(500)
  return events()
}

async function visitor(
  options: PageOptions = {},
): Promise<{ page: Page; beacons: string[]; measureLoaded: () => boolean }> {
  const page = await e2e.page({ viewport: DESKTOP, ...options })
  const beacons: string[] = []
  let loaded = false
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) beacons.push(request.postData() ?? '')
    if (new URL(request.url()).pathname === MEASURE) loaded = true
  })
  return { page, beacons, measureLoaded: () => loaded }
}

describe('a visit', () => {
  it('count a visit, a tap on the phone number and a lead form sent, each exactly once', async () => {
    clear()
    const { page } = await visitor()
    await page.goto(`${e2e.server.url}${CLEARWATER}?utm_source=Newsletter&utm_medium=email`, {
      referer: 'https://www.google.com/',
    })
    expect(await settled(page, 1)).toEqual([
      { type: 'visit', path: CLEARWATER, landing: CLEARWATER, source: 'newsletter' },
    ])

    // The link's own action is left undone: a tel: address opens nothing here.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('a[href^="tel:"]').first().click()
    expect((await settled(page, 2)).slice(1)).toEqual([
      { type: 'call', path: CLEARWATER, landing: CLEARWATER, source: 'newsletter' },
    ])

    clear()
    await page.goto(`${e2e.server.url}/contact`, { waitUntil: 'networkidle' })
    const form = page.locator('main form')
    await form.locator('[name="firstName"]').fill('Maria')
    await form.locator('[name="lastName"]').fill('Gonzalez')
    await form.locator('[name="email"]').fill('maria@example.com')
    await form.locator('[name="phone"]').fill('(727) 555-0123')
    await form.locator('[name="city"]').fill('Dunedin')
    await form.locator('[name="zip"]').fill('34698')
    await form.locator('[name="serviceType"]').selectOption('repair')
    // A person takes a few seconds to fill in a form; faster counts as spam.
    await page.waitForTimeout(3100)
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await page.waitForURL('**/thank-you?request=*')
    const sent = await settled(page, 4)
    // The form sent is counted by the server as it stores the lead, before the confirmation loads.
    expect(sent.map((row) => [row.type, row.path])).toEqual([
      ['view', '/contact'],
      ['form_start', '/contact'],
      ['form_submit', '/contact'],
      ['view', '/thank-you'],
    ])
    expect(new Set(sent.map((row) => `${row.landing} ${row.source}`))).toEqual(new Set([`${CLEARWATER} newsletter`]))

    // Coming back to the confirmation is a view, not a second lead.
    await page.reload()
    const again = await settled(page, 5)
    expect(again.filter((row) => row.type === 'view' && row.path === '/thank-you')).toHaveLength(2)
    expect(again.filter((row) => row.type === 'form_submit')).toHaveLength(1)
    await page.close()
  })
})

describe('forms sent', () => {
  const formsSent = () =>
    events()
      .filter((row) => row.type === 'form_submit')
      .map(({ path, landing, source }) => ({ path, landing, source }))
  const report = () => siteReport(e2e.server.ctx.db, e2e.server.ctx.site, Date.now(), 7)

  async function book(page: Page, name: string) {
    await page.locator('[name="fullName"]').fill(name)
    await page.locator('[name="email"]').fill('ray@example.com')
    await page.locator('[name="phone"]').fill('813-555-0177')
    await page.locator('[name="address"]').fill('220 Tampa Rd, Oldsmar, FL 34677')
    await page.locator('[name="serviceType"]').selectOption('spring')
    await page.locator('[name="preferredDate"]').fill(todayIn('America/New_York', Date.now() + 86_400_000))
    await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
    await page.getByRole('button', { name: 'Request Booking' }).click()
    await page.waitForURL('**/thank-you?request=*')
  }

  it('a booking with JavaScript, one without and a contact form each raise forms sent by one, as the inbox counts', async () => {
    clear()
    const before = report()

    // With JavaScript, the visit began on a city page from a newsletter.
    const { page } = await visitor()
    await page.goto(`${e2e.server.url}${CLEARWATER}?utm_source=Newsletter`, { waitUntil: 'networkidle' })
    await page.goto(`${e2e.server.url}/booking`, { waitUntil: 'networkidle' })
    await book(page, 'Ray Scripted')
    expect(formsSent()).toEqual([{ path: '/booking', landing: CLEARWATER, source: 'newsletter' }])
    await page.close()

    // Without JavaScript: no beacon at all, and still the form sent, for its page.
    const plain = await e2e.page({ viewport: DESKTOP, javaScriptEnabled: false })
    await plain.goto(`${e2e.server.url}/booking`)
    await book(plain, 'Ray Plain')
    expect(formsSent()).toHaveLength(2)
    expect(formsSent()[1]).toEqual({ path: '/booking', landing: '/booking', source: 'direct' })
    await plain.close()

    const contact = await e2e.page({ viewport: DESKTOP, javaScriptEnabled: false })
    await contact.goto(`${e2e.server.url}/contact`)
    for (const [name, value] of Object.entries({
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '(727) 555-0144',
      city: 'Dunedin',
      zip: '34698',
    }))
      await contact.locator(`main form [name="${name}"]`).fill(value)
    await contact.locator('main form [name="serviceType"]').selectOption('repair')
    await Promise.all([
      contact.waitForURL('**/thank-you?request=*'),
      contact.getByRole('button', { name: 'Get My Free Quote' }).click(),
    ])
    expect(formsSent()).toHaveLength(3)
    expect(formsSent()[2]).toEqual({ path: '/contact', landing: '/contact', source: 'direct' })
    await contact.close()

    // Reports: three more forms sent, for the two pages, as three more leads in the inbox.
    const after = report()
    expect(after.totals.formsSent - before.totals.formsSent).toBe(3)
    expect(after.leads - before.leads).toBe(3)
    const sentFrom = (path: string) => after.pages.find((row) => row.key === path)?.formsSent
    expect([sentFrom('/booking'), sentFrom('/contact')]).toEqual([2, 1])
  })
})

describe('a browser that asks not to be tracked', () => {
  it.each([
    [
      'Global Privacy Control',
      { init: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }) },
    ],
    ['Do Not Track', { init: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }) }],
  ])('count nothing, and load no counting code, for a browser that sends %s', async (_name, { init }) => {
    clear()
    const { page, beacons, measureLoaded } = await visitor()
    await page.addInitScript(init)
    await page.goto(`${e2e.server.url}${CLEARWATER}`, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('a[href^="tel:"]').first().click()
    await page.waitForTimeout(1500)
    expect(beacons).toEqual([])
    expect(measureLoaded()).toBe(false)
    expect(events()).toEqual([])
    await page.close()
  })

  it('count nothing from a browser whose requests say DNT or Sec-GPC, whatever its page sends', async () => {
    clear()
    const headers: Record<string, string>[] = [{ DNT: '1' }, { 'Sec-GPC': '1' }]
    for (const header of headers) {
      const { page, beacons } = await visitor({ extraHTTPHeaders: header })
      await page.goto(`${e2e.server.url}${CLEARWATER}`, { waitUntil: 'networkidle' })
      await expect.poll(() => beacons.length, { timeout: 10_000 }).toBe(1)
      await page.waitForTimeout(500)
      expect(events(), JSON.stringify(header)).toEqual([])
      await page.close()
    }
  })
})

describe('the counting code', () => {
  it('loads its code only after the page has loaded, and sends the page speed when the visitor leaves', async () => {
    clear()
    const { page, beacons } = await visitor()
    await page.goto(`${e2e.server.url}${CLEARWATER}`, { waitUntil: 'load' })
    // By the browser's own record: the counting code was asked for after the load event had ended.
    const order = () =>
      page.evaluate((file) => {
        const code = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === file)
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return code ? code.startTime >= navigation.loadEventEnd : null
      }, MEASURE)
    await expect.poll(order, { timeout: 10_000 }).toBe(true)
    await expect.poll(() => beacons.length, { timeout: 10_000 }).toBe(1)
    // Leaving the page: its speed goes in one more beacon (sent as the page goes, so read where it lands).
    await page.goto(`${e2e.server.url}/contact`, { waitUntil: 'networkidle' })
    const measured = () => {
      e2e.server.ctx.siteEvents.flush()
      return e2e.server.ctx.db
        .prepare("SELECT metric, sum(count) AS n FROM site_vitals WHERE template = 'City pages' GROUP BY metric")
        .all()
    }
    await expect.poll(measured, { timeout: 10_000 }).toEqual(expect.arrayContaining([{ metric: 'LCP', n: 1 }]))
    await page.close()
  })
})
