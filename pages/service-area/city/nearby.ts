import { distanceMiles } from '../../../schemas/geo.ts'
import type { City } from '../../../schemas/site.ts'

/** Grid cell size in degrees: a few cities per cell for a state-sized area. */
const CELL = 0.1
/** Miles per degree of latitude; a degree of longitude is shorter, so this over-estimates, which is safe. */
const MILES_PER_DEGREE = 69.2

const indexes = new WeakMap<City[], Map<string, City[]>>()

function cellKey(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL)},${Math.floor(longitude / CELL)}`
}

/** Cities by grid cell, built once per city list: a page then looks only at the cells around it. */
function grid(cities: City[]): Map<string, City[]> {
  let cells = indexes.get(cities)
  if (!cells) {
    cells = new Map()
    for (const city of cities) {
      const key = cellKey(city.position.latitude, city.position.longitude)
      cells.set(key, [...(cells.get(key) ?? []), city])
    }
    indexes.set(cities, cells)
  }
  return cells
}

/** The `count` served cities closest to `city`, nearest first, with their distance in miles. */
export function nearbyCities(cities: City[], city: City, count: number): { city: City; miles: number }[] {
  const cells = grid(cities)
  const row = Math.floor(city.position.latitude / CELL)
  const column = Math.floor(city.position.longitude / CELL)
  const found: { city: City; miles: number }[] = []
  // Widen the square of cells ring by ring; stop once the ring's inner edge is farther than the count-th city found.
  for (let ring = 0; ring < 64; ring++) {
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = column - ring; c <= column + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - column)) !== ring) continue
        for (const other of cells.get(`${r},${c}`) ?? []) {
          if (other !== city) found.push({ city: other, miles: distanceMiles(city.position, other.position) })
        }
      }
    }
    found.sort((a, b) => a.miles - b.miles)
    const reach = ring * CELL * MILES_PER_DEGREE * Math.cos((city.position.latitude * Math.PI) / 180)
    if (found.length >= count && found[count - 1]!.miles <= reach) break
    if (found.length >= cities.length - 1) break
  }
  return found.slice(0, count)
}
