import { distanceMiles } from '../../../schemas/geo.ts'
import type { City } from '../../../schemas/site.ts'

/** The `count` served cities closest to `city`, nearest first, with their distance in miles. */
export function nearbyCities(cities: City[], city: City, count: number): { city: City; miles: number }[] {
  const nearest: { city: City; miles: number }[] = []
  for (const other of cities) {
    if (other === city) continue
    const miles = distanceMiles(city.position, other.position)
    if (nearest.length < count || miles < nearest[nearest.length - 1]!.miles) {
      nearest.push({ city: other, miles })
      nearest.sort((a, b) => a.miles - b.miles)
      if (nearest.length > count) nearest.pop()
    }
  }
  return nearest
}
