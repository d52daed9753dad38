import { beforeAll, describe, expect, it } from 'vitest'
import { listLeads } from '../../server/db/leads.ts'
import { contactPost } from '../leads.ts'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

/** A lead held for review, as the owner meets it: labelled in the inbox, with why, and released. */
const e2e = serverAndBrowser({ leadsPerTenMinutes: 1 })
const PASSWORD = 'coral-bridge-lantern-58'

/** A post from a browser on this machine: the second from the address is past its limit of 1. */
const postContact = (overrides: Record<string, string>) =>
  fetch(`${e2e.server.url}/contact`, {
    method: 'POST',
    headers: { 'User-Agent': 'Mozilla/5.0 Chrome/142.0', 'Accept-Language': 'en-US' },
    body: new URLSearchParams(contactPost(overrides)),
    redirect: 'manual',
  })

beforeAll(async () => {
  expect((await postContact({ firstName: 'First' })).status).toBe(303)
  expect((await postContact({ firstName: 'Heldon', lastName: 'Review' })).status).toBe(303)
  expect(listLeads(e2e.server.ctx.db).map((lead) => lead.status)).toEqual(['held', 'stored'])
})

describe('a lead held for review in Admin → Leads', () => {
  it('is labelled with why it was held, never as spam, and "Release — forward it" makes it an ordinary lead', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    await page.goto(`${e2e.server.url}/auth`)
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByLabel('Setup code').fill(e2e.server.ctx.setupCode.current()!)
    await Promise.all([
      page.waitForURL('**/admin'),
      page.getByRole('button', { name: /administrator account/ }).click(),
    ])
    await page.getByText('Leads held for review').waitFor()

    await page.goto(`${e2e.server.url}/admin/leads`)
    const held = page.getByRole('listitem').filter({ hasText: 'Heldon Review' })
    await held.getByText('Held for review', { exact: true }).waitFor()
    expect(await held.textContent()).not.toMatch(/spam/i)
    // The counts come with the unfiltered list, which may answer after the list shown.
    const heldOption = page.getByLabel('Status', { exact: true }).locator('option[value="held"]')
    await expect.poll(() => heldOption.textContent()).toBe('Held for review (1)')

    await held.getByRole('link', { name: 'Heldon Review' }).click()
    await page.getByText('Held for review: the 2nd request from one address in 10 minutes.').waitFor()
    await page.getByRole('button', { name: 'Release — forward it' }).click()
    // Released, the lead shows its status to change, like any other.
    await page.getByText('Held for review: the 2nd').waitFor({ state: 'detached' })
    await page.getByLabel('Status', { exact: true }).waitFor()
    expect(listLeads(e2e.server.ctx.db).map((lead) => [lead.fields.firstName, lead.status])).toEqual([
      ['Heldon', 'stored'],
      ['First', 'stored'],
    ])
    await page.close()
  })
})
