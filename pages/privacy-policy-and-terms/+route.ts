import type { PageContext } from 'vike/types'

/** /privacy-policy and /terms-of-service share one template. */
export default (pageContext: PageContext) => {
  const match = /^\/(privacy-policy|terms-of-service)$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { document: match[1]! } } : false
}
