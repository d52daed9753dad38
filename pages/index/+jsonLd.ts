import type { PageContextServer } from 'vike/types'
import { faqPage, localBusiness } from '../../renderer/jsonld.ts'

export default (pageContext: PageContextServer) => {
  const site = pageContext.site
  return [localBusiness(new URL(pageContext.canonical).origin, site.business), faqPage(site.faq.featured)]
}
