import { getSite } from '../../schemas/load.ts'
import { faqPage } from '../../renderer/jsonld.ts'

export default () => [faqPage(getSite().faq.tabs.flatMap((tab) => tab.items))]
