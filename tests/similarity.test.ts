import { describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { MAX_SHARED, sharedShare, shingles, words } from '../content-loader/similarity.ts'
import { mainText, prerenderedPages } from './pages.ts'

/**
 * The content check refuses a city whose own text copies another's (content-loader/checks/doorway.ts).
 * This measures the built pages as a search engine reads them, the wording every city page shares
 * included, which the content check does not see: a template that grows until city pages are
 * mostly the same would pass the check and fail here.
 */
describe('city pages', () => {
  it(`share no more than ${MAX_SHARED * 100}% of their main text with any other city page`, () => {
    const cityPaths = new Set(loadSite('content').cities.map((c) => c.path))
    const pages = prerenderedPages()
      .filter((p) => cityPaths.has(p.path))
      .map((p) => ({ path: p.path, shingles: new Set(shingles(words(mainText(p.html)))) }))
    expect(pages.length).toBe(cityPaths.size)
    let worst = { score: 0, pair: '' }
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const score = sharedShare(pages[i]!.shingles, pages[j]!.shingles)
        if (score > worst.score) worst = { score, pair: `${pages[i]!.path} and ${pages[j]!.path}` }
      }
    }
    console.log(`most similar city pages: ${worst.pair}, ${(worst.score * 100).toFixed(1)}% shared`)
    expect(worst.score, worst.pair).toBeLessThanOrEqual(MAX_SHARED)
  })
})
