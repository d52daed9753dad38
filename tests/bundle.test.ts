import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { prerenderedPages } from './pages.ts'

/** JavaScript files a page's HTML loads on a first visit. */
function scripts(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))]
}

const isLeaflet = (file: string) => readFileSync(`dist/client${file}`, 'utf8').includes('_leaflet_id')

describe('JavaScript per page', () => {
  const pages = prerenderedPages()

  it('no page but the service-area page can load the map library, and that page loads it only when the map mounts', () => {
    for (const page of pages) {
      expect(scripts(page.html).filter(isLeaflet), page.path).toEqual([])
    }
  })

  it('a first visit to a content page transfers at most 100 KB of gzip JavaScript', () => {
    for (const page of pages) {
      const bytes = scripts(page.html).reduce((sum, file) => sum + gzipSync(readFileSync(`dist/client${file}`)).length, 0)
      expect(bytes, page.path).toBeLessThanOrEqual(100 * 1024)
    }
  })
})
