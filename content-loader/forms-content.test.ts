import { describe, expect, it } from 'vitest'
import { contentFixtures } from '../tests/content-fixtures.ts'

const { problemsWith } = contentFixtures()

describe("validation of broken content: the visitor's confirmation email", () => {
  it('names an unknown placeholder, and an after-hours sentence that does not say when', () => {
    expect(problemsWith('confirmation-placeholders')).toEqual([
      'content/forms.yaml:46:34 confirmationEmail.subject: unknown placeholder {name}: use {firstName}, {businessName}, {phone}, {service}, {opensAt}',
      'content/forms.yaml:49:15 confirmationEmail.afterHours: must include {opensAt}, when the business next opens',
    ])
  })
})

describe('validation of broken content: where leads go', () => {
  it('refuses static mode without a forwarder, at the mode', () => {
    expect(problemsWith('static-without-forwarder')).toEqual([
      'content/forms.yaml:5:7 mode: static mode needs forwarding with kind formsubmit: the forwarder the forms post to',
    ])
  })

  it('refuses a forwarder on this computer, at its url', () => {
    expect(problemsWith('forwarder-on-loopback')).toEqual([
      'content/forms.yaml:11:8 forwarding.url: names a private, loopback or link-local address (127.0.0.1): a forwarder must be a public address',
    ])
  })
})
