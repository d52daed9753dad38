import type { Server } from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentBuild, pageFile } from '../../shared/build-output.ts'
import { todayIn } from '../../shared/dates.ts'
import { EDITOR_PASSWORD } from '../api.ts'
import { builtContentTest } from '../content-editing.ts'
import { giveBack, sharedBrowser } from './browser.ts'

/**
 * A special day, as the owner meets it: a storm closure added in Site content on a weekday the
 * business is normally open, published; then, with the visitor's clock on that day, the header
 * says closed and why, the booking form offers no arrival window that day (with JavaScript and
 * without), and search engines are told (specialOpeningHoursSpecification).
 */
let test: Awaited<ReturnType<typeof builtContentTest>>
let server: Server
let base: string
let browser: Browser

/** A Wednesday at least a week ahead, in the business's zone: open 7 am to 8 pm, as a rule. */
const DAY = (() => {
  for (let ahead = 7; ; ahead++) {
    const date = todayIn('America/New_York', Date.now() + ahead * 86_400_000)
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 3) return date
  }
})()
const NAME = 'Hurricane closure'
const SAID = `We are closed on ${new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' })} (${NAME}): please choose another day.`

beforeAll(async () => {
  test = await builtContentTest('special-days')
  server = await new Promise((done) => {
    const listening = test.app.listen(0, '127.0.0.1', () => done(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await sharedBrowser()
  await addSpecialDay()
}, 300_000)

afterAll(async () => {
  await giveBack(browser)
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done))
  await test?.done()
})

/** As the site editor, in Business details: the day added, closed, and published. */
async function addSpecialDay() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${base}/auth`)
  await page.getByLabel('Username').fill('dana')
  await page.getByLabel(/^Password/).fill(EDITOR_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL(/\/admin/)
  await page.goto(`${base}/admin/content#business/business`)
  await page.getByRole('button', { name: 'Add a special day' }).click()
  await page.locator('#root_specialDays_0_date').fill(DAY)
  await page.locator('#root_specialDays_0_name').fill(NAME)
  await page.locator('#root_specialDays_0_closed').check()
  await page.getByRole('button', { name: 'Save and publish' }).click()
  await page.getByText(/^Live/).waitFor({ timeout: 120_000 })
  await page.close()
}

/** A visitor's page at `width`, its clock at 10 am on the day in Florida (`javaScript` on unless told). */
async function visitorOn(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height: 800 },
    timezoneId: 'America/New_York',
    javaScriptEnabled,
  })
  if (javaScriptEnabled) await page.clock.install({ time: new Date(`${DAY}T15:00:00Z`) })
  await page.goto(base + path)
  return page
}

describe('a special day closed, added in Site content', () => {
  it.each([
    [390, '[data-testid="call-bar"] [data-open-now]'],
    [1280, 'header [data-open-now]'],
  ])('at %i px the home page says closed, by the day’s name, where it is seen', async (width, where) => {
    const page = await visitorOn('/', width)
    const status = page.locator(where)
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Closed for ${NAME} · opens Thursday at 7 am`))
    const box = (await status.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(800)
    expect(box.y).toBeGreaterThanOrEqual(0)
    await page.close()
  })

  it('tells search engines: the home page’s business carries the day, closed', () => {
    const html = readFileSync(join(currentBuild(test.buildDir), 'client', pageFile('/')), 'utf8')
    const business = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((match) => {
        const data = JSON.parse(match[1]!) as { '@graph'?: object[] }
        return data['@graph'] ?? [data]
      })
      .find((node) => 'specialOpeningHoursSpecification' in node) as
      { specialOpeningHoursSpecification: object[] } | undefined
    expect(business?.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: NAME,
        validFrom: DAY,
        validThrough: DAY,
        opens: '00:00',
        closes: '00:00',
      },
    ])
  })

  it('the booking form, with JavaScript, offers no arrival window that day and says why at the date', async () => {
    const page = await visitorOn('/booking', 390)
    const date = page.locator('[name="preferredDate"]')
    // The form wakes at the first touch; the day typed as it wakes is read all the same.
    await date.fill(DAY)
    await page.locator('site-island[data-island="BookingForm"][data-hydrated]').waitFor({ state: 'attached' })
    await page.getByText(SAID).waitFor()
    expect(await date.getAttribute('aria-describedby')).toContain('field-preferredDate-hint')
    const offered = await page
      .locator('[name="preferredTimeSlot"] option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(offered).toEqual([])
    await page.close()
  })

  it('the booking form, without JavaScript, is sent back with the day refused at its field and what was typed kept', async () => {
    const page = await visitorOn('/booking', 390, false)
    await page.locator('[name="fullName"]').fill('Ray Thompson')
    await page.locator('[name="email"]').fill('ray@example.com')
    await page.locator('[name="phone"]').fill('813-555-0177')
    await page.locator('[name="address"]').fill('220 Tampa Rd, Oldsmar, FL 34677')
    await page.locator('[name="serviceType"]').selectOption('spring')
    await page.locator('[name="preferredDate"]').fill(DAY)
    await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
    // As a person takes: a form sent within seconds of being served is taken for a robot's.
    await page.waitForTimeout(3100)
    await page.getByRole('button', { name: 'Request Booking' }).click()
    await page.locator('#field-preferredDate-error').getByText(SAID).waitFor()
    expect(await page.locator('[name="fullName"]').inputValue()).toBe('Ray Thompson')
    expect(await page.locator('[name="preferredDate"]').inputValue()).toBe(DAY)
    await page.close()
  })
})
