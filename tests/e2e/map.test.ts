import type { ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE } from './browser.ts'
import { serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

async function openMap(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport })
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${e2e.server.url}/service-area`, { waitUntil: 'networkidle' })
  // The map is an island that loads as the visitor scrolls towards it.
  await page.locator('#map').scrollIntoViewIfNeeded()
  await page.getByRole('region', { name: /Map of the Florida cities we serve/ }).scrollIntoViewIfNeeded()
  await page.locator('.leaflet-marker-icon').first().waitFor()
  return { page, errors }
}

/** Presses the left button at a point for `ms` milliseconds, without moving. */
async function press(page: Page, x: number, y: number, ms: number) {
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.waitForTimeout(ms)
  await page.mouse.up()
}

describe('the service-area map', () => {
  it('shows 31 keyboard-reachable markers: 30 cities and the headquarters', async () => {
    const { page, errors } = await openMap()
    const markers = page.locator('.leaflet-marker-icon')
    expect(await markers.count()).toBe(31)
    expect(await page.locator('.leaflet-marker-icon[tabindex="0"][role="button"]').count()).toBe(31)
    for (const region of ['Tampa Bay', 'Central Florida', 'Gulf Coast']) expect(await page.locator(`.leaflet-marker-icon[title$="(${region})"]`).count(), region).toBeGreaterThan(0)
    await page.keyboard.press('Tab')
    expect(errors).toEqual([])
    await page.close()
  })

  it('opens the headquarters popup with its address, around a 25 km circle', async () => {
    const { page } = await openMap()
    await page.locator('.leaflet-marker-icon[title="Oldsmar (headquarters)"]').click()
    const popup = page.locator('.leaflet-popup-content')
    await popup.waitFor()
    expect(await popup.textContent()).toContain('HEADQUARTERS')
    expect(await popup.textContent()).toContain('275 State Street East, Suite 110, Oldsmar, FL 34677')
    // At zoom 6.5 and this latitude one pixel is about 1,527 m, so 25 km is a circle about 32.8 px across (plus its 2 px stroke).
    const box = (await page.locator('path.hq-circle').boundingBox())!
    const metersPerPixel = (40075016.686 * Math.cos((28.0342 * Math.PI) / 180)) / (256 * 2 ** 6.5)
    expect(Math.abs(box.width - 2 - 50_000 / metersPerPixel)).toBeLessThan(1.5)
    await page.close()
  })

  it('a 600 ms press names the nearest served city; a 400 ms one does nothing; far away it offers a call', async () => {
    const { page, errors } = await openMap()
    const orlando = (await page.locator('.leaflet-marker-icon[title="Orlando (Central Florida)"]').boundingBox())!
    const near = { x: orlando.x + orlando.width / 2 + 14, y: orlando.y + orlando.height / 2 + 14 }
    await press(page, near.x, near.y, 400)
    await page.waitForTimeout(300)
    expect(await page.getByTestId('nearest-city').count()).toBe(0)

    await press(page, near.x, near.y, 650)
    const found = page.getByTestId('nearest-city')
    await found.waitFor()
    expect(await found.textContent()).toMatch(/^Nearest city we serve: .+, \d+ miles away\./)
    expect(await found.locator('a').getAttribute('href')).toMatch(/^\/service-area\/garage-door-repair-[a-z-]+$/)

    const map = (await page.locator('.leaflet-container').boundingBox())!
    await press(page, map.x + 60, map.y + map.height - 60, 650) // far out in the Gulf
    await expect.poll(() => page.getByTestId('nearest-city').textContent()).toContain('outside the cities we visit regularly')
    expect(await page.getByTestId('nearest-city').locator('a').getAttribute('href')).toBe('tel:+18135550142')
    expect(errors).toEqual([])
    await page.close()
  })

  it('a drag cancels the press', async () => {
    const { page } = await openMap()
    const map = (await page.locator('.leaflet-container').boundingBox())!
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2)
    await page.mouse.down()
    await page.mouse.move(map.x + map.width / 2 + 40, map.y + map.height / 2 + 10, { steps: 5 })
    await page.waitForTimeout(700)
    await page.mouse.up()
    expect(await page.getByTestId('nearest-city').count()).toBe(0)
    await page.close()
  })

  it("a city marker's popup links to the city's page", async () => {
    const { page } = await openMap(PHONE)
    await page.locator('.leaflet-marker-icon[title="Ocala (Central Florida)"]').click()
    const link = page.locator('.leaflet-popup-content a')
    await link.waitFor()
    expect(await link.textContent()).toBe('Garage door service in Ocala')
    await link.click()
    await page.waitForURL('**/service-area/garage-door-repair-ocala')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Ocala')
    await page.close()
  })
})
