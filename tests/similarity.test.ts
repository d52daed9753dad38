import { describe, expect, it } from 'vitest'
import { loadSite } from '../schemas/load.ts'
import { mainText, prerenderedPages } from './pages.ts'

/** Most of the text two city pages may share; past it, search engines see doorway pages. */
const MAX_SHARED = 0.6
const SHINGLE = 5

function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const set = new Set<string>()
  for (let i = 0; i + SHINGLE <= words.length; i++) set.add(words.slice(i, i + SHINGLE).join(' '))
  return set
}

/** Share of the smaller page's shingles found in the other (stricter than Jaccard for pages of unequal length). */
function shared(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a]
  let common = 0
  for (const s of small) if (large.has(s)) common++
  return common / small.size
}

describe('city pages', () => {
  it('share no more than 60% of their main text with any other city page', () => {
    const cityPaths = new Set(loadSite('content').cities.map((c) => c.path))
    const pages = prerenderedPages()
      .filter((p) => cityPaths.has(p.path))
      .map((p) => ({ path: p.path, shingles: shingles(mainText(p.html)) }))
    expect(pages.length).toBe(cityPaths.size)
    let worst = { score: 0, pair: '' }
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const score = shared(pages[i]!.shingles, pages[j]!.shingles)
        if (score > worst.score) worst = { score, pair: `${pages[i]!.path} and ${pages[j]!.path}` }
      }
    }
    console.log(`most similar city pages: ${worst.pair}, ${(worst.score * 100).toFixed(1)}% shared`)
    expect(worst.score, worst.pair).toBeLessThanOrEqual(MAX_SHARED)
  })

  it('the measure does catch near-identical pages', () => {
    const text = mainText(prerenderedPages().find((p) => p.path.endsWith('-clearwater'))!.html)
    expect(shared(shingles(text), shingles(text.replace(/Clearwater/g, 'Dunedin')))).toBeGreaterThan(MAX_SHARED)
  })
})
