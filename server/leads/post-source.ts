// Where a lead's post came from, as the form reports it: the page the visit began on and its campaign tags.

/** A form's campaign fields, and the tags of a landing page's query. */
export const UTM = /^utm_(source|medium|campaign|term|content)$/

/** A posted value cut to `max` characters; '' for anything but text. */
export const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** The page the visit began on, as the form reports it, else the path of the page that sent the post (Referer). */
export function landingPageOf(body: Record<string, unknown>, referer: string | undefined): string | null {
  return clip(body.landingPage, 500) || pathOf(referer)
}

/** The campaign tags of the post's fields and of its landing page's query, each cut to 200 characters. */
export function campaignTags(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      ...utmFrom(clip(body.landingPage, 500)),
      ...Object.fromEntries(Object.entries(body).filter(([name]) => UTM.test(name))),
    }).map(([name, value]) => [name, clip(value, 200)]),
  )
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return (parsed.pathname + parsed.search).slice(0, 500)
  } catch {
    return null
  }
}

function utmFrom(landingPage: string): Record<string, string> {
  const query = landingPage.split('?')[1]
  if (!query) return {}
  return Object.fromEntries([...new URLSearchParams(query)].filter(([name]) => UTM.test(name)))
}
