import { describe, expect, it } from 'vitest'
import { CONTENT_KINDS as DECLARED } from '../../schemas/kinds.ts'
import { CONTENT_KINDS, jsonSchemaOf } from './registry.ts'

type Schema = { properties: Record<string, Schema & { description?: string }>; items: Schema }

describe("the content kinds' forms", () => {
  it('every kind declared with an editor is registered, in the declaration\'s order, each with a schema', () => {
    expect(Object.keys(CONTENT_KINDS)).toEqual(Object.keys(DECLARED).filter((name) => name !== 'taxonomy' && name !== 'posts'))
    for (const kind of Object.values(CONTENT_KINDS)) {
      expect(Boolean(kind.file) !== Boolean(kind.folder), kind.type).toBe(true)
      expect(kind.schema(kind.file ? kind.type : kind.type === 'pages' ? 'home' : 'any-entry'), kind.type).toBeDefined()
    }
  })

  it("each field's .meta description in schemas/ is its description, nested ones too", () => {
    const business = jsonSchemaOf(CONTENT_KINDS.business!.schema('business')!) as Schema
    expect(business.properties.telephone!.description).toBe('Phone number as shown to visitors: (813) 555-0142.')
    expect(business.properties.hours!.items.properties.rows!.items.properties.label!.description).toBe(
      'Label shown to visitors: Mon-Fri.',
    )
    const city = jsonSchemaOf(CONTENT_KINDS.cities!.schema('clearwater')!) as Schema
    expect(city.properties.county!.description).toBe(
      'The county the city is in, one of the counties served (without the word County).',
    )
    expect(city.properties.localContent!.properties.yearEstablished!.description).toBe(
      'The year the place was incorporated or founded. Leave it empty for a community that was never incorporated.',
    )
  })

  it("the forms' screen has the confirmation email's fields, each with its help", () => {
    const forms = jsonSchemaOf(CONTENT_KINDS.forms!.schema('forms')!) as Schema & { properties: Record<string, Schema> }
    const confirmation = forms.properties.confirmationEmail!
    expect(Object.keys(confirmation.properties)).toEqual([
      'subject',
      'intro',
      'nextSteps',
      'afterHours',
      'urgentAfterHours',
      'closing',
    ])
    expect(confirmation.description).toBe(
      'The email that confirms a request to the visitor who gave an email address; left out, none is sent.',
    )
    expect(confirmation.properties.subject!.description).toBe("The email's subject: We got your request, {firstName}.")
    expect(confirmation.properties.afterHours!.description).toMatch(/^Added after Next steps when the request arrives outside/)
  })
})
