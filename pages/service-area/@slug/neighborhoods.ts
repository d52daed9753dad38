/**
 * The places a city page lists under its neighborhoods heading: the city's neighborhoods, then its
 * communities not named among them (content keeps both fields; the page shows one list). A name
 * written twice, in another case or with other spacing, is listed once, as first written.
 */
export function neighborhoodsOf(neighborhoods: string[], communities: string[]): string[] {
  const seen = new Set<string>()
  return [...neighborhoods, ...communities].filter((name) => {
    const key = name.toLowerCase().replace(/\s+/g, ' ').trim()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
