import type { ContentRefused, ContentStale, ContentType } from '../../../shared/admin-content.ts'

/** The address of a kind of content, or of one of its entries. */
export const contentUrl = (type: ContentType, id?: string) =>
  `/api/admin/content/${type}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`

export const HISTORY_URL = '/api/admin/content-history'
export const PUBLISH_URL = '/api/admin/content-publish'

/**
 * What a call that writes (or checks) content answered: done, refused with the check's problems
 * (422), or refused because the file changed since the form opened (409). Any other failure is
 * thrown as "<status>: <body>", as the admin's other calls do (common/api.ts).
 */
export type ContentAnswer<T> =
  | { outcome: 'done'; body: T }
  | { outcome: 'refused'; body: ContentRefused }
  | { outcome: 'stale'; body: ContentStale }

export async function sendContent<T>(method: string, url: string, body: unknown): Promise<ContentAnswer<T>> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.ok) return { outcome: 'done', body: (await res.json()) as T }
  const text = await res.text()
  if (res.status === 422 || res.status === 409) {
    const parsed = parseJson(text)
    if (res.status === 422 && parsed && Array.isArray(parsed.problems))
      return { outcome: 'refused', body: parsed as unknown as ContentRefused }
    if (res.status === 409 && parsed && typeof parsed.diff === 'string')
      return { outcome: 'stale', body: parsed as unknown as ContentStale }
  }
  throw new Error(`${res.status}: ${text || res.statusText}`)
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
