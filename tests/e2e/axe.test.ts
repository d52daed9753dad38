import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_SECTIONS } from '../../admin/nav.ts'
import { loadSite } from '../../content-loader/load.ts'
import { DESKTOP, giveBack, sharedBrowser, PHONE } from './browser.ts'
import { bookingPost, postLeadForm } from '../leads.ts'
import { AXE_SOURCE, axeViolations as violations, consoleProblems, danglingIds } from './page-checks.ts'
import { startServer } from './server.ts'

const site = loadSite('content')
/** The form key of the booking stored before the pages are checked. */
const BOOKED = 'axe-booking-confirmation'
/** One page of every template (the terms share the privacy policy's, residential commercial's), public and admin. */
const PUBLIC = [
  '/',
  '/services',
  site.services[0]!.path,
  '/products',
  site.products.find((p) => p.slug !== 'index')!.path,
  '/service-area',
  // The service-area page rendered with the answer to its box (a place near the area: a city and the phone).
  '/service-area?place=34660',
  site.cities.find((c) => c.slug === 'clearwater')!.path,
  '/faq',
  '/about',
  '/why-choose-us',
  '/reviews',
  '/contact',
  '/booking',
  '/blog',
  `/blog/${site.blog.posts[0]!.slug}`,
  '/thank-you',
  // The confirmation of a booking just stored (beforeAll stores it).
  `/thank-you?request=${BOOKED}`,
  '/privacy-policy',
  '/sitemap',
  '/commercial',
  '/no-such-page',
  '/auth',
]
const ADMIN = ADMIN_SECTIONS.map((section) => section.href)

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
/**
 * One browser context for each width, signed out and signed in as the site's first administrator:
 * the pages of one share its cache, as a visitor's do, instead of each loading and compiling the
 * same scripts again (each page still starts with every island asleep).
 */
