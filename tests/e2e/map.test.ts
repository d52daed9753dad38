import type { ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'
import { AXE_SOURCE, LIGHTHOUSE_RULES } from './lighthouse-axe.ts'
import { besideMarker, citiesIn, markerBoxes, press, settled, view } from './map-page.ts'

const e2e = serverAndBrowser()

type Viewport = { width: number; height: number }

async function openMap(
  viewport: Viewport = DESKTOP,
  { clock, ...options }: { bypassCSP?: boolean; isMobile?: boolean; clock?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.page({ viewport, ...options })
  // The page's timers on a clock the test can stop (Playwright's): it runs as a real one until paused.
  if (clock) await page.clock.install()
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${e2e.server.url}/service-area`, { waitUntil: 'networkidle' })
  // The map is an island that loads as the visitor scrolls towards it.
  await page.locator('#map').scrollIntoViewIfNeeded()
  await page.getByRole('region', { name: /Map of the Florida cities we serve/ }).scrollIntoViewIfNeeded()
  await page.locator('.leaflet-marker-icon').first().waitFor()
  await page.locator('.leaflet-container[data-bounds]').waitFor()
  return { page, errors }
}

describe('the service-area map', () => {
  it('shows every one of the 30 marker cities, alone or in a group, and the headquarters, each marker keyboard-reachable', async () => {
    const { page, errors } = await openMap()
    const expected = e2e.server.ctx.site.cities.filter((city) => city.mapMarker && !city.isHQ).map((city) => city.name)
    expect(expected).toHaveLength(30)
    const markers = await markerBoxes(page)
    expect(markers.filter((m) => m.title === 'Oldsmar (headquarters)')).toHaveLength(1)
    const shown = markers.filter((m) => m.title !== 'Oldsmar (headquarters)').flatMap((m) => citiesIn(m.title))
    expect(shown.sort()).toEqual(expected.sort())
    expect(await page.locator('.leaflet-marker-icon[tabindex="0"][role="button"]').count()).toBe(markers.length)
    for (const region of ['Tampa Bay', 'Central Florida', 'Gulf Coast'])
      expect(markers.filter((m) => m.title.endsWith(')') && m.title.includes(region)).length, region).toBeGreaterThan(0)
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
    // Web Mercator at the map's own zoom (6.5 here: one pixel is about 1,527 m at this latitude, so
    // 25 km is a circle about 32.8 px across), plus the circle's 2 px stroke.
    const { zoom } = await view(page)
    const box = (await page.locator('path.hq-circle').boundingBox())!
    const metersPerPixel = (40075016.686 * Math.cos((28.0342 * Math.PI) / 180)) / (256 * 2 ** zoom)
    expect(Math.abs(box.width - 2 - 50_000 / metersPerPixel)).toBeLessThan(1.5)
    await page.close()
  })

  it("a city's marker, or the group it is in, links to the city's page", async () => {
    const { page } = await openMap(PHONE)
    // Each step with its own limit, so that a failure says which step it was.
    await page.locator('.leaflet-marker-icon[title*="Ocala"]').click({ timeout: 8000 })
    const link = page.locator('.leaflet-popup-content').getByRole('link', { name: 'Garage door service in Ocala' })
    await link.waitFor({ timeout: 8000 })
    // The popup pans the map to fit; on a busy machine that takes a while, and a tap while it moves can miss.
    await settled(page)
    await link.click({ timeout: 8000 })
    await page.waitForURL('**/service-area/garage-door-repair-ocala', { timeout: 8000 })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Ocala')
    await page.close()
  })

  it("a group's popup lists its cities and zooms in until they stand apart", async () => {
    const { page, errors } = await openMap(PHONE)
    const group = page.locator('.leaflet-marker-icon[title*="Fort Myers"]')
    const members = citiesIn((await group.getAttribute('title'))!)
    expect(members.length).toBeGreaterThan(1)
    await group.click()
    const popup = page.locator('.leaflet-popup-content')
    for (const name of members)
      expect(await popup.getByRole('link', { name: `Garage door service in ${name}` }).count(), name).toBe(1)
    const before = (await view(page)).zoom
    await popup.getByRole('button', { name: 'Zoom in to see them apart' }).click()
    await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(before)
    await expect
      .poll(async () =>
        citiesIn((await page.locator('.leaflet-marker-icon[title*="Fort Myers"]').getAttribute('title'))!),
      )
      .toEqual(['Fort Myers'])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('pressing on the service-area map', () => {
  it('a 600 ms press names the nearest served city; a 400 ms one does nothing; far away it offers a call', async () => {
    const { page, errors } = await openMap(DESKTOP, { clock: true })
    const near = await besideMarker(page, 'Orlando')
    // 400 ms by the page's own clock, however long the machine takes between the button's down and up.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.mouse.move(near.x, near.y)
    await page.mouse.down()
    await page.clock.runFor(400)
    await page.mouse.up()
    await page.clock.runFor(300)
    expect(await page.getByTestId('nearest-city').count()).toBe(0)
    await page.clock.resume()

    await press(page, near.x, near.y, 650)
    const found = page.getByTestId('nearest-city')
    await found.waitFor()
    expect(await found.textContent()).toMatch(/^Nearest city we serve: .+, \d+ miles away\./)
    expect(await found.locator('a').getAttribute('href')).toMatch(/^\/service-area\/garage-door-repair-[a-z-]+$/)

    const map = (await page.locator('.leaflet-container').boundingBox())!
    await press(page, map.x + 60, map.y + map.height - 60, 650) // far out in the Gulf
    await expect
      .poll(() => page.getByTestId('nearest-city').textContent())
      .toContain('outside the cities we visit regularly')
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
})

describe('the map frames the whole served area', () => {
  const served = () => e2e.server.ctx.site.cities
  const southernmost = () =>
    served().reduce((south, city) => (city.position.latitude < south.position.latitude ? city : south))

  for (const width of [320, 390, 1280, 1440]) {
    it(`at ${width} px: every served city inside the map at the spec's zoom 6.5, markers apart and inside it`, async () => {
      const { page } = await openMap({ width, height: 844 })
      const shown = await view(page)
      // The served area fits at 6.5 in every map this page draws, so the spec's zoom stays.
      expect(shown.zoom).toBe(6.5)
      const south = southernmost()
      expect(south.position.latitude, `${south.name} is the southernmost served city`).toBeGreaterThan(shown.south)
      for (const city of served()) {
        const { latitude, longitude } = city.position
        expect(
          latitude > shown.south && latitude < shown.north && longitude > shown.west && longitude < shown.east,
          city.name,
        ).toBe(true)
      }
      const map = (await page.locator('.leaflet-container').boundingBox())!
      const markers = await markerBoxes(page)
      for (const [i, a] of markers.entries()) {
        expect(
          a.x >= map.x && a.y >= map.y && a.x + a.width <= map.x + map.width && a.y + a.height <= map.y + map.height,
          `${a.title} inside the map`,
        ).toBe(true)
        expect(Math.min(a.width, a.height), `${a.title} is a 24 px tap target`).toBeGreaterThanOrEqual(24)
        for (const b of markers.slice(i + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
          expect(apart, `${a.title} / ${b.title}`).toBe(true)
        }
      }
      await page.close()
    })
  }

  it('in a short window (1280 × 520) the map fits below the sticky header, south Florida included', async () => {
    const viewport = { width: 1280, height: 520 }
    const { page } = await openMap(viewport)
    const header = (await page.locator('header').first().boundingBox())!
    const map = page.locator('.leaflet-container')
    expect((await map.boundingBox())!.height).toBeLessThanOrEqual(viewport.height - header.height)
    await page.evaluate(() => {
      const box = document.querySelector('.leaflet-container')!.getBoundingClientRect()
      const headerHeight = document.querySelector('header')!.getBoundingClientRect().height
      window.scrollBy(0, box.top - headerHeight - 8)
    })
    const south = (await page.locator('.leaflet-marker-icon[title*="Cape Coral"]').boundingBox())!
    expect(south.y).toBeGreaterThan(header.height)
    expect(south.y + south.height).toBeLessThanOrEqual(viewport.height)
    expect((await view(page)).south).toBeLessThan(southernmost().position.latitude)
    await page.close()
  })

  it("a map too short for the spec's view (a phone held sideways) fits the served cities instead", async () => {
    const { page } = await openMap({ width: 844, height: 300 })
    const shown = await view(page)
    // At 280 px the spec's centre would leave the southernmost cities under the edge: the map
    // recentres on the served cities, which still fit at 6.5.
    expect((await page.locator('.leaflet-container').boundingBox())!.height).toBe(280)
    expect(shown.zoom).toBeLessThanOrEqual(6.5)
    expect(
      Math.abs((shown.north + shown.south) / 2 - e2e.server.ctx.site.pages['service-area'].map.center[0]),
    ).toBeGreaterThan(0.1)
    for (const city of served()) {
      const { latitude, longitude } = city.position
      expect(
        latitude > shown.south && latitude < shown.north && longitude > shown.west && longitude < shown.east,
        city.name,
      ).toBe(true)
    }
    await page.close()
  })
})

describe('accessibility of /service-area with the map showing', () => {
  // Lighthouse's mobile preset (412 × 823), then a desktop window.
  for (const viewport of [{ width: 412, height: 823 }, DESKTOP]) {
    it(`passes Lighthouse's axe rules, tap targets included, at ${viewport.width} px`, async () => {
      const { page } = await openMap(viewport, { bypassCSP: true, isMobile: viewport.width < 500 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.evaluate(AXE_SOURCE)
      const rules = Object.fromEntries([
        ...LIGHTHOUSE_RULES.on.map((id) => [id, { enabled: true }]),
        ...LIGHTHOUSE_RULES.off.map((id) => [id, { enabled: false }]),
      ])
      const violations = await page.evaluate(async (rules) => {
        const { axe } = window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
          }
        }
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules })
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
      }, rules)
      expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1)
      expect(violations).toEqual([])
      await page.close()
    })
  }
})
