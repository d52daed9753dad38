import type { PageContextServer } from 'vike/types'
import { faqPage } from '../../renderer/jsonld.ts'

export default (pageContext: PageContextServer) => [faqPage(pageContext.site.faq.tabs.flatMap((tab) => tab.items))]
