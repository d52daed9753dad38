import { describe, expect, it } from 'vitest'
import { formatProblem } from '../errors.ts'
import type { Faq } from '../../schemas/faq.ts'
import type { Parsed } from '../parse.ts'
import { SourceFile } from '../source.ts'
import { checkFaqTabs } from './faq.ts'

describe('checkFaqTabs', () => {
  it('reports a tab id used twice at the later tab', () => {
    const text = 'tabs:\n  - { id: general, label: A }\n  - { id: pricing, label: B }\n  - { id: general, label: C }\n'
    const source = SourceFile.yaml('/content/faq.yaml', text)
    const faq = { source, value: source.data } as Parsed<Faq>
    expect(checkFaqTabs(faq).map(formatProblem)).toEqual([
      '/content/faq.yaml:4:11 tabs.2.id: duplicate tab id "general"',
    ])
  })
})
