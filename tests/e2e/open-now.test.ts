import { describe, expect, it } from 'vitest'
import { prerenderedPages } from '../pages.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * The header's "Open now" status (renderer/page-behaviour.ts openNow), in Chromium with its clock
 * set: from content/business.yaml's first hours (Mon-Fri 7am-8pm, Sat 8am-5pm, Sun 9am-3pm, in
 * America/New_York), whatever the visitor's own zone, and across the change to daylight time.
 */
const e2e = serverAndBrowser()
const CITY = '/service-area/garage-door-repair-clearwater'

/**
 * The status a page shows with the browser's clock at `at` (an ISO time with its offset) in
 * `timezoneId`: on a phone in the call bar, on a wide screen in the header.
 */
async function statusAt(at: string, timezoneId = 'America/New_York', path = '/', viewport = PHONE) {
  const page = await e2e.page({ viewport, timezoneId })
  await page.clock.install({ time: new Date(at) })
  await page.goto(e2e.server.url + path)
  const status = page.locator(
    viewport === PHONE ? '[data-testid="call-bar"] [data-open-now]' : 'header [data-open-now]',
  )
  await status.waitFor()
  return { page, status, text: () => status.textContent() }
}

describe('open now, in the business time zone', () => {
  it.each([
    ['a weekday at 7:59 pm', '2026-11-25T19:59:00-05:00', 'Open now · closes at 8 pm'],
    ['a weekday at 8:01 pm', '2026-11-25T20:01:00-05:00', 'Closed · opens Thursday at 7 am'],
    ['a Friday night', '2026-11-27T22:30:00-05:00', 'Closed · opens Saturday at 8 am'],
    ['a Sunday morning', '2026-11-29T10:00:00-05:00', 'Open now · closes at 3 pm'],
    ['a Sunday after 3 pm', '2026-11-29T15:01:00-05:00', 'Closed · opens Monday at 7 am'],
    ['a Monday before 7 am', '2026-11-30T06:15:00-05:00', 'Closed · opens at 7 am'],
  ])('%s', async (_when, at, expected) => {
    const { page, text } = await statusAt(at, 'America/New_York', CITY)
    expect(await text()).toBe(expected)
    await page.close()
  })

  it('on a wide screen, in the header', async () => {
    const { page, text } = await statusAt('2026-11-25T19:59:00-05:00', 'America/New_York', CITY, DESKTOP)
    expect(await text()).toBe('Open now · closes at 8 pm')
    await page.close()
  })

  it('across the change to daylight time, and on as the page stays open', async () => {
    // Saturday evening in winter time, then Sunday morning in summer time (the clocks went forward at 2 am).
    const saturday = await statusAt('2026-03-07T20:00:00-05:00')
    expect(await saturday.text()).toBe('Closed · opens Sunday at 9 am')
    await saturday.page.close()
    const { page, text } = await statusAt('2026-03-08T08:59:00-04:00')
    expect(await text()).toBe('Closed · opens at 9 am')
    // 9:01 am EDT is 8:01 am by winter time: a status that kept the old offset would still say closed.
    await page.clock.runFor(2 * 60_000)
    expect(await text()).toBe('Open now · closes at 3 pm')
    await page.close()
  })
})

describe('open now, with the browser in another zone', () => {
  it.each([
    [
      'Los Angeles, a weekday at 7:59 pm Eastern',
      'America/Los_Angeles',
      '2026-11-25T19:59:00-05:00',
      'Open now · closes at 8 pm EST',
    ],
    [
      'Los Angeles, a weekday at 8:01 pm Eastern',
      'America/Los_Angeles',
      '2026-11-25T20:01:00-05:00',
      'Closed · opens Thursday at 7 am EST',
    ],
    // London is still on winter time for three weeks after the US changes: 4 hours apart, not 5.
    [
      'London, between the two changes, at 7:59 pm Eastern',
      'Europe/London',
      '2026-03-10T19:59:00-04:00',
      'Open now · closes at 8 pm EDT',
    ],
    [
      'London, between the two changes, at 8:01 pm Eastern',
      'Europe/London',
      '2026-03-10T20:01:00-04:00',
      'Closed · opens Wednesday at 7 am EDT',
    ],
  ])('%s', async (_when, zone, at, expected) => {
    const { page, text } = await statusAt(at, zone)
    expect(await text()).toBe(expected)
    await page.close()
  })
})

describe('the HTML says no status that could be out of date', () => {
  it('every prerendered page carries the status hidden and empty', () => {
    const pages = prerenderedPages()
    expect(pages.length).toBeGreaterThan(100)
    for (const { path, html } of pages) {
      const statuses = html.match(/data-open-now=/g) ?? []
      const hiddenAndEmpty = html.match(/<p hidden="" data-open-now="[^"]*"[^>]*><\/p>/g) ?? []
      expect(statuses.length, path).toBe(2)
      expect(hiddenAndEmpty.length, path).toBe(2)
    }
  })

  it('without JavaScript, no status is shown', async () => {
    const page = await e2e.page({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(e2e.server.url + CITY)
    expect(await page.locator('[data-open-now]').count()).toBe(2)
    for (const status of await page.locator('[data-open-now]').all()) expect(await status.isVisible()).toBe(false)
    expect(await page.getByText(/Open now|Closed ·/).count()).toBe(0)
    await page.close()
  })
})
