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

  it('refuses a forwarder that is not https, or that names this computer or a private network, at its url', () => {
    const withUrl = (url: string) =>
      checkForms(forms(`mode: server\nforwarding:\n  kind: webhook\n  url: "${url}"\n`)).map(formatProblem)
    expect(withUrl('http://hooks.example.com/leads')).toEqual([
      '/content/forms.yaml:4:8 forwarding.url: must be an https address (this one is http): leads carry names and phone numbers',
    ])
    expect(withUrl('https://127.0.0.1:8443/leads')).toEqual([
      '/content/forms.yaml:4:8 forwarding.url: names a private, loopback or link-local address (127.0.0.1): a forwarder must be a public address',
    ])
    expect(withUrl('https://[fe80::1]/leads')).toHaveLength(1)
    expect(withUrl('https://192.168.1.20/crm')).toHaveLength(1)
    expect(withUrl('https://localhost/leads')).toEqual([
      '/content/forms.yaml:4:8 forwarding.url: names this computer (localhost): a forwarder must be a public address',
    ])
    expect(withUrl('https://hooks.example.com/leads')).toEqual([])
  })
})
