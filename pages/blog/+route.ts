import type { PageContext } from 'vike/types'

/** /blog and /blog/<slug> are one screen: the slug selects the article shown. */
export default (pageContext: PageContext) => {
  const match = /^\/blog(?:\/([a-z0-9-]+))?$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { slug: match[1] ?? '' } } : false
}
