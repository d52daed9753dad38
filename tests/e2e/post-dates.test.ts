import { describe, expect, it } from 'vitest'
import { DESKTOP, serverAndBrowser } from './fixture.ts'

const e2e = serverAndBrowser()

describe('post dates', () => {
  it('are machine-readable <time datetime> on the home page blog cards, once the section wakes', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    await page.goto(`${e2e.server.url}/`)
    await page.locator('site-island[data-island="BlogSection"]').scrollIntoViewIfNeeded()
    const times = page.locator('site-island[data-island="BlogSection"] article time')
    await expect.poll(() => times.count()).toBeGreaterThan(0)
    for (const time of await times.all()) {
      const datetime = (await time.getAttribute('datetime')) ?? ''
      expect(Number.isNaN(Date.parse(datetime)), datetime).toBe(false)
      // The date the card shows is the one the attribute gives.
      const shown = new Date(datetime).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
      expect(await time.textContent()).toBe(shown)
    }
    await page.close()
  })
})
