import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates.ts'
import { findLead, insertLead } from '../../server/db/leads.ts'
import { contactPost, postLeadForm } from '../leads.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/** The lead inbox as the owner uses it, on a desk and on a phone, against the real server and its SQLite file. */
const e2e = serverAndBrowser()
const PASSWORD = 'amber-harbor-lantern-42'
const DAY = 24 * 60 * 60 * 1000
const FORMULAS = ['=HYPERLINK("http://x")', '+1 727', '@SUM(A1)', '-2+3']

/** 60 recent leads and 5 from ten days ago for a city; names a spreadsheet would run as formulas. */
function seedCity(city: string, kind: 'contact' | 'booking') {
  const { db } = e2e.server.ctx
  const slug = city.toLowerCase().replace(/\s+/g, '-')
  db.transaction(() => {
    for (let i = 0; i < 65; i++) {
      const name = `${FORMULAS[i % 4]} ${city} ${i}`
      insertLead(
        db,
        {
          kind,
          formKey: randomUUID(),
          idempotencyKey: randomUUID(),
          fields:
            kind === 'contact'
              ? { firstName: name, lastName: 'Lead', email: `lead${i}@example.com`, phone: '(813) 555-0142', city }
              : { fullName: name, email: `lead${i}@example.com`, phone: '(813) 555-0142', preferredDate: '2026-12-01' },
          status: 'stored',
          spamReason: null,
          landingPage: kind === 'booking' ? `/service-area/garage-door-repair-${slug}` : '/contact',
          referrer: null,
          utm: {},
          ip: null,
          userAgent: null,
        },
        Date.now() - (i < 5 ? 10 * DAY : i * 60_000),
      )
    }
  })()
}

/** A lead sent through the real contact form. */
async function postContact(overrides: Record<string, string>) {
  const res = await postLeadForm(e2e.server.url, 'contact', contactPost(overrides))
  expect(res.status).toBe(201)
}

beforeAll(async () => {
  seedCity('Dunedin', 'contact')
  seedCity('Tarpon Springs', 'booking')
  await postContact({ firstName: 'Ana', lastName: 'Diaz', phone: '(727) 555-0199', city: 'Safety Harbor' })
  await postContact({ firstName: 'Ray', lastName: 'Osei', phone: '(727) 555-0123', city: 'Oldsmar' })
  await postContact({ firstName: 'Bot', lastName: 'Spammer', website: 'spam.example', city: 'Oldsmar' })
})

/** Signs in at /auth (creating the first administrator with the setup code on a fresh site), then opens the inbox. */
async function signedIn(viewport: typeof PHONE): Promise<Page> {
  const page = await e2e.page({ viewport })
  await page.goto(`${e2e.server.url}/auth`)
  await page.getByLabel('Username').fill('owner')
  await page.getByLabel('Password').fill(PASSWORD)
  const code = e2e.server.ctx.setupCode.current()
  if (code) await page.getByLabel('Setup code').fill(code)
  await Promise.all([
    page.waitForURL('**/admin'),
    page.getByRole('button', { name: /administrator account|Sign in/ }).click(),
  ])
  await page.goto(`${e2e.server.url}/admin/leads`)
  await summary(page, /newest first/)
  return page
}

const summary = (page: Page, text: RegExp) =>
  page.getByRole('region', { name: 'Leads' }).getByText(text).first().waitFor()
