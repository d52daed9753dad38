import type { Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { listLeads } from '../../server/db/leads.ts'
import { PHONE, serverAndBrowser } from './fixture.ts'

/**
 * The pages with a lead form are kept by caches (a CDN, the browser's back/forward cache) and
 * served to many visitors as the same bytes. Two visitors given one cached copy must send two
 * leads, never one key between them; and one visitor's form sent twice must still be one lead.
 */
const e2e = serverAndBrowser()

const leads = () => listLeads(e2e.server.ctx.db)

/** /contact as the server answered it once, kept as a CDN keeps it. */
const cached = { body: '', etag: '', cacheControl: '' }
beforeAll(async () => {
  const res = await fetch(`${e2e.server.url}/contact`)
  cached.body = await res.text()
  cached.etag = res.headers.get('etag') ?? ''
  cached.cacheControl = res.headers.get('cache-control') ?? ''
})

/** A visitor whose /contact comes from the cache, never from the server; everything else (the form's post) reaches it. */
async function visitorOfCachedPage(javaScriptEnabled: boolean): Promise<{ page: Page; fromCache: () => number }> {
  const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
  let served = 0
  await page.route(`${e2e.server.url}/contact`, (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue()
    served++
    return route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: cached.etag, 'Cache-Control': cached.cacheControl },
      body: cached.body,
    })
  })
  await page.goto(`${e2e.server.url}/contact`, { waitUntil: 'load' })
  return { page, fromCache: () => served }
}

async function fillContact(page: Page, person: { firstName: string; email: string; phone: string }) {
  const values = { ...person, lastName: 'Reyes', city: 'Safety Harbor', zip: '34695', message: 'The door sticks.' }
  for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value)
  await page.locator('main form [name="serviceType"]').selectOption('repair')
}

// A person takes a few seconds to fill in a form; faster is one sign of a script.
const humanPause = (page: Page) => page.waitForTimeout(3100)

async function send(page: Page) {
  await Promise.all([
    page.waitForURL('**/thank-you?request=*'),
    page.getByRole('button', { name: 'Get My Free Quote' }).click(),
  ])
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank You! Your Request Has Been Received')
  return new URL(page.url()).searchParams.get('request')
}

