import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Waits until the map has stopped moving: the same bounds over a quarter of a second. */
export async function settled(page: Page) {
  const bounds = () => page.locator('.leaflet-container').getAttribute('data-bounds')
  let last = await bounds()
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(250)
        const now = await bounds()
        const still = now === last
        last = now
        return still
      },
      { timeout: 8000 },
    )
    .toBe(true)
}

/** The zoom and the [[south, west], [north, east]] bounds the map shows (set on its element by ServiceAreaMap). */
export async function view(page: Page) {
  const container = page.locator('.leaflet-container')
  const bounds = JSON.parse((await container.getAttribute('data-bounds'))!) as [[number, number], [number, number]]
  return {
    zoom: Number(await container.getAttribute('data-zoom')),
    south: bounds[0][0],
    west: bounds[0][1],
    north: bounds[1][0],
    east: bounds[1][1],
  }
}

/** Every marker's title and box: the headquarters, single cities and groups of cities. */
export async function markerBoxes(page: Page) {
  return page.locator('.leaflet-marker-icon').evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect()
      return { title: icon.getAttribute('title')!, x: box.x, y: box.y, width: box.width, height: box.height }
    }),
  )
}

/** The cities a marker stands for: "Dunedin (Tampa Bay)" or "Clearwater, Largo (Tampa Bay)". */
export const citiesIn = (title: string) => title.replace(/ \([^)]*\)$/, '').split(', ')

/** Presses the left button at a point for `ms` milliseconds, without moving. */
export async function press(page: Page, x: number, y: number, ms: number) {
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.waitForTimeout(ms)
  await page.mouse.up()
}

/** A point on the map about 30 px from a marker that is on no marker or control, where a press reaches the map. */
export async function besideMarker(page: Page, title: string) {
  const box = (await page.locator(`.leaflet-marker-icon[title*="${title}"]`).boundingBox())!
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  for (let angle = 45; angle < 405; angle += 30) {
    const at = {
      x: centre.x + 30 * Math.cos((angle * Math.PI) / 180),
      y: centre.y + 30 * Math.sin((angle * Math.PI) / 180),
    }
    const free = await page.evaluate(
      ({ x, y }) => !document.elementFromPoint(x, y)?.closest('.leaflet-marker-icon, .leaflet-control, .leaflet-popup'),
      at,
    )
    if (free) return at
  }
  throw new Error(`no free point beside ${title}`)
}
