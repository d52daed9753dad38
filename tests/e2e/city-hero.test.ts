import { describe, expect, it } from 'vitest'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

/** A city with few ZIP codes, one with many (Orlando: 21), and the headquarters city. */
const cities = () =>
  ['clearwater', 'orlando', 'oldsmar'].map((slug) => e2e.server.ctx.site.cities.find((city) => city.slug === slug)!)

describe('the city hero', () => {
  it('at 1280 px fills its right half with the quick-facts card, in view', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    for (const city of cities()) {
      await page.goto(e2e.server.url + city.path)
      const card = page.getByTestId('city-facts')
      const box = (await card.boundingBox())!
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(box.x, city.name).toBeGreaterThan(DESKTOP.width / 2)
      expect(box.y + box.height, city.name).toBeLessThanOrEqual(DESKTOP.height)
      // Beside the heading, not below it.
      expect(box.y, city.name).toBeLessThan(heading.y + heading.height)
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(`${city.name} at a Glance`)
      const text = (await card.textContent())!
      expect(text).toContain(city.county)
      expect(text).toContain(city.region)
      expect(text).toMatch(
        city.isHQ ? /Our headquarters is right here in Oldsmar/ : /About \d+ miles from our Oldsmar headquarters/,
      )
      const book = card.getByRole('link', { name: `Book Service in ${city.name}` })
      expect(await book.getAttribute('href')).toBe('/booking')
      expect(await card.getByRole('img', { name: new RegExp(`^Map of Florida showing ${city.name}`) }).count()).toBe(1)
    }
    // Orlando's card lists all 21 of its ZIP codes, and the page lists them nowhere else.
    const orlando = cities()[1]!
    await page.goto(e2e.server.url + orlando.path)
    expect(await page.getByTestId('zip-codes').textContent()).toBe(orlando.zipCodes!.join(', '))
    expect((await page.locator('body').innerText()).split(orlando.zipCodes![20]!)).toHaveLength(2)
    // No map library on city pages: the locator map is plain SVG.
    expect(await page.locator('.leaflet-container').count()).toBe(0)
    await page.close()
  })

  it('stacks below the hero text on phones and tablets, without sideways scroll (320-768 px)', async () => {
    for (const width of [320, 360, 390, 414, 768]) {
      const page = await e2e.page({ viewport: { width, height: 800 } })
      for (const city of cities()) {
        await page.goto(e2e.server.url + city.path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${city.name} at ${width} px`).toBe(0)
        const card = (await page.getByTestId('city-facts').boundingBox())!
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
        const call = (await hero.getByRole('link', { name: /^Call / }).boundingBox())!
        expect(card.y, `${city.name} at ${width} px`).toBeGreaterThan(call.y + call.height)
        expect(card.x + card.width, `${city.name} at ${width} px`).toBeLessThanOrEqual(width)
      }
      await page.close()
    }
  })
})
