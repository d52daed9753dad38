import type { PageContextServer } from 'vike/types'
import { getSite } from '../../../schemas/load.ts'
import { cityBusiness } from '../../../renderer/jsonld.ts'
import { cityAt } from './city-at.ts'

export default (pageContext: PageContextServer) => {
  const site = getSite()
  const city = cityAt(site, pageContext.urlPathname)
  return city ? [cityBusiness(new URL(pageContext.canonical).origin, site.business, city)] : []
}
