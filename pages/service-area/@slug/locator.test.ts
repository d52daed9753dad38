import { describe, expect, it } from 'vitest'
import { insidePolygon } from '../../../shared/geo.ts'
import { loadSite } from '../../../content-loader/load.ts'
import { locatorMap } from './locator.ts'

describe('the city locator map', () => {
  it("puts every city inside the state's outline and the viewBox, with the headquarters for every other city", () => {
    const site = loadSite('content')
    const headquarters = site.cities.find((city) => city.isHQ)!
    for (const city of site.cities) {
      const map = locatorMap(
        site.business.stateOutline,
        city.position,
        city === headquarters ? null : headquarters.position,
      )
      const [, , width, height] = map.viewBox.split(' ').map(Number)
      expect(map.city.x > 0 && map.city.x < width! && map.city.y > 0 && map.city.y < height!, city.name).toBe(true)
      expect(insidePolygon(city.position, site.business.stateOutline), city.name).toBe(true)
      expect(map.headquarters === null, city.name).toBe(city === headquarters)
    }
    expect(locatorMap(site.business.stateOutline, headquarters.position, null).outline).toMatch(
      /^M[\d. ]+(L[\d. ]+)+Z$/,
    )
  })

  it('draws north up and east right', () => {
    const outline: [number, number][] = [
      [30, -85],
      [30, -80],
      [25, -80],
    ]
    const map = locatorMap(outline, { latitude: 29, longitude: -81 }, { latitude: 26, longitude: -84 })
    expect(map.city.y).toBeLessThan(map.headquarters!.y)
    expect(map.city.x).toBeGreaterThan(map.headquarters!.x)
  })
})
