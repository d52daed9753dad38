import { describe, expect, it } from 'vitest'
import { distanceMiles } from '../shared/geo.ts'
import { loadSite } from '../content-loader/load.ts'

describe('nearby cities', () => {
  it('are the closest ones, nearest first, the same as checking every city', () => {
    const site = loadSite('content')
    const { cities } = site
    for (const city of cities) {
      const brute = cities
        .filter((other) => other !== city)
        .map((other) => ({ city: other, miles: distanceMiles(city.position, other.position) }))
        .sort((a, b) => a.miles - b.miles)
        .slice(0, 6)
      expect(
        site.nearby[city.slug]!.map((n) => n.slug),
        city.slug,
      ).toEqual(brute.map((n) => n.city.slug))
    }
  })
})
