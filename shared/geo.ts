/** Kilometres in a statute mile, exactly. */
const KM_PER_MILE = 1.609344

/** A distance in kilometres, in miles. */
export function milesFromKm(km: number): number {
  return km / KM_PER_MILE
}

/** Great-circle distance in miles between two points. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 3958.8 * 2 * Math.asin(Math.sqrt(h))
}

/** Whether a point lies inside a polygon of [latitude, longitude] vertices (ray casting). */
export function insidePolygon(
  point: { latitude: number; longitude: number },
  polygon: readonly (readonly [number, number])[],
): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lonI] = polygon[i]!
    const [latJ, lonJ] = polygon[j]!
    const crosses = lonI > point.longitude !== lonJ > point.longitude
    if (crosses && point.latitude < ((latJ - latI) * (point.longitude - lonI)) / (lonJ - lonI) + latI) inside = !inside
  }
  return inside
}
