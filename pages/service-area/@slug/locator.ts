interface Position {
  latitude: number
  longitude: number
}

export interface LocatorMap {
  /** SVG viewBox around the state. */
  viewBox: string
  /** The state's outline as an SVG path. */
  outline: string
  /** The city, and the headquarters when it is another city, in the viewBox's units. */
  city: { x: number; y: number }
  headquarters: { x: number; y: number } | null
}

/** SVG units per degree of latitude: a state is about 130 units across, drawn a few rem wide. */
const SCALE = 20
/** Degrees of margin around the outline, so the dots at its edge are not cut. */
const MARGIN = 0.3

const round = (n: number) => Math.round(n * 10) / 10

/**
 * A small locator map drawn on the server: the state's outline (business.stateOutline, the one
 * the service-area map draws) with the city and the headquarters as points. Plain SVG in the
 * page, a few hundred bytes, where a map library would cost every city page ~40 KB of script.
 * Longitudes are shortened by the cosine of the middle latitude, which is close enough to the
 * map's projection at a state's size.
 */
export function locatorMap(
  outline: readonly (readonly [number, number])[],
  city: Position,
  headquarters: Position | null,
): LocatorMap {
  const latitudes = outline.map(([lat]) => lat)
  const longitudes = outline.map(([, lon]) => lon)
  const north = Math.max(...latitudes) + MARGIN
  const south = Math.min(...latitudes) - MARGIN
  const west = Math.min(...longitudes) - MARGIN
  const east = Math.max(...longitudes) + MARGIN
  const shorten = Math.cos((((north + south) / 2) * Math.PI) / 180)
  const at = (latitude: number, longitude: number) => ({
    x: round((longitude - west) * shorten * SCALE),
    y: round((north - latitude) * SCALE),
  })
  const path = outline.map(([lat, lon], i) => {
    const { x, y } = at(lat, lon)
    return `${i ? 'L' : 'M'}${x} ${y}`
  })
  return {
    viewBox: `0 0 ${round((east - west) * shorten * SCALE)} ${round((north - south) * SCALE)}`,
    outline: `${path.join('')}Z`,
    city: at(city.latitude, city.longitude),
    headquarters: headquarters && at(headquarters.latitude, headquarters.longitude),
  }
}
