import { describe, expect, it } from 'vitest'
import { formatProblem } from '../errors.ts'
import type { Forms } from '../../schemas/forms.ts'
import type { Parsed } from '../parse.ts'
import { SourceFile } from '../source.ts'
import { checkForms } from './forms.ts'

const forms = (text: string) => {
  const source = SourceFile.yaml('/content/forms.yaml', text)
  return { source, value: source.data } as Parsed<Forms>
}

describe('checkForms', () => {
  it('asks static mode for a formsubmit forwarder', () => {
    expect(checkForms(forms('mode: static\n')).map(formatProblem)).toEqual([
      '/content/forms.yaml:1:7 mode: static mode needs forwarding with kind formsubmit: the forwarder the forms post to',
    ])
    expect(checkForms(forms('mode: static\nforwarding: { kind: formsubmit, url: "https://f.example" }\n'))).toEqual([])
    expect(checkForms(forms('mode: server\n'))).toEqual([])
  })
})
