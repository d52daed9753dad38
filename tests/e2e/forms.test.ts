import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates.ts'
import { listLeads } from '../../server/db/leads.ts'
import { bookingPost, postLeadForm } from '../leads.ts'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

const leads = () => listLeads(e2e.server.ctx.db)

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: DESKTOP, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
  return page
}

async function fillContact(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: 'maria@example.com',
    phone: '(727) 555-0123',
    city: 'Dunedin',
    zip: '34698',
    message: 'Door reverses before it closes.',
    ...overrides,
  }
  for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value)
  await page.locator('main form [name="serviceType"]').selectOption('repair')
}

// A person takes a few seconds to fill in a form; faster counts as spam.
const humanPause = (page: Page) => page.waitForTimeout(3100)

describe.each([false, true])('the contact form with JavaScript %s', (javaScript) => {
  it('a valid request lands on /thank-you and stores one lead', async () => {
    const before = leads().length
    const page = await open('/contact', javaScript)
    await fillContact(page, { firstName: javaScript ? 'Maria' : 'Marta' })
    await humanPause(page)
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await page.waitForURL('**/thank-you?request=*')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Thank You! Your Request Has Been Received',
    )
    expect(leads()).toHaveLength(before + 1)
    expect(leads()[0]).toMatchObject({
      kind: 'contact',
      status: 'stored',
      fields: expect.objectContaining({ firstName: javaScript ? 'Maria' : 'Marta', city: 'Dunedin' }),
    })
    await page.close()
  })

  it('an invalid request comes back with the message at the field and what was typed', async () => {
    const before = leads().length
    const page = await open('/contact', javaScript)
    await fillContact(page, { phone: '(555)', message: 'Please keep this text.' })
    // The browser would refuse the number itself (its pattern); here the server's check is tested.
    await page.locator('main form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
    await humanPause(page)
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    const error = page.locator('#field-phone-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('Please enter a 10-digit phone number, like (813) 555-0142.')
    expect(await page.locator('main form [name="phone"]').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('main form [name="phone"]').inputValue()).toBe('(555)')
    expect(await page.locator('main form [name="message"]').inputValue()).toBe('Please keep this text.')
    expect(await page.locator('main form [name="firstName"]').inputValue()).toBe('Maria')
    expect(new URL(page.url()).pathname).toBe('/contact')
    expect(leads()).toHaveLength(before)
    await page.close()
  })
})

describe('the booking form', () => {
  const fillBooking = async (page: Page, date: string) => {
    await page.locator('[name="fullName"]').fill('Ray Thompson')
    await page.locator('[name="email"]').fill('ray@example.com')
    await page.locator('[name="phone"]').fill('813-555-0177')
    await page.locator('[name="address"]').fill('220 Tampa Rd, Oldsmar, FL 34677')
    await page.locator('[name="serviceType"]').selectOption('spring')
    await page.locator('[name="preferredDate"]').fill(date)
    await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
  }

  it('a stored booking goes to its confirmation, whose Schedule Another Service brings back an empty form', async () => {
    const before = leads().length
    const page = await open('/booking', true)
    const tomorrow = todayIn('America/New_York', Date.now() + 24 * 60 * 60 * 1000)
    await fillBooking(page, tomorrow)
    await humanPause(page)
    await page.getByRole('button', { name: 'Request Booking' }).click()
    await page.waitForURL('**/thank-you?request=*')
    await page.getByRole('heading', { level: 1, name: 'Booking Request Received' }).waitFor()
    expect(leads()).toHaveLength(before + 1)
    expect(leads()[0]).toMatchObject({
      kind: 'booking',
      fields: expect.objectContaining({ preferredDate: tomorrow, urgency: 'standard' }),
    })
    await Promise.all([
      page.waitForURL('**/booking'),
      page.getByRole('link', { name: 'Schedule Another Service' }).click(),
    ])
    expect(await page.locator('[name="fullName"]').inputValue()).toBe('')
    expect(await page.locator('[name="urgency"][value="standard"]').isChecked()).toBe(true)
    await page.close()
  })

  it('offers exactly the six services of the specification; a posted emergency booking is refused at the field', async () => {
    const page = await open('/booking', false)
    const offered = await page
      .locator('[name="serviceType"] option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(offered).toEqual(['repair', 'installation', 'spring', 'opener', 'maintenance', 'other'])
    await page.close()
    const before = leads().length
    const res = await postLeadForm(e2e.server.url, 'booking', bookingPost({ serviceType: 'emergency' }))
    expect(res.status).toBe(422)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      serviceType: 'Please choose a service.',
    })
    expect(leads()).toHaveLength(before)
  })

  it('the date field refuses yesterday', async () => {
    const page = await open('/booking', true)
    const today = todayIn('America/New_York')
    const yesterday = todayIn('America/New_York', Date.now() - 24 * 60 * 60 * 1000)
    const date = page.locator('[name="preferredDate"]')
    expect(await date.getAttribute('min')).toBe(today)
    await date.fill(yesterday)
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true)
    await date.fill(today)
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
    await page.close()
  })

  it('when the server cannot be reached, says so with the phone number and keeps the input', async () => {
    const page = await open('/booking', true)
    await fillBooking(page, todayIn('America/New_York', Date.now() + 2 * 24 * 60 * 60 * 1000))
    await page.locator('site-island[data-island="BookingForm"][data-hydrated]').waitFor({ state: 'attached' }) // sent by the script
    await page.route('**/booking', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.getByRole('button', { name: 'Request Booking' }).click()
    const alert = page.locator('main form [role="alert"]')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('(813) 555-0142')
    // The summary of what went wrong takes focus, so it is read out and on screen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('There is a problem')
    expect(await page.locator('[name="fullName"]').inputValue()).toBe('Ray Thompson')
    await page.close()
  })
})
