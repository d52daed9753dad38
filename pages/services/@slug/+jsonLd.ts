import type { PageContextServer } from 'vike/types'
import { getSite } from '../../../schemas/load.ts'
import { faqPage, serviceSchema } from '../../../renderer/jsonld.ts'

export default (pageContext: PageContextServer) => {
  const site = getSite()
  const service = site.services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) return []
  const origin = new URL(pageContext.canonical).origin
  return [
    serviceSchema(origin, site.business, service, site.business.state),
    ...(service.faq?.length ? [faqPage(service.faq)] : []),
  ]
}
