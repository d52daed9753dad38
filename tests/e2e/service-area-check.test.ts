import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { listLeads } from '../../server/db/leads.ts'
import { insertUser } from '../../server/db/users.ts'
import { bookingPost, postLeadForm } from '../leads.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * "Do we serve you?" as a visitor meets it: the box on the service-area and home pages, answered by
 * the server without JavaScript and in place with it; the lead forms' note on their ZIP code; and a
 * lead from outside the area, stored and marked in the inbox.
 */
const e2e = serverAndBrowser()
const OWNER = { username: 'owner', password: 'harbor-lantern-amber-73' }
const OLDSMAR = '/service-area/garage-door-repair-oldsmar'

beforeAll(async () => {
  insertUser(e2e.server.ctx.db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
})

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
  return page
}

/** Types a place into the page's box and sends it; with JavaScript, waits for the answer written in place. */
async function ask(page: Page, place: string, javaScript: boolean) {
  const box = page.locator('form[data-service-area-check]')
  await box.getByLabel('Do we serve you?').fill(place)
  const before = page.url()
  if (javaScript) {
    const answered = page.waitForResponse((response) => response.url().includes('/api/service-area?'))
    await box.getByRole('button', { name: 'Check' }).click()
    await answered
    await box.locator('[data-service-area-answer] p').waitFor()
    expect(page.url(), 'answered in place').toBe(before)
  } else {
    await Promise.all([page.waitForNavigation(), box.getByRole('button', { name: 'Check' }).click()])
  }
  const answer = page.locator('[data-service-area-answer]')
  return {
    text: async () => (await answer.locator('p').textContent()) ?? '',
    kind: () => answer.getAttribute('data-kind'),
    links: () =>
      answer.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
  }
}

