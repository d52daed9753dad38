import { describe, expect, it } from 'vitest'
import { hideRouting } from './lead-routing-fields.ts'

describe('hideRouting', () => {
  it('replaces the mode’s and the forwarding’s values, keeping every other line and comment', () => {
    const text = [
      '# The forms.',
      'mode: static',
      '# Where leads go.',
      'forwarding:',
      '  kind: formsubmit',
      '  url: https://formsubmit.co/office@example.com',
      'phoneExample: "(813) 555-0142"',
      '',
    ].join('\n')
    expect(hideRouting(text)).toBe(
      [
        '# The forms.',
        'mode: (set by administrators)',
        '# Where leads go.',
        'forwarding: (set by administrators)',
        'phoneExample: "(813) 555-0142"',
        '',
      ].join('\n'),
    )
    expect(hideRouting(null)).toBeNull()
  })
})
