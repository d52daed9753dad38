import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates.ts'
import { findLead, listLeads, type Lead } from '../../server/db/leads.ts'
import { writeSettings } from '../../server/db/settings.ts'
import { PHONE, serverAndBrowser } from './fixture.ts'
import { privateTarget } from '../leads.ts'

/**
 * The paths people take with the lead forms: sent back with an error, corrected, sent again; sent
 * back because of the rate limit or a full disk; sent by autofill in a blink. Each must end as an
 * ordinary lead that reaches the receiver, never as spam.
 */
const e2e = serverAndBrowser()

/** A webhook receiver on this machine: every lead the outbox forwards. */
const received: { idempotencyKey: string; values: Record<string, string> }[] = []
let receiver: Server
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push(JSON.parse(body))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  writeSettings(
    e2e.server.ctx.db,
    { leadTargets: privateTarget('webhook', `http://127.0.0.1:${port}/leads`) },
    Date.now(),
  )
})
afterAll(() => new Promise<void>((resolve) => receiver?.close(() => resolve())))

const newest = () => listLeads(e2e.server.ctx.db)[0]

async function delivered(id: number): Promise<Lead> {
  const end = Date.now() + 10_000
  for (;;) {
    const lead = findLead(e2e.server.ctx.db, id)!
    if (lead.status === 'delivered' || Date.now() > end) return lead
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
  await page.goto(e2e.server.url + path, { waitUntil: 'load' })
  return page
}

const formKey = (page: Page) => page.locator('main form [name="formKey"]').inputValue()

async function fillContact(page: Page, email: string) {
  const values = {
    firstName: 'Ana',
    lastName: 'Reyes',
    email,
    phone: '(727) 555-0188',
    city: 'Safety Harbor',
    zip: '34695',
    message: 'The door stops halfway and reverses.',
  }
  for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value)
  await page.locator('main form [name="serviceType"]').selectOption('repair')
}

async function fillBooking(page: Page, email: string) {
  await page.locator('[name="fullName"]').fill('Ray Thompson')
  await page.locator('[name="email"]').fill(email)
  await page.locator('[name="phone"]').fill('813-555-0177')
  await page.locator('[name="address"]').fill('220 Tampa Rd, Oldsmar, FL 34677')
  await page.locator('[name="serviceType"]').selectOption('spring')
  await page.locator('[name="preferredDate"]').fill(todayIn('America/New_York', Date.now() + 2 * 24 * 60 * 60 * 1000))
  await page.locator('[name="preferredTimeSlot"]').selectOption('morning')
}

/** Sent back once (by `refuse`, with `status`), corrected, and sent again 3 s later: an ordinary lead, forwarded. */
async function sentBackThenCorrected(
  path: '/contact' | '/booking',
  status: number,
  refuse: () => () => void,
  badEmail = 'ana.reyes@example',
) {
  const before = listLeads(e2e.server.ctx.db).length
  const page = await open(path, false)
  const fill = path === '/contact' ? fillContact : fillBooking
  await fill(page, badEmail)
  const restore = refuse()
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST'),
    page.locator('main form [type="submit"]').click(),
  ])
  restore()
  expect(answer.status()).toBe(status)
  await page.waitForLoadState('load')
  // The form sent back carries a real key and the time it was first served, and what was typed.
  expect(await formKey(page)).toMatch(/^[0-9a-f-]{36}$/)
  expect(await page.locator('main form [name="servedAt"]').inputValue()).toMatch(/^\d{13}$/)
  expect(await page.content()).not.toContain('__form_')
  expect(await page.locator('main form [name="phone"]').inputValue()).not.toBe('')
  expect(listLeads(e2e.server.ctx.db)).toHaveLength(before)

  await page.locator('main form [name="email"]').fill('ana.reyes@example.com')
  // As long as a person takes to correct it (the form sent back keeps the time of the first post).
  await page.waitForTimeout(3100)
  await Promise.all([page.waitForURL('**/thank-you?request=*'), page.locator('main form [type="submit"]').click()])
  const lead = newest()!
  expect(lead).toMatchObject({
    kind: path.slice(1),
    spamReason: null,
    fields: expect.objectContaining({ email: 'ana.reyes@example.com' }),
  })
  expect((await delivered(lead.id)).status).toBe('delivered')
  expect(received.some((r) => r.idempotencyKey === lead.idempotencyKey)).toBe(true)
  await page.close()
}

