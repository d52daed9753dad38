import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findLead, listLeads, type Lead } from '../../server/db/leads.ts'
import { writeSettings } from '../../server/db/settings.ts'
import { PHONE, serverAndBrowser } from './fixture.ts'
import { privateTarget } from '../leads.ts'

/**
 * The script loses the answer to a stored request; the visitor, told to try again, fixes the phone
 * number and sends the same form: the lead takes the correction, once, and is forwarded again.
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

/** The lead once the receiver has it with its current idempotency key (a correction gives a new one). */
async function forwarded(id: number): Promise<Lead> {
  const end = Date.now() + 10_000
  for (;;) {
    const lead = findLead(e2e.server.ctx.db, id)!
    const sent = received.some((r) => r.idempotencyKey === lead.idempotencyKey)
    if ((lead.status === 'delivered' && sent) || Date.now() > end) return lead
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the answer lost, the phone number corrected, the form sent again (JavaScript on)', () => {
  it('the lead holds the corrected phone, once, and is forwarded again with it', async () => {
    const before = listLeads(e2e.server.ctx.db).length
    const page = await e2e.page({ viewport: PHONE })
    await page.goto(`${e2e.server.url}/contact`, { waitUntil: 'load' })
    const values = { firstName: 'Ana', lastName: 'Reyes', email: 'ana.reyes@example.com', phone: '(727) 555-0188' }
    for (const [name, value] of Object.entries({ ...values, city: 'Safety Harbor', zip: '34695' }))
      await page.locator(`main form [name="${name}"]`).fill(value)
    await page.locator('main form [name="serviceType"]').selectOption('repair')
    // Typing woke the form: it sends with fetch.
    await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForTimeout(3100)
    // The post reaches the server, but its answer never reaches the page (a dropped connection).
    await page.route('**/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await page.locator('main form [role="alert"]').waitFor()
    const first = listLeads(e2e.server.ctx.db)[0]!
    expect(listLeads(e2e.server.ctx.db)).toHaveLength(before + 1)
    expect((await forwarded(first.id)).status).toBe('delivered')

    await page.unroute('**/contact')
    await page.locator('main form [name="phone"]').fill('(727) 555-0199')
    await Promise.all([
      page.waitForURL('**/thank-you?request=*'),
      page.getByRole('button', { name: 'Get My Free Quote' }).click(),
    ])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Thank You! Your Request Has Been Received',
    )
    expect(listLeads(e2e.server.ctx.db)).toHaveLength(before + 1)
    // A correction within a minute of the last forwarding waits out the minute (one copy per burst).
    expect(findLead(e2e.server.ctx.db, first.id)).toMatchObject({
      status: 'pending',
      fields: expect.objectContaining({ phone: '(727) 555-0199' }),
    })
    // The minute passes (this server runs no outbox timer): the correction is due, and goes.
    e2e.server.ctx.db.prepare('UPDATE leads SET next_attempt_at = ? WHERE id = ?').run(Date.now(), first.id)
    e2e.server.ctx.outbox.kick()
    const lead = await forwarded(first.id)
    expect(lead.idempotencyKey).not.toBe(first.idempotencyKey)
    expect(lead).toMatchObject({ status: 'delivered', fields: expect.objectContaining({ phone: '(727) 555-0199' }) })
    expect(lead.correctedAt).not.toBeNull()
    const sent = received.find((r) => r.idempotencyKey === lead.idempotencyKey)
    expect(sent?.values).toMatchObject({ phone: '(727) 555-0199' })
    await page.close()
  })
})
