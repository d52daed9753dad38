import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates.ts'
import { listLeads } from '../../server/db/leads.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * Where each lead form leaves its visitor, in Chromium, with JavaScript on and off, on phones and a
 * desktop: the confirmation of the stored request, its heading focused (read out by screen readers)
 * and on screen without scrolling.
 */
const e2e = serverAndBrowser()
const SMALL_PHONE = { width: 320, height: 568 }
/** Where the screenshots of the screens the forms leave a visitor on go, for people to look at. */
const NOTES = process.env.SCREENSHOTS_DIR

const tomorrow = () => todayIn('America/New_York', Date.now() + 24 * 60 * 60 * 1000)

const FORMS = {
  contact: {
    path: '/contact',
    button: 'Get My Free Quote',
    heading: 'Thank You! Your Request Has Been Received',
    fill: async (page: Page, who: string) => {
      const values = {
        firstName: `Maria ${who}`,
        lastName: 'Gonzalez',
        email: 'maria@example.com',
        phone: '(727) 555-0123',
        city: 'Dunedin',
        zip: '34698',
      }
      for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value)
      await page.locator('main form [name="serviceType"]').selectOption('repair')
    },
  },
  booking: {
    path: '/booking',
    button: 'Request Booking',
    heading: 'Booking Request Received',
    fill: async (page: Page, who: string) => {
      await page.locator('[name="fullName"]').fill(`Ray Thompson ${who}`)
      await page.locator('[name="email"]').fill('ray@example.com')
      await page.locator('[name="phone"]').fill('813-555-0177')
      await page.locator('[name="address"]').fill('220 Tampa Rd, Oldsmar, FL 34677')
      await page.locator('[name="serviceType"]').selectOption('spring')
      await page.locator('[name="preferredDate"]').fill(tomorrow())
      await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
    },
  },
}

/** The element that has focus: its tag, its words, and whether all of it is inside the viewport. */
const focused = (page: Page) =>
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
      tag: element.tagName,
      text: element.textContent?.trim(),
      onScreen: box.top >= visibleTop && box.bottom <= visibleBottom && box.height > 0,
    }
  })

describe.each([
  ['phone', PHONE, true],
  ['phone', PHONE, false],
  ['small phone', SMALL_PHONE, true],
  ['small phone', SMALL_PHONE, false],
  ['desktop', DESKTOP, true],
])('on a %s (%o), JavaScript %s', (_name, viewport, javaScriptEnabled) => {
  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    'the %s form leaves the visitor on its confirmation, focused and on screen',
    async (kind) => {
      const form = FORMS[kind]
      const before = listLeads(e2e.server.ctx.db).length
      const page = await e2e.page({ viewport, javaScriptEnabled })
      await page.goto(e2e.server.url + form.path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
      // Each case a request of its own: the same form sent twice without JavaScript is one lead.
      await form.fill(page, `${viewport.width}${javaScriptEnabled ? 'js' : ''}`)
      // The button is near the bottom of a long form: the visitor has scrolled down to it.
      await page.getByRole('button', { name: form.button }).click()
      await page.waitForURL('**/thank-you?request=*')
      await page.getByRole('heading', { level: 1, name: form.heading }).waitFor()
      await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: form.heading, onScreen: true })
      expect(listLeads(e2e.server.ctx.db)).toHaveLength(before + 1)
      expect(listLeads(e2e.server.ctx.db)[0]!.kind).toBe(kind)
      if (kind === 'booking') {
        // The booking's way back to an empty form, as its success panel had.
        expect(await page.getByRole('link', { name: 'Schedule Another Service' }).getAttribute('href')).toBe('/booking')
      }
      if (NOTES && viewport === PHONE && javaScriptEnabled)
        await page.screenshot({ path: `${NOTES}/stop44-${kind}-confirmation.png` })
      await page.close()
    },
  )
})

describe('the thank-you page opened without a request', () => {
  it('claims nothing, and takes no focus from the visitor', async () => {
    const page = await e2e.page({ viewport: PHONE })
    await page.goto(`${e2e.server.url}/thank-you?request=nobody-sent-this`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
    await page.close()
  })
})
