import { distanceMiles } from '../../../schemas/geo.ts'
import type { City } from '../../../schemas/site.ts'

/** Grid cell size in degrees: a few cities per cell for a state-sized area. */
const CELL = 0.1
/** Miles per degree of latitude; a degree of longitude is shorter, so reach is scaled by cos(latitude). */
const MILES_PER_DEGREE = 69.2

const indexes = new WeakMap<City[], Map<number, City[]>>()

const cellKey = (row: number, column: number) => row * 100_000 + column

/** Cities by grid cell, built once per city list: a page then looks only at the cells around it. */
function grid(cities: City[]): Map<number, City[]> {
  let cells = indexes.get(cities)
  if (!cells) {
    cells = new Map()
    for (const city of cities) {
      const key = cellKey(Math.floor(city.position.latitude / CELL), Math.floor(city.position.longitude / CELL))
      const cell = cells.get(key)
      if (cell) cell.push(city)
      else cells.set(key, [city])
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
  const scale = CELL * MILES_PER_DEGREE * Math.cos((city.position.latitude * Math.PI) / 180)
  // The nearest `count` so far, kept sorted; rings of cells widen until none can hold a nearer city.
  const best: { city: City; miles: number }[] = []
  let seen = 0
  for (let ring = 0; ring < 400; ring++) {
    for (let r = row - ring; r <= row + ring; r++) {
      const edge = r === row - ring || r === row + ring
      for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
        for (const other of cells.get(cellKey(r, c)) ?? []) {
          seen++
          if (other === city) continue
          const miles = distanceMiles(city.position, other.position)
          if (best.length === count && miles >= best[count - 1]!.miles) continue
          let at = best.length
          while (at > 0 && best[at - 1]!.miles > miles) at--
          best.splice(at, 0, { city: other, miles })
          if (best.length > count) best.pop()
        }
      }
    }
    if ((best.length === count && best[count - 1]!.miles <= ring * scale) || seen >= cities.length) break
  }
  return best
}
