import { distanceMiles } from '../shared/geo.ts'
import type { City, Near } from '../schemas/site.ts'

/** Grid cell size in degrees: a few cities per cell for a state-sized area. */
const CELL = 0.1
/** Miles per degree of latitude; a degree of longitude is shorter, so reach is scaled by cos(latitude). */
const MILES_PER_DEGREE = 69.2

/**
 * The cities' positions in flat arrays and, per grid cell, the indexes of the cities in it: built
 * once per city list, so a page looks only at the cells around it, reading numbers, not city objects.
 */
interface Grid {
  latitudes: Float64Array
  longitudes: Float64Array
  /** Each city's position in the list, by its slug. */
  indexOf: Map<string, number>
  cells: Map<number, number[]>
}

const cellKey = (row: number, column: number) => row * 100_000 + column

/** A city as the nearby cities are found among them: its slug and position. */
type Place = Pick<City, 'slug' | 'position'>

function grid(cities: Place[]): Grid {
  const built: Grid = {
    latitudes: new Float64Array(cities.length),
    longitudes: new Float64Array(cities.length),
    indexOf: new Map(),
    cells: new Map(),
  }
  cities.forEach((city, i) => {
    built.latitudes[i] = city.position.latitude
    built.longitudes[i] = city.position.longitude
    built.indexOf.set(city.slug, i)
    const key = cellKey(Math.floor(city.position.latitude / CELL), Math.floor(city.position.longitude / CELL))
    const cell = built.cells.get(key)
    if (cell) cell.push(i)
    else built.cells.set(key, [i])
  })
  return built
}

/** How many nearby cities a city page shows. */
const NEARBY = 6

/** Each city's NEARBY closest cities, nearest first, by its slug: worked out once when the content is loaded. */
export function nearbyCities(cities: Place[]): Record<string, Near[]> {
  const built = grid(cities)
  return Object.fromEntries(
    cities.map((city, self) => [
      city.slug,
      nearest(built, self, cities.length, NEARBY).map(([i, miles]) => ({ slug: cities[i]!.slug, miles })),
    ]),
  )
}

/** The `count` cities closest to the one at `self`, found by widening rings of grid cells: [position, miles]. */
function nearest(built: Grid, self: number, total: number, count: number): [number, number][] {
  const { latitudes, longitudes, cells } = built
  const here = { latitude: latitudes[self]!, longitude: longitudes[self]! }
  const there = { latitude: 0, longitude: 0 }
  const row = Math.floor(here.latitude / CELL)
  const column = Math.floor(here.longitude / CELL)
  const scale = CELL * MILES_PER_DEGREE * Math.cos((here.latitude * Math.PI) / 180)
  // The nearest `count` so far, kept sorted; rings of cells widen until none can hold a nearer city.
  const best: number[] = []
  const bestMiles: number[] = []
  let seen = 0
  for (let ring = 0; ring < 400; ring++) {
    for (let r = row - ring; r <= row + ring; r++) {
      const edge = r === row - ring || r === row + ring
      for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
        const cell = cells.get(cellKey(r, c))
        if (!cell) continue
        for (const other of cell) {
          seen++
          if (other === self) continue
          there.latitude = latitudes[other]!
          there.longitude = longitudes[other]!
          const miles = distanceMiles(here, there)
          if (best.length === count && miles >= bestMiles[count - 1]!) continue
          let at = best.length
          while (at > 0 && bestMiles[at - 1]! > miles) at--
          best.splice(at, 0, other)
          bestMiles.splice(at, 0, miles)
          if (best.length > count) {
            best.pop()
            bestMiles.pop()
          }
        }
      }
    }
    if ((best.length === count && bestMiles[count - 1]! <= ring * scale) || seen >= total) break
  }
  return best.map((i, n) => [i, bestMiles[n]!])
}
