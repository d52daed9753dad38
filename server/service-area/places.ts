import { createRequire } from 'node:module'

/** A ZIP code's centre and town, from the `zipcodes` package's US table. */
export interface Place {
  zip: string
  city: string
  state: string
  latitude: number
  longitude: number
}

let table: Record<string, Place> | null = null

/**
 * Every US ZIP code's centre (about 5 MB of data). Read on the first question about a ZIP code or
 * town the content does not list, in the server only: no page and no bundle carries it.
 */
function places(): Record<string, Place> {
  table ??= (createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, Place> }).codes
  return table
}

/** Where a 5-digit ZIP code is, or null when the table has no such code. */
export function placeOfZip(zip: string): Place | null {
  return places()[zip] ?? null
}

/** A town's name reduced for comparison: "St. Petersburg", "Saint Petersburg" and "st petersburg" read alike. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]/g, '')
}

let towns: Map<string, Place[]> | null = null

/** A town of the state (two-letter code) by name: its ZIP codes' centres averaged, or null when none is called that. */
export function placeOfName(name: string, state: string): Place | null {
  // Indexed once by state and name: a name is looked up in one step, not by reading the whole table.
  if (!towns) {
    towns = new Map()
    for (const place of Object.values(places())) {
      const key = `${place.state}|${nameKey(place.city)}`
      const same = towns.get(key)
      if (same) same.push(place)
      else towns.set(key, [place])
    }
  }
  const found = towns.get(`${state}|${nameKey(name)}`)
  if (!found) return null
  const mean = (pick: (place: Place) => number) => found.reduce((sum, place) => sum + pick(place), 0) / found.length
  return { ...found[0]!, latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude) }
}
