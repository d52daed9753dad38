import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { insertLead } from '../../server/db/leads.ts'
import { insertUser } from '../../server/db/users.ts'
import type { SmtpSetup } from '../../server/leads/smtp.ts'
import { headersOf, smtpReceiver } from '../smtp-receiver.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * The owner sets up lead emails as they would: Settings first warns that leads go nowhere, a
 * mistyped address is refused at its box, the test email reports the mail server's refusal and then
 * its success, and "Yes, I got it" is remembered. Photographed at a phone's and a desk's width
 * (test-results/lead-emails/, for people to look at).
 */
const options: { smtp?: SmtpSetup } = {}
let mail: Awaited<ReturnType<typeof smtpReceiver>> | undefined
beforeAll(async () => {
  // The first recipient the mail server is asked for is refused, as a mistyped mailbox would be.
  mail = await smtpReceiver({ refuseRecipients: 1 })
  options.smtp = mail.smtp
})
afterAll(() => mail?.close())
const e2e = serverAndBrowser(options)
const SHOTS = join('test-results', 'lead-emails')
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  const { db } = e2e.server.ctx
  insertUser(db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
  // A lead that came in while leads went nowhere.
  insertLead(
    db,
    {
      kind: 'contact',
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '(727) 555-0199' },
      status: 'stored',
      spamReason: null,
      landingPage: null,
      referrer: null,
      utm: {},
      ip: null,
      userAgent: null,
    },
    Date.now() - 3_600_000,
  )
})

const signedIn = (viewport: typeof PHONE) => e2e.signedIn(OWNER, { viewport })

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })

describe('setting up lead emails', () => {
  it('warns while leads go nowhere, on the dashboard and in Settings', async () => {
    const page = await signedIn(DESKTOP)
    const panel = page.getByRole('region', { name: 'Do leads reach you?' })
    await expect.poll(() => panel.getByRole('alert').textContent()).toMatch(/^Leads go nowhere right now/)
    expect(await panel.textContent()).toContain('1 lead reached nobody: 1 stored while leads went nowhere.')
    await shot(page, 'dashboard-nowhere-1280')
    await page.goto(`${e2e.server.url}/admin/settings`)
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/^Leads go nowhere right now/)
    await page.close()
  })

  it('refuses a mistyped address at its box, tests, confirms and saves the addresses', async () => {
    const page = await signedIn(PHONE)
    await page.goto(`${e2e.server.url}/admin/settings`)
    await page.getByLabel('Email address 1', { exact: true }).fill('office@gulfline.test')
    await page.getByRole('button', { name: 'Add another address' }).click()
    await page.getByLabel('Email address 2', { exact: true }).fill('owner at gulfline')
    await page.getByRole('button', { name: 'Save where leads go' }).click()
    const second = page.getByLabel('Email address 2', { exact: true })
    await expect.poll(() => second.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#field-emails\\.1-error').textContent()).toBe(
      'This address must be an email address, like office@example.com.',
    )
    await shot(page, 'settings-field-error-390')
    await page.getByRole('button', { name: 'Remove email address 2' }).click()

    await page.getByRole('button', { name: 'Send a test email' }).click()
    const outcome = page.getByRole('status').filter({ hasText: 'mail server' })
    await expect
      .poll(() => outcome.textContent())
      .toBe('The mail server refused it: 550 5.1.1 <office@gulfline.test>: Recipient address rejected')
    await page.getByRole('button', { name: 'Send a test email' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Sent to' }).textContent())
      .toContain('Sent to office@gulfline.test. Check that inbox, and its spam folder.Did it arrive?')
    expect(mail!.received.map((email) => headersOf(email.raw).to)).toEqual(['office@gulfline.test'])
    await page.getByRole('button', { name: 'Save where leads go' }).click()
    await expect.poll(() => page.getByText('Right now each lead goes to:').count()).toBe(1)
    await page.getByRole('button', { name: 'Yes, I got it' }).click()
    await expect.poll(() => page.getByText(/^You said a test email reached office@gulfline\.test/).count()).toBe(1)
    await shot(page, 'settings-email-set-390')
    await page.setViewportSize(DESKTOP)
    await shot(page, 'settings-email-set-1280')
    expect(e2e.server.ctx.db.prepare("SELECT value FROM settings WHERE key = 'leadTargets'").pluck().get()).toBe(
      JSON.stringify({ emails: ['office@gulfline.test'], webhook: null, formsubmit: null, privateNetwork: false }),
    )
    await page.close()
  })
})

describe('a lead emailed', () => {
  it('lists its attempts under its target, in the lead', async () => {
    const { db, outbox } = e2e.server.ctx
    const { id } = insertLead(
      db,
      {
        kind: 'booking',
        formKey: randomUUID(),
        idempotencyKey: randomUUID(),
        fields: { fullName: 'Ray Thompson', email: 'ray@example.com', phone: '813-555-0177', serviceType: 'spring' },
        status: 'pending',
        spamReason: null,
        landingPage: '/service-area/garage-door-repair-clearwater',
        referrer: null,
        utm: {},
        ip: null,
        userAgent: null,
      },
      Date.now(),
    )
    await outbox.runOnce()
    expect(mail!.received.map((email) => headersOf(email.raw).subject)).toContain(
      'Booking: spring replacement, Clearwater',
    )
    const page = await signedIn(PHONE)
    await page.goto(`${e2e.server.url}/admin/leads?lead=${id}`)
    const target = page.getByRole('region', { name: 'Email to office@gulfline.test' })
    await expect.poll(() => target.textContent()).toMatch(/Attempt 1 · .+ · accepted$/)
    await shot(page, 'lead-attempts-390')
    await page.close()
  })
})
