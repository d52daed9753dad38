import type { PageContextServer } from 'vike/types'
import { faqPage, serviceSchema } from '../../../renderer/jsonld.ts'

export default (pageContext: PageContextServer) => {
  const site = pageContext.site
  const service = site.services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) return []
  const origin = new URL(pageContext.canonical).origin
  return [
    serviceSchema(origin, site.business, service, site.business.state),
    ...(service.faq?.length ? [faqPage(service.faq)] : []),
  ]
}