const noSideways = async (page: Page, what: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(PHONE.width)

/** Search, filter (status, form, dates), page, export, change a status and add a note, for one city's leads. */
async function workThrough(page: Page, city: string, form: 'Contact' | 'Booking', phone: boolean) {
  await page.getByLabel('Search leads').fill(city)
  await summary(page, /^Leads 1–50 of 65,/)
  if (phone) {
    expect(await page.getByLabel('Status', { exact: true }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Filters' }).click()
  }
  await page.getByLabel('Status', { exact: true }).selectOption('new')
  await page.getByLabel('Form', { exact: true }).selectOption(form.toLowerCase())
  await page.getByLabel('Received from').fill(todayIn('America/New_York', Date.now() - 3 * DAY))
  await summary(page, /^Leads 1–50 of 60,/)
  expect(await page.getByText('Dates are whole days in Eastern Time (America/New_York).').isVisible()).toBe(true)
  if (phone) await noSideways(page, 'filters open')
  await page.getByRole('button', { name: 'Older leads →' }).click()
  await summary(page, /^Leads 51–60 of 60,/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export 60 leads as CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...rows] = parse(bytes.toString('utf8'), { bom: true }) as string[][]
  expect(rows).toHaveLength(60)
  const col = (name: string) => rows.map((row) => row[header!.indexOf(name)]!)
  expect(new Set(col('City'))).toEqual(new Set([city]))
  expect(new Set(col('Form'))).toEqual(new Set([form]))
  for (const name of col('Name')) {
    expect(name.startsWith("'"), name).toBe(true)
    expect(FORMULAS.some((formula) => name.slice(1).startsWith(formula))).toBe(true)
  }

  // Back to the newest page; the first lead moves on to Contacted and leaves the "New" filter.
  await page.getByRole('button', { name: '← Newer leads' }).click()
  await summary(page, /^Leads 1–50 of 60,/)
  const link = page.getByRole('region', { name: 'Leads' }).getByRole('listitem').first().getByRole('link').first()
  const name = (await link.textContent())!
  const id = Number(new URL((await link.getAttribute('href'))!, e2e.server.url).searchParams.get('lead'))
  await page.getByLabel(`Status of ${name}`).selectOption('contacted')
  await summary(page, /^Leads 1–50 of 59,/)
  expect(findLead(e2e.server.ctx.db, id)!.stage).toBe('contacted')
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await summary(page, /^Leads 1–1 of 1,/)
  await page.getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
  await page.getByLabel('Add a note').fill(`Called back about ${city}, booked for Tuesday 9am.`)
  await page.getByRole('button', { name: 'Save note' }).click()
  await page.getByText(`Called back about ${city}, booked for Tuesday 9am.`).waitFor()
  // The note is listed with its author once the server has stored it.
  await page.getByRole('region', { name: 'Team notes' }).getByText('owner').waitFor()
  expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('contacted')
  if (phone) await noSideways(page, 'a lead opened')
  await page.getByRole('link', { name: '← All leads' }).click()
  await summary(page, /^Leads 1–1 of 1,/)
  expect(await page.getByLabel('Search leads').inputValue()).toBe(city)
}

describe('the lead inbox at 1280 px', () => {
  it('searches, filters, pages, exports, changes a status and keeps a note', async () => {
    const page = await signedIn(DESKTOP)
    await workThrough(page, 'Dunedin', 'Contact', false)
    await page.close()
  })

  it('finds a lead by its phone digits, shows its fields by label, and deletes it after asking', async () => {
    const page = await signedIn(DESKTOP)
    await page.getByLabel('Search leads').fill('7275550123')
    await summary(page, /^Leads 1–1 of 1,/)
    await page.getByRole('link', { name: 'Ray Osei' }).click()
    await page.getByRole('heading', { level: 2, name: 'Ray Osei' }).waitFor()
    const sent = page.getByRole('region', { name: 'What they sent' })
    expect(await sent.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['ZIP', 'Service', 'Message']))
    expect(await sent.getByText('zip', { exact: true }).count()).toBe(0)
    expect(await sent.getByText('Spring Replacement').first().isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Delete lead' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete the lead from Ray Osei?' })
    await dialog.getByRole('button', { name: 'Keep the lead' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Delete lead' }).click()
    await dialog.getByRole('button', { name: 'Delete lead' }).click()
    await summary(page, /^No leads match these filters\./)
    expect(e2e.server.ctx.db.prepare("SELECT count(*) FROM leads WHERE search LIKE '%osei%'").pluck().get()).toBe(0)
    await page.close()
  })
})

describe('the lead inbox by keyboard', () => {
  it('opens a lead with Enter and comes back to the same page with the focus on that lead', async () => {
    const page = await signedIn(DESKTOP)
    await summary(page, /^Leads 1–50 of /)
    // The older page answers slowly: until it comes, the summary counts the leads still on screen.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const older = (url: URL) => url.pathname === '/api/admin/leads' && url.searchParams.has('before')
    await page.route(older, async (route) => {
      await answered
      await route.continue()
    })
    await page.getByRole('button', { name: 'Older leads →' }).click()
    await page.locator('section[aria-label="Leads"][aria-busy="true"]').waitFor()
    expect(await page.getByRole('region', { name: 'Leads' }).locator('p[aria-live]').textContent()).toMatch(
      /^Leads 1–50 of /,
    )
    answer()
    await summary(page, /^Leads 51–100 of /)
    await page.locator('section[aria-label="Leads"][aria-busy="false"]').waitFor()
    const link = page.getByRole('region', { name: 'Leads' }).getByRole('listitem').first().getByRole('link').first()
    const name = (await link.textContent())!
    await link.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 2, name }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name)
    await page.getByRole('link', { name: '← All leads' }).focus()
    await page.keyboard.press('Enter')
    await summary(page, /^Leads 51–100 of /)
    await page.waitForFunction((text) => document.activeElement?.textContent === text, name)
    await page.close()
  })
})

describe('the lead inbox at 390 px', () => {
  it('reads as cards without sideways scroll; the filters fold behind a button', async () => {
    const page = await signedIn(PHONE)
    await noSideways(page, 'the inbox')
    await workThrough(page, 'Tarpon Springs', 'Booking', true)
    await page.close()
  })

  it('lists spam under its own filter, and "Not spam" brings it back to the inbox', async () => {
    const page = await signedIn(PHONE)
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Status', { exact: true }).selectOption('spam')
    await summary(page, /^Leads 1–1 of 1,/)
    await page.getByRole('link', { name: 'Bot Spammer' }).click()
    await page.getByRole('button', { name: 'Not spam' }).click()
    await page.getByLabel('Status', { exact: true }).waitFor()
    await noSideways(page, 'a lead released from spam')
    await page.getByRole('link', { name: '← All leads' }).click()
    await summary(page, /^No leads match these filters\./)
    await page.close()
  })
})