describe('the cached contact page', () => {
  it('is the same bytes for every visitor: public, with an ETag the server answers 304', async () => {
    expect(cached.cacheControl).toMatch(/^public\b/)
    expect(cached.etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${e2e.server.url}/contact`)
    expect(await again.text()).toBe(cached.body)
    // As a CDN or a browser revalidates (fetch() would add `Cache-Control: no-cache`, which asks for the whole page).
    const revalidated = await fetch(`${e2e.server.url}/contact`, {
      headers: { 'If-None-Match': cached.etag, 'Cache-Control': 'max-age=0' },
    })
    expect(revalidated.status).toBe(304)
    expect(cached.body).toContain('name="formKey" value=""')
  })

  it('gets a key of its own in each browser as it starts, before the form wakes; with JavaScript off, none', async () => {
    const keys: string[] = []
    for (let i = 0; i < 2; i++) {
      const { page } = await visitorOfCachedPage(true)
      keys.push(await page.locator('main form [name="formKey"]').inputValue())
      expect(await page.locator('site-island[data-island="ContactForm"][data-hydrated]').count()).toBe(0)
      await page.close()
    }
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
    const { page } = await visitorOfCachedPage(false)
    expect(await page.locator('main form [name="formKey"]').inputValue()).toBe('')
    await page.close()
  })

  for (const javaScript of [true, false])
    it(`two visitors served that one copy send two leads, both stored (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const before = leads().length
      const ana = await visitorOfCachedPage(javaScript)
      const luis = await visitorOfCachedPage(javaScript)
      const tag = javaScript ? 'js' : 'plain'
      await fillContact(ana.page, { firstName: 'Ana', email: `ana.${tag}@example.com`, phone: '(727) 555-0188' })
      await fillContact(luis.page, { firstName: 'Luis', email: `luis.${tag}@example.com`, phone: '(813) 555-0161' })
      await humanPause(ana.page)
      const [anaKey, luisKey] = [await send(ana.page), await send(luis.page)]
      expect([ana.fromCache(), luis.fromCache()]).toEqual([1, 1])

      expect(leads()).toHaveLength(before + 2)
      const [second, first] = leads()
      expect(first).toMatchObject({ formKey: anaKey, status: 'stored', spamReason: null, correctedAt: null })
      expect(first!.fields).toMatchObject({ firstName: 'Ana', email: `ana.${tag}@example.com` })
      expect(second).toMatchObject({ formKey: luisKey, status: 'stored', spamReason: null, correctedAt: null })
      expect(second!.fields).toMatchObject({ firstName: 'Luis', email: `luis.${tag}@example.com` })
      expect(anaKey).not.toBe(luisKey)
      await ana.page.close()
      await luis.page.close()
    }, 60_000)
})

describe('one form sent twice from the cached page (the first answer lost, the button pressed again)', () => {
  for (const javaScript of [true, false])
    it(`stores one lead (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const before = leads().length
      const { page } = await visitorOfCachedPage(javaScript)
      await fillContact(page, { firstName: 'Rosa', email: `rosa.${javaScript}@example.com`, phone: '(727) 555-0145' })
      let posts = 0
      // The first post reaches the server, which stores the lead, but its answer never reaches the browser.
      await page.route(`${e2e.server.url}/contact`, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        if (++posts > 1) return route.continue()
        await route.fetch({ maxRedirects: 0 })
        await route.abort(javaScript ? 'connectionreset' : 'aborted')
      })
      await humanPause(page)
      if (javaScript) {
        await page.getByRole('button', { name: 'Get My Free Quote' }).click()
        await page.locator('main form [role="alert"]').waitFor()
      } else {
        const aborted = page.waitForEvent('requestfailed')
        await page.getByRole('button', { name: 'Get My Free Quote' }).click()
        await aborted
      }
      expect(leads()).toHaveLength(before + 1)
      const key = await send(page)
      expect(posts).toBe(2)
      expect(leads()).toHaveLength(before + 1)
      expect(leads()[0]).toMatchObject({ formKey: key, correctedAt: null })
      expect(leads()[0]!.fields).toMatchObject({ firstName: 'Rosa' })
      await page.close()
    }, 60_000)
})

describe('back to a page the browser kept, after its lead was stored', () => {
  it('sends the next request as a lead of its own, never as a correction of the first', async () => {
    const before = leads().length
    const { page } = await visitorOfCachedPage(true)
    // The page stays where it is after the lead is stored, as if the visitor came straight back to it.
    await page.route('**/thank-you?*', (route) => route.abort('aborted'))
    await fillContact(page, { firstName: 'Nora', email: 'nora@example.com', phone: '(727) 555-0110' })
    await humanPause(page)
    const stored = page.waitForResponse((res) => res.request().method() === 'POST' && res.status() === 201)
    // The way to the thank-you page, which the page takes once it has the answer, is cut: only then is
    // the route taken away (on a busy machine the page took it after, and left).
    const stayed = page.waitForEvent('requestfailed', (req) => req.url().includes('/thank-you?'))
    await page.getByRole('button', { name: 'Get My Free Quote' }).click()
    await stored
    await stayed
    const firstKey = leads()[0]!.formKey
    // The back/forward cache gives the page back as it was left (Playwright's Chromium keeps none, so the event is sent here).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await page.unroute('**/thank-you?*')
    await page.locator('main form [name="firstName"]').fill('Owen')
    await page.locator('main form [name="email"]').fill('owen@example.com')
    await humanPause(page)
    const key = await send(page)
    expect(key).not.toBe(firstKey)
    expect(leads()).toHaveLength(before + 2)
    expect(leads()[1]).toMatchObject({ formKey: firstKey, correctedAt: null })
    expect(leads()[1]!.fields).toMatchObject({ firstName: 'Nora', email: 'nora@example.com' })
    expect(leads()[0]!.fields).toMatchObject({ firstName: 'Owen', email: 'owen@example.com' })
    await page.close()
  }, 60_000)
})