const contexts = new Map<string, Promise<BrowserContext>>()
/** The session cookie of the site's first administrator, made once for the admin screens. */
let session = ''
beforeAll(async () => {
  server = await startServer()
  browser = await sharedBrowser()
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'owner',
      password: 'Mangrove-Tidewater-Pier-61',
      code: server.ctx.setupCode.current(),
    }),
  })
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`)
  const booked = await postLeadForm(server.url, 'booking', bookingPost({ formKey: BOOKED }))
  if (booked.status !== 201) throw new Error(`the booking answered ${booked.status}: ${await booked.text()}`)
  session = /session=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))![1]!
})
afterAll(async () => {
  await giveBack(browser)
  await server?.close()
})

function contextFor(viewport: typeof PHONE, signedIn: boolean): Promise<BrowserContext> {
  const key = `${viewport.width} ${signedIn}`
  if (!contexts.has(key)) {
    const context = browser.newContext({ viewport, bypassCSP: true, isMobile: viewport.width < 500 })
    const signIn = async (context: BrowserContext) => {
      await context.addCookies([{ name: 'session', value: session, url: server.url }])
      return context
    }
    contexts.set(key, signedIn ? context.then(signIn) : context)
  }
  return contexts.get(key)!
}

/**
 * The targets axe finds too small on the screen as it is scrolled now (it weighs only what is on
 * screen). axe takes the part of a target that the sticky header or the phone's call bar covers as
 * lost, so a 24 × 24 px link scrolled half under them fails wherever the scroll stops: those are
 * left out, and a target under 24 px is not.
 */
async function smallTargetsOnScreen(page: Page): Promise<string[]> {
  const { scrolled, targets } = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: object) => Promise<{ violations: { nodes: { target: string[] }[] }[] }> }
    }
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } })
    const bars = [...document.querySelectorAll('header, nav')]
      .filter((bar) => ['sticky', 'fixed'].includes(getComputedStyle(bar).position))
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.width > 0)
    const small = result.violations
      .flatMap((violation) => violation.nodes)
      .map((node) => node.target.join(' '))
      .filter((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect()
        const covered = bars.some((bar) => box.top < bar.bottom && box.bottom > bar.top)
        return !(covered && box.width >= 24 && box.height >= 24)
      })
    return { scrolled: Math.round(window.scrollY), targets: small }
  })
  return targets.map(
    (target) =>
      `target-size (All touch targets must be 24px large, or leave sufficient space), scrolled to ${scrolled} px: ${target}`,
  )
}

/**
 * The whole page, once every island woke: the window made as tall as the page, so that axe, which
 * weighs only what is on screen, weighs every target at once, and every rule run. (A pass a screen
 * at a time down the page weighed the same targets again, at a quarter of the suite's processor
 * time: the one target it alone could fail is one under 24 px scrolled under a bar, which fails
 * here all the same unless spaced from its neighbours as WCAG allows.)
 */
async function wholePage(page: Page): Promise<string[]> {
  const { width } = page.viewportSize()!
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width, height: pageHeight })
  return [...(await violations(page)), ...(await smallTargetsOnScreen(page))]
}

/**
 * Wakes an island as a visitor would (focus inside it, bring it into view, scroll the page; `load`
 * and `idle` wake on their own) and waits until it has hydrated. False for an island nobody can
 * wake at this width: the menu's button is hidden on wide screens, and a short page cannot scroll.
 */
async function wake(page: Page, island: Locator): Promise<boolean> {
  const triggers = (await island.getAttribute('data-wake')) ?? ''
  if (triggers.includes('interaction')) {
    const focusable = island.locator('button, a[href], input:not([type=hidden]), select, textarea').first()
    if (await focusable.isVisible()) await focusable.focus()
  }
  if (triggers.includes('visible')) await island.evaluate((element) => element.firstElementChild?.scrollIntoView())
  if (triggers.includes('scroll')) await page.mouse.wheel(0, 400)
  const wakeable = await island.evaluate((element) => {
    const { wake } = (element as HTMLElement).dataset
    if (wake === 'scroll') return document.documentElement.scrollHeight > window.innerHeight
    return (
      wake!.includes('load') || wake!.includes('idle') || element.querySelector(':scope > *:not([hidden])') !== null
    )
  })
  if (!wakeable || !(await island.isVisible())) return false
  await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 10_000 })
  return true
}

/**
 * The rules the page is weighed by only once, at the end, on the whole page: colour contrast, two
 * thirds of a run of every rule, and target sizes. Outside the islands the page is the HTML the
 * server sent, before and after; an island wakes to the markup the server rendered (else React
 * warns, a console problem here); and the last pass has every element on screen, as the first does
 * not: what the first pass could find of these, the last finds.
 */
const WEIGHED_ONCE = ['color-contrast', 'target-size']

/**
 * Every violation on the page before any island wakes (but WEIGHED_ONCE), within each island once
 * it wakes, and on the whole page, top to bottom, once all have woken; an id that a label or an ARIA
 * attribute names and no element has, before and after; every console error or warning (a hydration
 * warning: an island that woke with other ids than the server rendered) and uncaught error.
 */
async function audit(path: string, viewport: typeof PHONE, signedIn: boolean): Promise<string[]> {
  const page = await (await contextFor(viewport, signedIn)).newPage()
  const problems = consoleProblems(page, server.url + path)
  await page.goto(server.url + path, { waitUntil: signedIn ? 'networkidle' : 'load' })
  await page.evaluate(AXE_SOURCE)
  const found = [
    ...(await violations(page, undefined, WEIGHED_ONCE)),
    ...(await danglingIds(page)).map((id) => `no element has the id ${id}`),
  ].map((v) => `before any island wakes: ${v}`)
  const islands = await page.locator('site-island').count()
  for (let i = 0; i < islands; i++) {
    const selector = `site-island[data-index="${i}"]`
    const island = page.locator(selector)
    const name = await island.getAttribute('data-island')
    if (!(await wake(page, island))) continue
    found.push(...(await violations(page, selector)).map((v) => `once ${name} woke: ${v}`))
  }
  if (signedIn) await page.waitForLoadState('networkidle')
  found.push(
    ...(await danglingIds(page)).map((id) => `after every island woke: no element has the id ${id}`),
    ...(await wholePage(page)).map((v) => `after every island woke: ${v}`),
  )
  await page.close()
  return [...found, ...problems]
}

describe.concurrent('axe-core, WCAG 2.2 A and AA; islands that wake as the server rendered them', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of [...PUBLIC, ...ADMIN]) {
      it(
        `${path} at ${viewport.width} px: no violation, dangling id or console error before or after its islands wake`,
        { timeout: 120_000 },
        async () => {
          expect(await audit(path, viewport, ADMIN.includes(path))).toEqual([])
        },
      )
    }
  }
})

describe('a lead form sent back with mistakes', () => {
  it.each([true, false])(
    'its error summary and fields at 390 px, with the page scripts %s: no violation',
    { timeout: 120_000 },
    async (javaScriptEnabled) => {
      const context = await browser.newContext({ viewport: PHONE, bypassCSP: true, isMobile: true })
      const page = await context.newPage()
      // Without the page's scripts the form is a plain post, and the page the server sends back is checked
      // (axe itself needs JavaScript to run).
      if (!javaScriptEnabled) await page.route(/\.m?js(\?|$)/, (route) => route.abort())
      await page.goto(`${server.url}/contact`, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
      await page.locator('main form [name="zip"]').fill('3469')
      await page.locator('main form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
      await page.getByRole('button', { name: 'Get My Free Quote' }).click()
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor()
      await page.evaluate(AXE_SOURCE)
      expect(await violations(page)).toEqual([])
      await context.close()
    },
  )
})
