import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await e2e.page({ viewport })
  await page.goto(e2e.server.url + path, { waitUntil: 'networkidle' })
  return page
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
}

describe('shared layout: scrolling', () => {
  it('the header casts a shadow only after more than 20 px of scroll', async () => {
    const page = await open('/')
    const header = page.locator('header').first()
    await scrollTo(page, 20)
    await page.waitForTimeout(50)
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await scrollTo(page, 21)
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
    await page.close()
  })

  it('back-to-top appears after more than 300 px and returns to the top', async () => {
    const page = await open('/')
    const button = page.getByRole('button', { name: 'Back to top' })
    await scrollTo(page, 300)
    await page.waitForTimeout(50)
    expect(await button.count()).toBe(0)
    await scrollTo(page, 301)
    await button.waitFor()
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await page.close()
  })

  it('a link to another page loads it whole, at its top', async () => {
    const page = await open('/')
    await scrollTo(page, 1500)
    await page.locator('footer').getByRole('link', { name: 'Spring Replacement' }).click()
    await page.waitForURL('**/services/spring-replacement')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })

  it('in-page anchor links stop 100 px below the top', async () => {
    const page = await open('/service-area')
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1).click()
    await page.waitForURL('**#cities')
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('cities')!.getBoundingClientRect().top)), {
        timeout: 3000,
      })
      .toBe(100)
    await page.close()
  })
})

describe('shared layout: at phone width', () => {
  it('the mobile menu traps focus, locks scroll, and closes on Escape, on the backdrop and on a link', async () => {
    const page = await open('/', PHONE)
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const openMenu = () => page.getByRole('button', { name: 'Open menu' }).click()

    await openMenu()
    await menu.waitFor()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

    await openMenu()
    await menu.waitFor()
    await page.mouse.click(10, 400) // the backdrop, left of the panel
    await menu.waitFor({ state: 'detached' })

    await openMenu()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await menu.waitFor({ state: 'detached' })
    await page.waitForURL('**/faq')
    await page.close()
  })

  it('the tap-to-call bar shows at phone width and not on desktop', async () => {
    const phone = await open('/', PHONE)
    expect(await phone.getByTestId('call-bar').isVisible()).toBe(true)
    expect(await phone.getByTestId('call-bar').getByRole('link').first().getAttribute('href')).toMatch(
      /^tel:\+1\d{10}$/,
    )
    await phone.close()
    const desktop = await open('/', DESKTOP)
    expect(await desktop.getByTestId('call-bar').isVisible()).toBe(false)
    await desktop.close()
  })
})

describe('pages', () => {
  it('FAQ tabs open on General Questions, and the accordion keeps one answer open, which can be closed', async () => {
    const page = await open('/faq')
    const selected = page.getByRole('tab', { selected: true })
    expect(await selected.textContent()).toBe('General Questions')
    const panel = page.getByRole('tabpanel')
    const questions = panel.getByRole('button')
    // The first tap wakes the island and still opens the answer.
    await questions.nth(0).click()
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('true')
    await questions.nth(1).click()
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true')
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false')
    expect(await panel.locator('[data-state="open"][role="region"]').count()).toBe(1)
    await questions.nth(1).click()
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('tab', { name: 'Pricing & Costs' }).click()
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Pricing & Costs')
    await page.close()
  })

  it('the home blog section shows the three newest posts at once, asks the server for its posts as the visitor scrolls towards it, then Load More', async () => {
    const page = await e2e.page({ viewport: PHONE })
    const requests: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('/api/blog/') && requests.push(new URL(request.url()).pathname),
    )
    await page.goto(e2e.server.url + '/', { waitUntil: 'networkidle' })
    const section = page.locator('#blog')
    const articles = section.getByRole('link', { name: /^Read full article/ })
    // The build's posts are in the page's HTML: three cards before the island wakes, and no request yet.
    expect(await articles.count()).toBe(3)
    expect(requests).toEqual([])
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => requests.length).toBe(3)
    expect(requests.sort()).toEqual(['/api/blog/categories', '/api/blog/posts', '/api/blog/tags'])
    expect(await articles.count()).toBe(3)
    // Each card names its topics, each a link to the blog filtered by it.
    expect(
      await section.getByRole('list', { name: 'Topics' }).first().getByRole('link').first().getAttribute('href'),
    ).toMatch(/^\/blog\?topic=[a-z0-9-]+$/)
    await section.getByRole('button', { name: 'Load More Articles' }).click()
    await expect.poll(() => articles.count()).toBe(4)
    expect(await section.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0)
    await page.close()
  })

  it('an unknown address answers 404 with the not-found screen', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    const response = await page.goto(`${e2e.server.url}/garage-door-repair-atlantis`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found')
    expect(await page.getByText('might have been moved, deleted, or never existed').count()).toBeGreaterThan(0)
    for (const name of ['Back to Home', 'Browse Services', 'Call Us'])
      expect(await page.getByRole('link', { name }).count(), name).toBe(1)
    expect(await page.locator('main article').count()).toBe(3)
    await page.close()
  })
})

describe("every page's head", () => {
  // Every page of the site, parsed in one browser call, so the check fits the default time limit
  // (docs/decisions/0009-measuring-on-a-shared-machine.md).
  it('every page has exactly one h1, a title, a description and a canonical link', async () => {
    // Each page as the server sends it, read by the browser's own HTML parser.
    const routes = loadSite('content').routes
    const documents = await Promise.all(
      routes.map(async (route) => ({
        path: route.path,
        html: await (await fetch(e2e.server.url + route.path)).text(),
      })),
    )
    const page = await e2e.page()
    const heads = await page.evaluate(
      (docs) =>
        docs.map(({ path, html }) => {
          const doc = new DOMParser().parseFromString(html, 'text/html')
          return {
            path,
            h1: doc.querySelectorAll('h1').length,
            title: doc.title,
            description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
            canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
          }
        }),
      documents,
    )
    expect(heads).toHaveLength(routes.length)
    for (const head of heads) {
      expect(head.h1, head.path).toBe(1)
      expect(head.title.length, head.path).toBeGreaterThan(10)
      expect(head.description.length, head.path).toBeGreaterThan(50)
      expect(head.canonical, head.path).toBe(`http://localhost:3000${head.path}`)
    }
    await page.close()
  })
})
