import type { PageContextServer } from 'vike/types'
import { cityBusiness } from '../../../renderer/jsonld.ts'
import { cityAt } from './city-at.ts'

export default (pageContext: PageContextServer) => {
  const site = pageContext.site
  const city = cityAt(site, pageContext.urlPathname)
  return city ? [cityBusiness(new URL(pageContext.canonical).origin, site.business, city)] : []
}
