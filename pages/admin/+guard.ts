import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** Only signed-in users see the admin area; others are sent to sign in, and come back after. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.viewer) throw redirect(`/auth?next=${encodeURIComponent(pageContext.urlPathname)}`)
}
