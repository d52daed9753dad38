import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { listLeads } from '../../server/db/leads.ts'
import { PHONE, serverAndBrowser } from './fixture.ts'

/**
 * A lead form sent back, as a visitor on a phone meets it: the GOV.UK error summary, focused and on
 * screen, whose links reach each field; a message too long for the server kept; and no console error
 * on any form page (the phone field's pattern is one the browser can compile).
 */
const e2e = serverAndBrowser()
const NOTES = process.env.SCREENSHOTS_DIR

const leads = () => listLeads(e2e.server.ctx.db).length

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
  return page
}

/** Sends the form as it is, past the browser's own checks, so the server's answer is what is tested. */
async function sendAsIs(page: Page, button: string) {
  await page.locator('main form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
  await page.getByRole('button', { name: button }).click()
}

/** The focused element: whether it is the summary and all of it is inside the viewport. */
const focusedSummary = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!
    const box = element.getBoundingClientRect()
    // On a phone, the call bar and the line above it cover the bottom of the viewport.
    const covered = [...document.querySelectorAll('[data-testid="call-bar"], [data-testid="call-bar"] *')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.height > 0)
      .map((bar) => bar.top)
    const visibleBottom = Math.min(window.innerHeight, ...covered)
    // The sticky header covers the top.
    const visibleTop = Math.max(
      0,
      document.querySelector('body > * header, header')?.getBoundingClientRect().bottom ?? 0,
    )
    return {
      summary: element.querySelector('h2')?.textContent ?? null,
      onScreen: box.top >= visibleTop && box.bottom <= visibleBottom && box.height > 0,
    }
  })

const FORMS = [
  {
    path: '/contact',
    button: 'Get My Free Quote',
    // Two fields filled wrong and the rest left empty.
    fill: (page: Page) => page.locator('main form [name="zip"]').fill('3469'),
    fields: ['firstName', 'lastName', 'email', 'phone', 'city', 'zip', 'serviceType'],
  },
  {
    path: '/booking',
    button: 'Request Booking',
    fill: (page: Page) => page.locator('main form [name="phone"]').fill('(555)'),
    fields: ['fullName', 'email', 'phone', 'address', 'serviceType', 'preferredDate', 'preferredTimeSlot'],
  },
]

describe.each(FORMS)('$path sent back without JavaScript', ({ path, button, fill, fields }) => {
  it('opens at an error summary, focused and on screen at 390 px, whose links reach each field', async () => {
    const before = leads()
    const page = await open(path, false)
    await fill(page)
    await sendAsIs(page, button)
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(path)
    await expect.poll(() => focusedSummary(page)).toEqual({ summary: 'There is a problem', onScreen: true })
    if (NOTES)
      await page.screenshot({ path: `${NOTES}/stop44-error-summary${path === '/contact' ? '' : '-booking'}.png` })

    const links = page.locator('[aria-labelledby="error-summary-title"] a')
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      fields.map((name) => `#field-${name}`),
    )
    for (const name of fields) {
      await page.locator(`[aria-labelledby="error-summary-title"] a[href="#field-${name}"]`).click()
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(name)
    }
    expect(leads()).toBe(before)
    await page.close()
  })
})

describe('a form whose answer the script shows', () => {
  it('shows the same summary, focused, when the server sends errors back', async () => {
    const page = await open('/contact', true)
    await page.locator('main form [name="zip"]').fill('3469')
    await sendAsIs(page, 'Get My Free Quote')
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/contact')
    await expect.poll(() => focusedSummary(page)).toEqual({ summary: 'There is a problem', onScreen: true })
    await page.locator('[aria-labelledby="error-summary-title"] a[href="#field-zip"]').click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('zip')
    await page.close()
  })
})

describe.each(['/contact', '/booking', '/'])('the form page %s', (path) => {
  it('logs no console error, and its phone field refuses a number the server refuses', async () => {
    const page = await e2e.page({ viewport: PHONE })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(e2e.server.url + path, { waitUntil: 'networkidle' })
    const phone = page.locator('main form [name="phone"]')
    // Typing wakes the form's island: its code runs too.
    await phone.fill('(555)')
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
    await phone.fill('(727) 555-0123')
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
    await expect.poll(() => page.locator('site-island[data-hydrated]').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([false, true])('a 150 KB message, JavaScript %s', (javaScriptEnabled) => {
  it('comes back in its box, with the limit said at the field', async () => {
    const before = leads()
    const message = 'The door shudders and stops halfway. '.repeat(4200).slice(0, 150 * 1024)
    const page = await open('/contact', javaScriptEnabled)
    const values = {
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '(727) 555-0144',
      city: 'Dunedin',
      zip: '34698',
    }
    for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value)
    await page.locator('main form [name="serviceType"]').selectOption('repair')
    await page.locator('main form [name="message"]').fill(message)
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    const error = page.locator('#field-message-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('Please keep the message to 2,000 characters (yours has 153,600).')
    expect(await page.locator('main form [name="message"]').inputValue()).toBe(message)
    expect(await page.locator('main form [name="firstName"]').inputValue()).toBe('Lena')
    expect(leads()).toBe(before)
    await page.close()
  })
})