describe('a form sent back and corrected, JavaScript off', () => {
  it('contact: an email the server refuses (422), corrected: stored as a lead and forwarded', async () => {
    await sentBackThenCorrected('/contact', 422, () => () => {})
  })

  it('contact: refused past the cap of held leads (429), sent again: stored and forwarded', async () => {
    const ctx = e2e.server.ctx
    await sentBackThenCorrected(
      '/contact',
      429,
      () => {
        // No ordinary lead, and no held one, left for this address: the next post is refused.
        const limits = ctx.leadLimits
        ctx.leadLimits = { perTenMinutes: 0, heldPerDay: 0 }
        return () => (ctx.leadLimits = limits)
      },
      'ana.reyes@example.com',
    )
  })

  it('contact: the database cannot take the write (503), sent again: stored and forwarded', async () => {
    const db = e2e.server.ctx.db
    await sentBackThenCorrected(
      '/contact',
      503,
      () => {
        db.exec(
          `CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
        )
        return () => db.exec('DROP TRIGGER full_disk')
      },
      'ana.reyes@example.com',
    )
  })

  it('booking: an email the server refuses (422), corrected: stored as a lead and forwarded', async () => {
    await sentBackThenCorrected('/booking', 422, () => () => {})
  })
})

describe('a form filled and sent in a blink (autofill)', () => {
  // What a password manager's autofill does: sets every field at once, then submits.
  const autofillAndSend = (page: Page) =>
    page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('main form')!
      const values: Record<string, string> = {
        firstName: 'Luis',
        lastName: 'Ortega',
        email: 'luis.ortega@example.com',
        phone: '(813) 555-0161',
        city: 'Tampa',
        zip: '33602',
        serviceType: 'opener',
        message: 'Opener light blinks and the door will not move.',
      }
      for (const [name, value] of Object.entries(values)) {
        const field = form.elements.namedItem(name) as HTMLInputElement
        field.value = value
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
      form.requestSubmit()
    })

  for (const [label, javaScript, wakeFirst] of [
    ['JavaScript off: a plain post', false, false],
    ['JavaScript on, before the form has woken: a plain post', true, false],
    ['JavaScript on, the form awake: sent with fetch', true, true],
  ] as const) {
    it(`${label}, the moment the page or form opened, is stored as a lead and forwarded`, async () => {
      const page = await open('/contact', javaScript)
      const before = listLeads(e2e.server.ctx.db).length
      // A plain post is a navigation; JavaScript's is a fetch. (The visit's own counts are beacons to /api/events.)
      const posts: ('navigation' | 'fetch')[] = []
      page.on(
        'request',
        (req) =>
          req.method() === 'POST' &&
          new URL(req.url()).pathname !== '/api/events' &&
          posts.push(req.isNavigationRequest() ? 'navigation' : 'fetch'),
      )
      if (wakeFirst) {
        await page.locator('main form [name="firstName"]').focus()
        await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor({ state: 'attached' })
      }
      await autofillAndSend(page)
      await page.waitForURL('**/thank-you?request=*')
      expect(posts).toHaveLength(1)
      expect(posts[0]).toBe(wakeFirst ? 'fetch' : 'navigation')
      const lead = newest()!
      expect(listLeads(e2e.server.ctx.db)).toHaveLength(before + 1)
      expect(lead).toMatchObject({
        spamReason: null,
        fields: expect.objectContaining({ firstName: 'Luis', email: 'luis.ortega@example.com' }),
      })
      expect((await delivered(lead.id)).status).toBe('delivered')
      await page.close()
    })
  }
})
