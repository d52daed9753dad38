import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { countingCode, prerenderedPages } from './pages.ts'

/** JavaScript files a page's HTML loads on a first visit, with every file they import in turn. */
const scripts = (html: string) =>
  withImports([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))

/** The files, and every file they import statically in turn. */
function withImports(files: string[]): string[] {
  const found = new Set(files)
  for (const file of found) {
    const code = readFileSync(`dist/client${file}`, 'utf8')
    // Static imports only (`from"…"`, `import"…"`): what import() names loads when an island wakes.
    for (const [, target] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
      found.add(new URL(target!, `http://x${file}`).pathname)
  }
  return [...found]
}

const code = (file: string) => readFileSync(`dist/client${file}`, 'utf8')
const isLeaflet = (file: string) => code(file).includes('_leaflet_id')
/** React's element marker: in every build of React, and in nothing else. */
const isReact = (file: string) =>
  code(file).includes('react.transitional.element') || code(file).includes('react.element')

describe('JavaScript per page', () => {
  const pages = prerenderedPages()

  it('no content page loads React or the map library before an island wakes', () => {
    for (const page of pages) {
      expect(scripts(page.html).filter(isReact), page.path).toEqual([])
      expect(scripts(page.html).filter(isLeaflet), page.path).toEqual([])
    }
  })

  it('a first visit to a content page transfers at most 20 KB of gzip JavaScript', () => {
    for (const page of pages) {
      const bytes = scripts(page.html).reduce(
        (sum, file) => sum + gzipSync(readFileSync(`dist/client${file}`)).length,
        0,
      )
      expect(bytes, page.path).toBeLessThanOrEqual(20 * 1024)
    }
  })

  it('counts the visit with at most 2 KB of gzip JavaScript, loaded after the page, not with it', () => {
    const counting = withImports([countingCode()])
    const bytes = counting.reduce(
      (sum, file) => sum + gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length,
      0,
    )
    expect(bytes).toBeLessThanOrEqual(2 * 1024)
    // Asked for only by import(), once the page has loaded (renderer/+client.ts): no page loads it with its first paint.
    for (const page of pages) expect(scripts(page.html), page.path).not.toContain(countingCode())
  })
})
