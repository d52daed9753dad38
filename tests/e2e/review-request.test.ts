import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { listLeads, setLeadStage } from '../../server/db/leads.ts'
import { contactPost, postLeadForm } from '../leads.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/** The review request on a won lead's page in the admin area, on a phone and on a desk. */
const e2e = serverAndBrowser()
const PASSWORD = 'coral-sound-ferry-58'
let leadId = 0
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's WCAG 2 A and AA violations within the lead's page: rule and elements. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
      }
    }
    const result = await axe.run({ include: ['article'] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  })
}

beforeAll(async () => {
  const res = await postLeadForm(
    e2e.server.url,
    'contact',
    contactPost({ firstName: 'Tomas', lastName: 'Reyes', email: 'tomas@example.com' }),
  )
  expect(res.status).toBe(201)
  leadId = listLeads(e2e.server.ctx.db)[0]!.id
})

/** Signs in at /auth (creating the first administrator with the setup code on a fresh site), then opens the lead. */
async function leadPage(viewport: typeof PHONE): Promise<Page> {
  // CSP allows no inline script; axe is added as one.
  const page = await e2e.page({ viewport, bypassCSP: true })
  await page.goto(`${e2e.server.url}/auth`)
  await page.getByLabel('Username').fill('owner')
  await page.getByLabel('Password').fill(PASSWORD)
  const code = e2e.server.ctx.setupCode.current()
  if (code) await page.getByLabel('Setup code').fill(code)
  await Promise.all([
    page.waitForURL('**/admin'),
    page.getByRole('button', { name: /administrator account|Sign in/ }).click(),
  ])
  await page.goto(`${e2e.server.url}/admin/leads?lead=${leadId}`)
  await page.getByRole('heading', { name: 'Tomas Reyes' }).waitFor()
  return page
}

describe.each([PHONE, DESKTOP])('a won lead at %o', (viewport) => {
  it('offers the link to /review and the request with the first name and the business filled in, to copy, text or email', async () => {
    setLeadStage(e2e.server.ctx.db, leadId, 'contacted', Date.now())
    const page = await leadPage(viewport)
    const request = page.getByRole('region', { name: 'Ask for a review' })
    expect(await request.count()).toBe(0)

    await page.getByLabel('Status', { exact: true }).selectOption('won')
    await request.waitFor()
    const link = `${e2e.server.ctx.siteUrl}/review`
    const message = `Hi Tomas, this is Gulfline Garage Door Co. Thank you for having us out. If you have a minute, we would appreciate an honest review of your visit; it helps your neighbors choose, and it helps us improve: ${link}`
    expect(await request.getByRole('link', { name: link }).getAttribute('href')).toBe(link)
    expect(await request.getByLabel('Message').inputValue()).toBe(message)
    expect(await request.getByRole('link', { name: 'Text it to (727) 555-0199' }).getAttribute('href')).toBe(
      `sms:+17275550199?body=${encodeURIComponent(message)}`,
    )
    const mail = new URL(
      (await request.getByRole('link', { name: 'Email it to tomas@example.com' }).getAttribute('href'))!,
    )
    expect(mail.pathname).toBe('tomas@example.com')
    expect(mail.searchParams.get('body')).toBe(message)
    expect(mail.searchParams.get('subject')).toBe('How was your visit from Gulfline Garage Door Co.?')

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url })
    await request.getByRole('button', { name: 'Copy message' }).click()
    await request.getByText('Copied: paste it into a text or an email to the customer.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    expect(await violations(page)).toEqual([])
    await page.close()
  })
})
