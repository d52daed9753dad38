import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { cityAt } from './city-at.ts'

/**
 * A renamed city's old address leads to its page. The server and static hosts answer old addresses
 * before any page is rendered (server/routes/redirects.ts, the build's _redirects); this is the same
 * answer in `npm run dev`, where Vike routes every address.
 */
export function guard(pageContext: PageContextServer) {
  const { site, urlPathname } = pageContext
  if (cityAt(site, urlPathname)) return
  const path = urlPathname.replace(/\/+$/, '')
  const target = site.redirects.find((r) => r.from === path)?.to
  if (target) throw redirect(target + (pageContext.urlParsed.searchOriginal ?? ''), 301)
}
