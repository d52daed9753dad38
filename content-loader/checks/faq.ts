import type { ContentProblem } from '../errors.ts'
import type { Faq } from '../../schemas/faq.ts'
import type { Parsed } from '../parse.ts'

/** No two FAQ tabs share an id: each is an address on the FAQ page (/faq#<id>). */
export function checkFaqTabs(faq: Parsed<Faq>): ContentProblem[] {
  const ids = new Set<string>()
  return faq.value.tabs.flatMap((tab, i) => {
    if (!ids.has(tab.id)) {
      ids.add(tab.id)
      return []
    }
    return [faq.source.problem(['tabs', i, 'id'], `duplicate tab id "${tab.id}"`)]
  })
}
