import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packagedChromium } from '../../scripts/packaged-chromium.ts'
import { loadSite } from '../../content-loader/load.ts'
import { chromiumPath, launchBrowser, PHONE } from './browser.ts'
import { startServer } from './server.ts'

/**
 * The Chromium `npm install` brings (tests/e2e/browser.ts) is the one a machine without a system
 * Chromium drives in every browser suite, as CI does (.ci/run points CHROMIUM_PATH at it). Here it
 * is driven whatever the machine has, so that a local run checks it too.
 */
describe('the packaged Chromium', () => {
  const clearwater = loadSite('content').cities.find((city) => city.slug === 'clearwater')!
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser(await packagedChromium())
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('is chosen by CHROMIUM_PATH, which must name a file that is there', async () => {
    const packaged = await packagedChromium()
    expect(await chromiumPath({ CHROMIUM_PATH: packaged })).toBe(packaged)
    const missing = join(packaged, 'missing')
    await expect(chromiumPath({ CHROMIUM_PATH: missing })).rejects.toThrow(
      `Chromium not found at CHROMIUM_PATH=${missing}: no file there`,
    )
  })

  it('shows a phone the Clearwater page, and its menu wakes and opens on the first tap', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await page.goto(server.url + clearwater.path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Clearwater')
    // The site's own font, Inter, is the one the page is drawn in.
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})
