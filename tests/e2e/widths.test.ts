import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { serverAndBrowser } from './fixture.ts'

const site = loadSite('content')
const e2e = serverAndBrowser()

/** Every static page of the build, and one page of each template: city, service, product, article, blog (and filtered by a topic), not found, sign-in. */
const ROUTES = [
  ...readdirSync('dist/client', { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        // Not pages: the folders of the share cards and icons answer the not-found page, /no-such-page
        // below; the templates' folders are below too, one page of each.
        !['assets', 'cards', 'icons', 'images', 'service-area', 'services', 'products'].includes(entry.name),
    )
    .map((entry) => `/${entry.name}`),
  '/',
  '/service-area',
  site.cities.find((c) => c.slug === 'clearwater')!.path,
  '/services',
  site.services[0]!.path,
  '/products',
  site.products.find((p) => p.slug !== 'index')!.path,
  '/blog',
  '/blog?topic=safety',
  `/blog/${site.blog.posts[0]!.slug}`,
  '/no-such-page',
  '/auth',
]

describe('no page scrolls sideways on a phone or tablet', () => {
  for (const width of [320, 360, 390, 414, 768]) {
    it(`at ${width} px`, async () => {
      const page = await e2e.page({ viewport: { width, height: 800 } })
      const wide: string[] = []
      for (const path of ROUTES) {
        await page.goto(e2e.server.url + path, { waitUntil: 'load' })
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`)
      }
      await page.close()
      expect(wide).toEqual([])
    }, 60_000)
  }
})
