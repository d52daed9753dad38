import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

/**
 * The tile provider's credit on the public map, in Chromium: plain text, its link drawn by our code
 * from attributionUrl. The content check refuses HTML in the credit; here HTML is put into the
 * built page's map props anyway (as content from before the check would), and stays text.
 */
const e2e = serverAndBrowser()
const CREDIT = '© OpenStreetMap contributors'
const HOSTILE =
  '© <a href="javascript:alert(1)">OpenStreetMap</a> <img src="/pixel.gif"> <form action="/contact" method="post"><input name="email"></form>'

/** The HTML of an attribute's value, as the page holds the island's props. */
const inAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

async function openMap(credit?: string): Promise<Page> {
  const page = await e2e.page({ viewport: DESKTOP })
  if (credit)
    await page.route(`${e2e.server.url}/service-area`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        inAttribute(JSON.stringify({ attribution: CREDIT }).slice(1, -1)),
        inAttribute(JSON.stringify({ attribution: credit }).slice(1, -1)),
      )
      expect(html).toContain(inAttribute(JSON.stringify(credit)))
      await route.fulfill({ response, body: html })
    })
  await page.goto(`${e2e.server.url}/service-area`, { waitUntil: 'networkidle' })
  // The map is an island that wakes as the visitor scrolls towards it.
  await page.locator('#map').scrollIntoViewIfNeeded()
  await page.getByRole('region', { name: /Map of the Florida cities we serve/ }).scrollIntoViewIfNeeded()
  await page.locator('.leaflet-marker-icon').first().waitFor()
  return page
}

describe("the map's tile credit", () => {
  it('is the content’s words, linked to its attributionUrl, and Leaflet’s HTML credit is not shown', async () => {
    const page = await openMap()
    const map = page.getByRole('region', { name: /Map of the Florida cities we serve/ })
    const link = map.getByRole('link', { name: CREDIT })
    expect(await link.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright')
    expect(await map.locator('.leaflet-control-attribution').count()).toBe(0)
    await page.close()
  })

  it('shows HTML that reached it as text: no link, image or form is made of it', async () => {
    const page = await openMap(HOSTILE)
    const map = page.getByRole('region', { name: /Map of the Florida cities we serve/ })
    const link = map.getByRole('link', { name: HOSTILE })
    expect(await link.textContent()).toBe(HOSTILE)
    expect(await link.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright')
    expect(await map.locator('a[href^="javascript:"], img[src="/pixel.gif"], form, input').count()).toBe(0)
    await page.close()
  })
})
