import type { PageContext } from 'vike/types'
import { adminSection } from '../../admin/nav.ts'

/** /admin (dashboard) and /admin/<section>. */
export default (pageContext: PageContext) => {
  const match = /^\/admin(?:\/([a-z]+))?$/.exec(pageContext.urlPathname)
  if (!match) return false
  const section = match[1] ?? 'dashboard'
  return adminSection(section) ? { routeParams: { section } } : false
}