describe.each([true, false])('the service-area box with JavaScript %s', (javaScript) => {
  it('a served ZIP code leads to its city page', async () => {
    const page = await open('/service-area', javaScript)
    const answer = await ask(page, '34677', javaScript)
    if (javaScript) {
      expect(await answer.text()).toBe('Yes, we serve 34677: it is in Oldsmar.')
      expect(await answer.links()).toEqual([['Go to our Oldsmar page', OLDSMAR]])
    } else {
      // Without JavaScript the server sends the visitor straight there, and the page says yes at its top.
      expect(new URL(page.url()).pathname).toBe(OLDSMAR)
      expect(new URL(page.url()).hash).toBe('#we-serve-you')
      const yes = page.locator('#we-serve-you')
      expect(await yes.textContent()).toMatch(/^Yes, we serve Oldsmar\./)
      expect(await yes.isVisible()).toBe(true)
      const box = (await yes.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    }
    await page.close()
  })

  it('a ZIP code not listed but close to the area: the nearest city served and the phone', async () => {
    const page = await open('/service-area', javaScript)
    const answer = await ask(page, '34660', javaScript)
    expect(await answer.kind()).toBe('near')
    expect(await answer.text()).toBe(
      '34660 (Ozona) is not on our list, but it is 1 mile from Palm Harbor, which we serve. Call us at (813) 555-0142 and we will tell you whether we can come to you.',
    )
    expect(await answer.links()).toEqual([
      ['Go to our Palm Harbor page', '/service-area/garage-door-repair-palm-harbor'],
      ['Call (813) 555-0142', 'tel:+18135550142'],
    ])
    if (!javaScript) expect(new URL(page.url()).hash, 'the page opens at the answer').toBe('#do-we-serve-you')
    await page.close()
  })

  it('a ZIP code far away: the phone and a kind word, no city page', async () => {
    const page = await open('/service-area', javaScript)
    const answer = await ask(page, '33101', javaScript)
    expect(await answer.kind()).toBe('far')
    expect(await answer.text()).toMatch(
      /^We are sorry: 33101 \(Miami\) is \d+ miles from Bonita Springs, the nearest city we serve, which is farther than we travel\. You are still welcome to call us at \(813\) 555-0142/,
    )
    expect(await answer.links()).toEqual([['Call (813) 555-0142', 'tel:+18135550142']])
    await page.close()
  })

  it('a malformed ZIP code and an empty box are told what is wrong, and keep what was typed', async () => {
    const page = await open('/service-area', javaScript)
    const malformed = await ask(page, '3467', javaScript)
    expect(await malformed.kind()).toBe('invalid')
    expect(await malformed.text()).toBe(
      '“3467” is not a ZIP code: a ZIP code is 5 digits, like 34677. You typed 4 digits.',
    )
    expect(await page.getByLabel('Do we serve you?').inputValue()).toBe('3467')
    const empty = await ask(page, '', javaScript)
    expect(await empty.text()).toBe('Please enter your ZIP code (like 34677) or your city.')
    await page.close()
  })
})

describe('the service-area page', () => {
  it('keeps the "Not sure if we service your area?" prompt, with a call link and a link to the contact form, beside the box', async () => {
    const page = await open('/service-area', false)
    const prompt = page.locator('section', {
      has: page.getByRole('heading', { name: 'Not sure if we service your area?' }),
    })
    expect(await prompt.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await prompt.locator('a[href="/contact"]').count()).toBe(1)
    expect(await prompt.locator('xpath=following-sibling::form[@data-service-area-check]').count()).toBe(1)
    await page.close()
  })
})

describe('the box on the home page', () => {
  it.each([true, false])('answers a city name with JavaScript %s', async (javaScript) => {
    const page = await open('/', javaScript)
    const answer = await ask(page, 'st petersburg, fl', javaScript)
    if (javaScript) expect(await answer.text()).toBe('Yes, we serve St. Petersburg.')
    else expect(new URL(page.url()).pathname).toBe('/service-area/garage-door-repair-st-petersburg')
    await page.close()
  })
})

const outside = () =>
  listLeads(e2e.server.ctx.db).map((lead) => [lead.fields.firstName ?? lead.fields.fullName, lead.outsideArea])

describe('a lead from outside the service area', () => {
  it.each([true, false])('is stored from the contact form, and marked (JavaScript %s)', async (javaScript) => {
    const page = await open('/contact', javaScript)
    const form = page.locator('main form[method="post"]')
    const name = javaScript ? 'Miami Script' : 'Miami Plain'
    const fields = {
      firstName: name,
      lastName: 'Lead',
      email: 'far@example.com',
      phone: '(305) 555-0101',
      city: 'Miami',
    }
    for (const [field, value] of Object.entries(fields)) await form.locator(`[name="${field}"]`).fill(value)
    await form.locator('[name="zip"]').fill('33101')
    if (javaScript)
      expect(await form.locator('[data-service-area-note="far"]').textContent()).toMatch(
        /^We are sorry: 33101 \(Miami\) is \d+ miles from Bonita Springs/,
      )
    await form.locator('[name="serviceType"]').selectOption('repair')
    // A person takes a few seconds to fill in a form; faster counts as spam.
    await page.waitForTimeout(3100)
    await Promise.all([
      page.waitForURL('**/thank-you?request=*'),
      form.getByRole('button', { name: 'Get My Free Quote' }).click(),
    ])
    expect(outside()).toContainEqual([
      name,
      expect.stringMatching(/^33101 \(Miami\) is \d+ miles from Bonita Springs, the nearest city served$/),
    ])
    await page.close()
  })

  it('a booking whose address ends in a ZIP code outside is marked; one inside is not; the inbox shows which', async () => {
    const post = (fields: Record<string, string>) => postLeadForm(e2e.server.url, 'booking', bookingPost(fields))
    expect((await post({ fullName: 'Atlanta Booking', address: '1 Peachtree St, Atlanta, GA 30301' })).status).toBe(201)
    expect((await post({ fullName: 'Oldsmar Booking' })).status).toBe(201)
    expect(outside()).toContainEqual(['Atlanta Booking', expect.stringMatching(/^30301 \(Atlanta\) is \d+ miles from/)])
    expect(outside()).toContainEqual(['Oldsmar Booking', null])

    const page = await e2e.signedIn(OWNER, { viewport: DESKTOP })
    await page.goto(`${e2e.server.url}/admin/leads`)
    const list = page.getByRole('region', { name: 'Leads' })
    const row = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
    await row('Atlanta Booking').waitFor()
    expect(await row('Atlanta Booking').getByText('Outside the service area').isVisible()).toBe(true)
    expect(await row('Oldsmar Booking').getByText('Outside the service area').count()).toBe(0)
    await row('Atlanta Booking').getByRole('link', { name: 'Atlanta Booking' }).click()
    await page.getByRole('heading', { name: 'Atlanta Booking' }).waitFor()
    expect(await page.locator('[data-outside-area]').textContent()).toMatch(
      /^Outside the service area 30301 \(Atlanta\) is \d+ miles from .+, the nearest city served\.$/,
    )
    await page.close()
  })
})
