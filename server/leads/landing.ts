/** Campaign tags: utm_source and its four siblings. */
export const UTM = /^utm_(source|medium|campaign|term|content)$/

/** The path and query of an address (a Referer), or null when it is none. */
export function pathOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return (parsed.pathname + parsed.search).slice(0, 500)
  } catch {
    return null
  }
}

/** The campaign tags in the query of a visit's first page. */
export function utmFrom(landingPage: string): Record<string, string> {
  const query = landingPage.split('?')[1]
  if (!query) return {}
  return Object.fromEntries([...new URLSearchParams(query)].filter(([name]) => UTM.test(name)))
}
