import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consentVersion } from '../../shared/text-consent.ts'
import { todayIn } from '../../shared/dates.ts'
import { listLeads } from '../../server/db/leads.ts'
import { PHONE, serverAndBrowser } from './fixture.ts'

/** The lead forms' text-message box in Chromium, with JavaScript off (plain posts) and on (the islands). */
const e2e = serverAndBrowser()

const leads = () => listLeads(e2e.server.ctx.db)
const box = (page: Page) => page.getByRole('checkbox', { name: /Text me about this request/ })
// A person takes a few seconds to fill in a form; faster counts as spam.
const humanPause = (page: Page) => page.waitForTimeout(3100)

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
  return page
}

describe.each([false, true])('the text-message box with JavaScript %s', (javaScript) => {
  it('is unticked at first; ticked, it stays ticked through a form sent back, and the lead keeps the answer, the words and the time', async () => {
    const wording = e2e.server.ctx.site.forms.textMessages!.consent
    const before = leads().length
    const page = await open('/contact', javaScript)
    expect(await box(page).isChecked()).toBe(false)
    const lastName = javaScript ? 'Okafor' : 'Nguyen'
    for (const [name, value] of Object.entries({
      firstName: 'Lena',
      lastName,
      // An address the browser takes and the server does not: the form comes back.
      email: 'lena@example',
      phone: '(727) 555-0148',
      city: 'Palm Harbor',
      zip: '34683',
    }))
      await page.locator(`main form [name="${name}"]`).fill(value)
    await page.locator('main form [name="serviceType"]').selectOption('opener')
    await box(page).check()
    await humanPause(page)
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await page.locator('#field-email-error').waitFor()
    expect(await box(page).isChecked()).toBe(true)
    expect(leads()).toHaveLength(before)

    await page.locator('main form [name="email"]').fill('lena@example.com')
    const sentAt = Date.now()
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await page.waitForURL('**/thank-you?request=*')
    const [lead] = leads()
    expect(lead!.fields.lastName).toBe(lastName)
    expect(lead!.textConsent).toMatchObject({ agreed: true, version: consentVersion(wording) })
    expect(lead!.textConsent!.at).toBeGreaterThanOrEqual(sentAt - 1000)
    expect(lead!.textConsent!.at).toBeLessThanOrEqual(Date.now())
    await page.close()
  })

  it('left unticked, the booking is stored as not agreed to texts', async () => {
    const page = await open('/booking', javaScript)
    expect(await box(page).isChecked()).toBe(false)
    const fullName = javaScript ? 'Dale Ruiz' : 'Dale Park'
    await page.locator('[name="fullName"]').fill(fullName)
    await page.locator('[name="email"]').fill('dale@example.com')
    await page.locator('[name="phone"]').fill('813-555-0166')
    await page.locator('[name="address"]').fill('300 Main St, Safety Harbor, FL 34695')
    await page.locator('[name="serviceType"]').selectOption('spring')
    await page.locator('[name="preferredDate"]').fill(todayIn('America/New_York', Date.now() + 24 * 60 * 60 * 1000))
    await page.locator('[name="preferredTimeSlot"]').selectOption('midday')
    await humanPause(page)
    await page.getByRole('button', { name: 'Request Booking' }).click()
    await page.waitForURL('**/thank-you?request=*')
    await page.getByRole('heading', { level: 1, name: 'Booking Request Received' }).waitFor()
    const [lead] = leads()
    expect(lead!.fields.fullName).toBe(fullName)
    expect(lead!.textConsent).toMatchObject({
      agreed: false,
      version: consentVersion(e2e.server.ctx.site.forms.textMessages!.consent),
    })
    await page.close()
  })
})
