import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

const site = loadSite('content')
const article = site.blog.posts[0]!.slug
/** One page of every template, and the static pages with islands of their own. */
const TEMPLATES = [
  '/',
  site.services[0]!.path,
  site.products.find((p) => p.slug !== 'index')!.path,
  '/products',
  site.cities.find((c) => c.slug === 'clearwater')!.path,
  '/service-area',
  '/faq',
  '/contact',
  '/booking',
  '/blog',
  `/blog/${article}`,
  '/residential',
  '/privacy-policy',
  '/why-choose-us',
  '/reviews',
  '/sitemap',
  '/thank-you',
  '/no-such-page',
  '/auth',
]

/** Ids named by aria-controls, aria-labelledby, aria-describedby and label[for] that no element has. */
function danglingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = []
    for (const attribute of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/))
          if (id && !document.getElementById(id))
            missing.push(`${attribute}="${id}" on <${element.tagName.toLowerCase()}>`)
      }
    }
    return missing
  })
}

/** Opens a page and records every console error and warning (React's hydration warnings are among them). */
async function open(path: string, viewport: { width: number; height: number }) {
  const page = await e2e.page({ viewport })
  const problems: string[] = []
  page.on('console', (message) => {
    // The not-found page's own 404 is what it should answer.
    if (message.location().url === e2e.server.url + path && message.text().includes('status of 404')) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  await page.goto(e2e.server.url + path, { waitUntil: 'networkidle' })
  return { page, problems }
}

/**
 * Wakes every island the way a visitor would (focus inside, scroll to it, scroll the page) and
 * waits until all have hydrated. An island that waits for the page to scroll stays asleep on a
 * page too short to scroll, as it should.
 */
async function wakeAll(page: Page) {
  const count = await page.locator('site-island').count()
  for (let i = 0; i < count; i++) {
    const island = page.locator('site-island').nth(i)
    const wake = (await island.getAttribute('data-wake')) ?? ''
    if (wake.includes('interaction')) {
      const focusable = island.locator('button, a[href], input:not([type=hidden]), select, textarea').first()
      // The menu's button is hidden on wide screens: nobody can wake it there.
      if (await focusable.isVisible()) await focusable.focus()
    }
    if (wake.includes('visible')) await island.evaluate((element) => element.firstElementChild?.scrollIntoView())
    if (wake.includes('scroll')) await page.mouse.wheel(0, 400)
  }
  const asleep = () =>
    page.evaluate(() => {
      const scrolls = document.documentElement.scrollHeight > window.innerHeight
      const visible = (island: HTMLElement) =>
        [...island.children].some((child) => (child as HTMLElement).offsetParent !== null)
      return [...document.querySelectorAll<HTMLElement>('site-island:not([data-hydrated])')]
        .filter((island) => (island.dataset.wake === 'scroll' ? scrolls : visible(island)))
        .map((island) => island.dataset.island)
    })
  await expect.poll(asleep, { timeout: 10_000 }).toEqual([])
}

describe('islands', () => {
  // One test a page, so that a failure names its page and each has its own time limit.
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of TEMPLATES) {
      it(`at ${viewport.width} px, ${path}: every island hydrates with the ids the server rendered, with no console error or hydration warning`, async () => {
        const { page, problems } = await open(path, viewport)
        expect(await danglingIds(page), 'before').toEqual([])
        await wakeAll(page)
        expect(await danglingIds(page), 'after hydration').toEqual([])
        expect(problems).toEqual([])
        await page.close()
      })
    }
  }
})

describe('waking islands', () => {
  it('no script runs React before an island wakes; the first tap on the menu both wakes it and opens it', async () => {
    const { page, problems } = await open('/', PHONE)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => entry.name),
    )
    expect(scripts.length).toBeLessThanOrEqual(2)
    expect(await page.evaluate(() => document.querySelectorAll('site-island[data-hydrated]').length)).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(await danglingIds(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('the menu opens from the keyboard alone: Tab to it, Enter', async () => {
    const { page } = await open('/faq', PHONE)
    const button = page.getByRole('button', { name: 'Open menu' })
    for (let i = 0; i < 10 && !(await button.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    await page.close()
  })

  it('an address naming a FAQ topic (/faq#pricing) opens on that tab without waiting for a tap', async () => {
    const { page, problems } = await open('/faq#pricing', PHONE)
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Pricing & Costs')
    expect(problems).toEqual([])
    await page.close()
    // A fragment that is not valid percent-encoding wakes nothing and breaks nothing.
    const broken = await open('/faq#%E0%A4%A', PHONE)
    await broken.page.getByRole('button', { name: 'Open menu' }).click()
    await broken.page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(broken.problems).toEqual([])
    await broken.page.close()
  })

  it('wakes FAQ tabs, an accordion answer, the blog filters and the map, and every id they pair still resolves', async () => {
    const faq = await open('/faq', DESKTOP)
    await faq.page.getByRole('tab', { name: 'Pricing & Costs' }).click()
    await expect.poll(() => faq.page.getByRole('tab', { selected: true }).textContent()).toBe('Pricing & Costs')
    const question = faq.page.getByRole('tabpanel').getByRole('button').nth(1)
    await question.click()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    expect(await danglingIds(faq.page)).toEqual([])
    expect(faq.problems).toEqual([])
    await faq.page.close()

    const blog = await open('/blog', PHONE)
    await blog.page.getByRole('button', { name: /^Categories/ }).click()
    await expect
      .poll(() => blog.page.getByRole('button', { name: /^Categories/ }).getAttribute('aria-expanded'))
      .toBe('true')
    expect(await danglingIds(blog.page)).toEqual([])
    expect(blog.problems).toEqual([])
    await blog.page.close()

    const map = await open('/service-area', PHONE)
    await map.page.locator('#map').scrollIntoViewIfNeeded()
    await map.page.locator('.leaflet-marker-icon').first().waitFor()
    expect(await danglingIds(map.page)).toEqual([])
    expect(map.problems).toEqual([])
    await map.page.close()
  })
})

describe('the FAQ topics from the keyboard', () => {
  it('Tab reaches the chosen FAQ topic before its island wakes (one tab stop), and the arrows move it once awake', async () => {
    const { page, problems } = await open('/faq', PHONE)
    const tabStops = () => page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('tabindex')))
    const [first, second] = await page.getByRole('tab').allTextContents()
    expect(await tabStops()).toEqual(['0', ...(await page.getByRole('tab').all()).slice(1).map(() => '-1')])
    const focusedTab = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
      )
    for (let i = 0; i < 20 && !(await focusedTab()); i++) await page.keyboard.press('Tab')
    expect(await focusedTab()).toBe(first)
    await page.locator('site-island[data-island="FaqTabs"][data-hydrated]').waitFor({ state: 'attached' })
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(second)
    expect(await focusedTab()).toBe(second)
    expect((await tabStops()).slice(0, 2)).toEqual(['-1', '0'])
    expect(problems).toEqual([])
    await page.close()
  })
})
