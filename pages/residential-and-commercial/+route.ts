import type { PageContext } from 'vike/types'

/** /residential and /commercial share one template (content/pages/residential.yaml, commercial.yaml). */
export default (pageContext: PageContext) => {
  const match = /^\/(residential|commercial)$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { audience: match[1]! } } : false
}
