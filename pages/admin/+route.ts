import type { PageContext } from 'vike/types'

const SECTIONS = ['posts', 'categories', 'tags', 'settings', 'leads']

/** /admin (dashboard) and /admin/<section>. */
export default (pageContext: PageContext) => {
  const match = /^\/admin(?:\/([a-z]+))?$/.exec(pageContext.urlPathname)
  if (!match) return false
  const section = match[1] ?? 'dashboard'
  return section === 'dashboard' || SECTIONS.includes(section) ? { routeParams: { section } } : false
}
