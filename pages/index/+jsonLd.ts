import type { PageContextServer } from 'vike/types'
import { getSite } from '../../schemas/load.ts'
import { faqPage, localBusiness } from '../../renderer/jsonld.ts'

export default (pageContext: PageContextServer) => {
  const site = getSite()
  return [localBusiness(new URL(pageContext.canonical).origin, site.business), faqPage(site.faq.featured)]
}
