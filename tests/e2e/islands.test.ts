import { describe, expect, it } from 'vitest'
import { countingCode } from '../pages.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'
import { consoleProblems, danglingIds } from './page-checks.ts'

const e2e = serverAndBrowser()

/** Opens a page and records every console error and warning (React's hydration warnings are among them). */
async function open(path: string, viewport: { width: number; height: number }) {
  const page = await e2e.page({ viewport })
  const problems = consoleProblems(page, e2e.server.url + path)
  await page.goto(e2e.server.url + path, { waitUntil: 'networkidle' })
  return { page, problems }
}

describe('waking islands', () => {
  it('no script runs React before an island wakes; the first tap on the menu both wakes it and opens it', async () => {
    const { page, problems } = await open('/', PHONE)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => new URL(entry.name).pathname),
    )
    // The page's own two, and the visit-counting code once the page has loaded (it has no React).
    expect(scripts.filter((path) => path !== countingCode()).length, scripts.join(' ')).toBeLessThanOrEqual(2)
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
