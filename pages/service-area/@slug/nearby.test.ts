import { describe, expect, it } from 'vitest'
import { distanceMiles } from '../../../schemas/geo.ts'
import { loadSite } from '../../../schemas/load.ts'
import { nearbyCities } from './nearby.ts'

describe('nearby cities', () => {
  it('are the closest ones, nearest first, the same as checking every city', () => {
    const { cities } = loadSite('content')
    for (const city of cities) {
      const brute = cities
        .filter((other) => other !== city)
        .map((other) => ({ city: other, miles: distanceMiles(city.position, other.position) }))
        .sort((a, b) => a.miles - b.miles)
        .slice(0, 6)
      expect(
        nearbyCities(cities, city, 6).map((n) => n.city.slug),
        city.slug,
      ).toEqual(brute.map((n) => n.city.slug))
    }
  })
})
