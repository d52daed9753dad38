import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates.ts'
import { listLeads } from '../../server/db/leads.ts'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

/**
 * A homeowner's way through the forms with the real limit (LEADS_PER_TEN_MINUTES, 5): mistakes sent
 * back and corrected, then a booking from the same address. Nobody is turned away, nothing they
 * typed is lost, and the thank-you page confirms only what was stored.
 */
const e2e = serverAndBrowser({ leadsPerTenMinutes: 5 })

const leads = () => listLeads(e2e.server.ctx.db)
const CONFIRMATION = 'Thank You! Your Request Has Been Received'

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: DESKTOP, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
  return page
}

async function fillContact(page: Page, email: string, message = 'The door reverses before it closes.') {
  const values = { firstName: 'Maria', lastName: 'Gonzalez', email, phone: '(727) 555-0123', city: 'Dunedin' }
  for (const [name, value] of Object.entries({ ...values, zip: '34698', message }))
    await page.locator(`main form [name="${name}"]`).fill(value)
  await page.locator('main form [name="serviceType"]').selectOption('repair')
}

async function fillBooking(page: Page) {
  await page.locator('[name="fullName"]').fill('Maria Gonzalez')
  await page.locator('[name="email"]').fill('maria@example.com')
  await page.locator('[name="phone"]').fill('(727) 555-0123')
  await page.locator('[name="address"]').fill('1450 Main St, Dunedin, FL 34698')
  await page.locator('[name="serviceType"]').selectOption('spring')
  await page.locator('[name="preferredDate"]').fill(todayIn('America/New_York', Date.now() + 2 * 24 * 60 * 60 * 1000))
  await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
}

/** Sends the form; the status of the post (JavaScript's fetch or the browser's own). */
async function send(page: Page, button: string): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ])
  await page.waitForLoadState('load')
  return answer.status()
}

// A person takes a few seconds to fill in a form; faster counts toward spam.
const humanPause = (page: Page) => page.waitForTimeout(3100)
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent()

describe.each([false, true])('with JavaScript %s, the default limit of 5 leads per address', (javaScript) => {
  it('two mistyped emails (422 each), the corrected contact form, then a booking: both stored as ordinary leads', async () => {
    const before = leads().length
    const page = await open('/contact', javaScript)
    await fillContact(page, 'maria@example')
    await humanPause(page)
    expect(await send(page, 'Get My Free Quote')).toBe(422)
    expect(await page.locator('#field-email-error').textContent()).toContain('valid email address')
    expect(await send(page, 'Get My Free Quote')).toBe(422)
    expect(await page.locator('main form [name="message"]').inputValue()).toBe('The door reverses before it closes.')
    await page.locator('main form [name="email"]').fill('maria@example.com')
    expect([201, 303]).toContain(await send(page, 'Get My Free Quote'))
    await page.waitForURL('**/thank-you?request=*')
    expect(await heading(page)).toBe(CONFIRMATION)

    await page.goto(`${e2e.server.url}/booking`, { waitUntil: javaScript ? 'networkidle' : 'load' })
    await fillBooking(page)
    await humanPause(page)
    expect([201, 303]).toContain(await send(page, 'Request Booking'))
    await page.waitForURL('**/thank-you?request=*')
    expect(await heading(page)).toBe('Booking Request Received')

    const stored = leads().slice(0, leads().length - before)
    expect(stored.map((lead) => [lead.kind, lead.status, lead.spamReason])).toEqual([
      ['booking', 'stored', null],
      ['contact', 'stored', null],
    ])
    expect(stored[1]!.fields.email).toBe('maria@example.com')
    await page.close()
  })

  it('a message over 2,000 characters is refused with its limit and its length, and comes back whole', async () => {
    const before = leads().length
    const message = 'Our door is stuck halfway and the spring looks broken. '.repeat(43).slice(0, 2315)
    const page = await open('/contact', javaScript)
    await fillContact(page, 'maria@example.com', message)
    // The field takes a long paste whole: no maxlength cuts it without a word.
    expect(await page.locator('main form [name="message"]').getAttribute('maxlength')).toBeNull()
    await humanPause(page)
    expect(await send(page, 'Get My Free Quote')).toBe(422)
    expect(await page.locator('#field-message-error').textContent()).toBe(
      'Please keep the message to 2,000 characters (yours has 2,315).',
    )
    expect(await page.locator('main form [name="message"]').inputValue()).toBe(message)
    expect(await page.locator('main form [name="firstName"]').inputValue()).toBe('Maria')
    expect(leads()).toHaveLength(before)
    await page.close()
  })
})

describe('/thank-you opened without sending a form', () => {
  it.each([false, true])(
    'with JavaScript %s, shows a neutral page: the phone and the forms, nothing received',
    async (javaScript) => {
      for (const path of ['/thank-you', '/thank-you?request=bookmarked-elsewhere']) {
        const page = await open(path, javaScript)
        expect(await heading(page)).toBe('Contact Us')
        const main = (await page.locator('main').textContent()) ?? ''
        expect(main).not.toMatch(/received/i)
        expect(main).toContain('(813) 555-0142')
        expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0)
        expect(await page.locator('main a[href="/booking"]').count()).toBeGreaterThan(0)
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
        await page.close()
      }
    },
  )
})
