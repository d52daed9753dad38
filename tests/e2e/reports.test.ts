import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { addSiteEventCounts, type EventCount } from '../../server/db/site-events.ts'
import { insertUser } from '../../server/db/users.ts'
import { todayIn } from '../../shared/dates.ts'
import { OTHER } from '../../shared/admin-reports.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * The Reports screen filled by real visits: browsers land on city pages from a search engine and a
 * campaign, tap the phone number and send a form; four weeks before them are counted days. The owner
 * reads who brought calls and leads, at a phone's width and a desk's (photographed in
 * test-results/reports/).
 */
const e2e = serverAndBrowser()
const SHOTS = join('test-results', 'reports')
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }
const CLEARWATER = '/service-area/garage-door-repair-clearwater'
const DUNEDIN = '/service-area/garage-door-repair-dunedin'
const DAY = 86_400_000

/** Four weeks of counted days before today: visits every day, a call every third, a form every fourth. */
function earlierDays() {
  const { db, site } = e2e.server.ctx
  const events: EventCount[] = []
  for (let back = 28; back >= 1; back--) {
    const at = Date.now() - back * DAY
    const day = todayIn(site.business.timeZone, at)
    const add = (type: EventCount['type'], path: string, landing: string, source: string) =>
      events.push({ day, type, path, landing, source, count: 1 })
    for (let i = 0; i < 6 + (back % 4); i++) add('visit', CLEARWATER, CLEARWATER, 'google.com')
    for (let i = 0; i < 3; i++) add('visit', '/', '/', 'direct')
    add('visit', DUNEDIN, DUNEDIN, 'facebook')
    // A visit counted past the day's limits of pages and sources (a flood's day): under Other.
    add('visit', OTHER, OTHER, OTHER)
    if (back % 3 === 0) add('call', CLEARWATER, CLEARWATER, 'google.com')
    if (back % 4 === 0) {
      add('view', '/contact', CLEARWATER, 'google.com')
      add('form_start', '/contact', CLEARWATER, 'google.com')
      add('form_submit', '/contact', CLEARWATER, 'google.com')
    }
  }
  addSiteEventCounts(db, events, [])
}

/** One visitor in a browser of their own: lands, and maybe taps the phone number. */
async function visit(path: string, { referer, call = false }: { referer?: string; call?: boolean } = {}) {
  const page = await e2e.page({ viewport: PHONE })
  await page.goto(e2e.server.url + path, { referer, waitUntil: 'networkidle' })
  if (call) {
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('a[href^="tel:"]:visible').first().click()
  }
  return page
}

async function sendContactForm(page: Page) {
  await page.goto(`${e2e.server.url}/contact`, { waitUntil: 'networkidle' })
  const form = page.locator('main form')
  for (const [name, value] of Object.entries({
    firstName: 'Lena',
    lastName: 'Ortiz',
    email: 'lena.ortiz@example.com',
    phone: '(727) 555-0188',
    city: 'Dunedin',
    zip: '34698',
  }))
    await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="serviceType"]').selectOption('spring')
  // A person takes a few seconds to fill in a form; faster counts as spam.
  await page.waitForTimeout(3100)
  await page.getByRole('button', { name: 'Get My Free Quote' }).click()
  await page.waitForURL('**/thank-you?request=*')
  await page.waitForLoadState('networkidle')
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  insertUser(e2e.server.ctx.db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
  earlierDays()
})

const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })

describe('the Reports screen', () => {
  it('shows which pages and sources brought the calls and forms of today’s visits', async () => {
    // Today: three visitors from Google on the Clearwater page (one calls), two from a Facebook
    // campaign on the Dunedin page (one sends the contact form), one typed in the home page and calls.
    const visits = [
      await visit(CLEARWATER, { referer: 'https://www.google.com/', call: true }),
      await visit(CLEARWATER, { referer: 'https://www.google.com/' }),
      await visit(CLEARWATER, { referer: 'https://www.google.com/' }),
      await visit(`${DUNEDIN}?utm_source=facebook&utm_medium=paid`),
      await visit(`${DUNEDIN}?utm_source=facebook&utm_medium=paid`),
      await visit('/', { call: true }),
    ]
    await sendContactForm(visits[3]!)
    for (const page of visits) await page.close()

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await e2e.signedIn(OWNER, { viewport })
      await page.goto(`${e2e.server.url}/admin/reports`)
      await page.getByRole('heading', { name: 'Pages that bring calls and leads' }).waitFor()
      // Last 7 days: today's visits and six earlier days.
      await page.getByText('Last 7 days').click()
      await page.locator('[aria-busy="false"]').first().waitFor()
      const dunedin = row(page, 'City pages', 'Dunedin')
      // Six earlier days' one Facebook visit each, and today's two; today's form sent.
      expect(await dunedin.getByRole('cell').allTextContents()).toEqual(['8', '0', '1', '12.5%'])
      expect(await row(page, 'Sources', 'facebook').getByRole('cell').first().textContent()).toBe('8')
      expect(await row(page, 'Where visitors call and send forms', '/contact').count()).toBe(1)
      // What the days' limits counted under Other: its own last row, said what it is.
      const landing = page.getByRole('region', { name: 'Pages that bring calls and leads' })
      expect(await landing.getByRole('rowheader').last().textContent()).toBe('Other pages')
      expect(
        await row(page, 'Pages that bring calls and leads', 'Other pages').getByRole('cell').first().textContent(),
      ).toBe('6')
      expect(await row(page, 'Sources', 'Other sources').getByRole('cell').first().textContent()).toBe('6')
      await landing.getByText(/^Other pages sums what is past the first 100/).waitFor()
      const width = viewport.width
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.getByText('Last 30 days').click()
      await page.locator('[aria-busy="false"]').first().waitFor()
      await page.getByRole('img', { name: /^Visits: / }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const shot = await page.screenshot({ path: join(SHOTS, `reports-${width}.png`), fullPage: true })
      expect(shot.readUInt32BE(16)).toBe(width)
      await page.close()
    }
  }, 120_000)
})
