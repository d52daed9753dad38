import type { PageContext } from 'vike/types'

/** /products (the overview, from products/index.yaml) and /products/<slug>: one template. */
export default (pageContext: PageContext) => {
  const match = /^\/products(?:\/([a-z0-9-]+))?$/.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { slug: match[1] ?? 'index' } }
}
