import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../content-loader/load.ts'
import { commaList } from '../../../schemas/common.ts'
import { neighborhoodsOf } from './neighborhoods.ts'

describe('the neighborhoods a city page lists', () => {
  it('are the neighborhoods, then the communities not among them, each once', () => {
    expect(
      neighborhoodsOf(['College Park', 'Thornton Park', 'Lake Nona'], ['Thornton Park', 'lake  nona', 'Mills 50']),
    ).toEqual(['College Park', 'Thornton Park', 'Lake Nona', 'Mills 50'])
    expect(neighborhoodsOf(['Downtown'], [])).toEqual(['Downtown'])
  })

  it('take in every name of both fields of every city in the content', () => {
    for (const city of loadSite('content').cities) {
      const listed = neighborhoodsOf(commaList(city.localContent.neighborhoods), city.communities ?? [])
      const lower = listed.map((name) => name.toLowerCase())
      expect(new Set(lower).size, city.name).toBe(listed.length)
      for (const name of [...commaList(city.localContent.neighborhoods), ...(city.communities ?? [])])
        expect(lower, city.name).toContain(name.toLowerCase())
    }
    const orlando = loadSite('content').cities.find((city) => city.name === 'Orlando')!
    expect(neighborhoodsOf(commaList(orlando.localContent.neighborhoods), orlando.communities ?? [])).toHaveLength(15)
  })
})
