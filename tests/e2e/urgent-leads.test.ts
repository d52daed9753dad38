import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { insertLead } from '../../server/db/leads.ts'
import { insertUser } from '../../server/db/users.ts'
import { bookingPost, postLeadForm } from '../leads.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * An urgent booking in the inbox as the owner sees it, on a phone and on a desk (photographed in
 * test-results/urgent-leads/ for people to look at), and the admin's times in the business's zone
 * when the browser is in another.
 */
const e2e = serverAndBrowser()
const SHOTS = join('test-results', 'urgent-leads')
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }
/** Two days ago at 15:05 UTC: 10:05 AM in Florida in winter (11:05 in summer), 3:05 PM in London. */
const RECEIVED = (() => {
  const day = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 5)
})()

/** A lead straight into the database (older than the urgent booking's, so newest first would put it after). */
function store(name: string, at: number) {
  insertLead(
    e2e.server.ctx.db,
    {
      kind: 'contact',
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields: {
        firstName: name,
        lastName: 'Lead',
        email: 'lead@example.com',
        phone: '(727) 555-0101',
        city: 'Dunedin',
      },
      status: 'stored',
      spamReason: null,
      landingPage: '/contact',
      referrer: null,
      utm: {},
      ip: null,
      userAgent: null,
    },
    at,
  )
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  insertUser(e2e.server.ctx.db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
  // The urgent booking comes through the real booking form: its urgency is decided as it is stored.
  const res = await postLeadForm(
    e2e.server.url,
    'booking',
    bookingPost({
      fullName: 'Marisol Vega',
      email: 'marisol.vega@example.com',
      phone: '(727) 555-0148',
      serviceType: 'spring',
      urgency: 'urgent',
    }),
  )
  expect(res.status).toBe(201)
  // Newer leads, stored after it: newest first alone would list them above the urgent booking.
  store('Zone Check', RECEIVED)
  store('Later', Date.now() + 60_000)
  store('Latest', Date.now() + 120_000)
})

const signedIn = (options: Parameters<typeof e2e.page>[0]) => e2e.signedIn(OWNER, options)

/** The inbox's list once loaded, and its rows' lead names in order. */
async function inbox(page: Page) {
  const list = page.getByRole('region', { name: 'Leads' })
  await list.getByText(/newest first \(urgent leads still new on top\)/).waitFor()
  const names = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent ?? ''))
  return { list, names }
}

describe('an urgent booking in the lead inbox', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])('at %s px: listed first with a badge that says Urgent, and nothing scrolls sideways', async (width, viewport) => {
    const page = await signedIn({ viewport })
    await page.goto(`${e2e.server.url}/admin/leads`)
    const { list, names } = await inbox(page)
    expect(names).toEqual(['Marisol Vega', 'Latest Lead', 'Later Lead', 'Zone Check Lead'])
    const first = list.getByRole('listitem').first()
    const badge = first.getByText('Urgent', { exact: true })
    expect(await badge.isVisible()).toBe(true)
    expect(await badge.evaluate((el) => (el as HTMLElement).innerText)).toBe('URGENT')
    expect(await list.getByText('Urgent', { exact: true }).count(), 'only the urgent lead has the badge').toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Number(width))
    const shot = await page.screenshot({ path: join(SHOTS, `leads-${width}.png`), fullPage: true })
    expect(shot.readUInt32BE(16)).toBe(Number(width))

    await first.getByRole('link', { name: 'Marisol Vega' }).click()
    await page.getByRole('heading', { name: 'Marisol Vega' }).waitFor()
    const header = page.getByRole('article').locator('header')
    expect(await header.getByText('Urgent', { exact: true }).isVisible()).toBe(true)
    await page.close()
  })

  it('is listed alone under "Urgent only", which stays in the address', async () => {
    const page = await signedIn({ viewport: DESKTOP })
    await page.goto(`${e2e.server.url}/admin/leads`)
    await inbox(page)
    await page.getByLabel('Urgent only').check()
    await page.waitForURL(/[?&]urgent=1/)
    await page
      .getByRole('region', { name: 'Leads' })
      .getByText(/^Leads 1–1 of 1,/)
      .waitFor()
    await page.reload()
    expect(await page.getByLabel('Urgent only').isChecked()).toBe(true)
    expect((await inbox(page)).names).toEqual(['Marisol Vega'])
    const exportLink = page.getByRole('link', { name: /Export 1 lead as CSV/ })
    expect(await exportLink.getAttribute('href')).toContain('urgent=1')
    await page.close()
  })
})

describe('admin times in the business zone, with the browser in London', () => {
  it('shows a lead received, and a post scheduled at a time typed on the business clock, in Eastern time', async () => {
    const page = await signedIn({ viewport: DESKTOP, timezoneId: 'Europe/London' })
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London')
    await page.goto(`${e2e.server.url}/admin/leads`)
    const { list } = await inbox(page)
    const received = list.getByRole('listitem').filter({ hasText: 'Zone Check Lead' }).locator('time')
    expect(await received.textContent()).toMatch(/^\w{3}, \w{3} \d{1,2}, (10:05 AM EST|11:05 AM EDT)$/)

    await page.goto(`${e2e.server.url}/admin/posts`)
    await page.getByRole('button', { name: 'Write a new post' }).click()
    await page.getByLabel('Title').fill('Storm Season Door Checks')
    await page.getByLabel('Excerpt').fill('What to look at on a garage door before the storms come.')
    await page.getByLabel('Article (Markdown)').fill('Check the springs, the rollers and the weather seal.')
    await page.getByLabel('Status').selectOption('published')
    const publishAt = page.getByLabel(/^Publish at \(Eastern Time, E[SD]T; empty: now, when published\)$/)
    await publishAt.fill('2030-11-28T09:00')
    await page.getByRole('button', { name: 'Save' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Storm Season Door Checks' })
    await row.waitFor()
    expect(await row.textContent()).toContain('Scheduled for Thu, Nov 28, 2030, 9:00 AM EST')
    const post = e2e.server.ctx.blog.listAll().find((p) => p.title === 'Storm Season Door Checks')
    expect(post?.publishedAt).toBe('2030-11-28T14:00:00.000Z')

    await row.getByRole('button', { name: 'Edit' }).click()
    expect(await publishAt.inputValue()).toBe('2030-11-28T09:00')
    await page.close()
  })
})
