import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ContentFieldProblem } from '../../../shared/admin-content.ts'
import { formSchema, formUiSchema, itemLabel, readableName } from './form-schema.ts'
import { placeProblems } from './problem-paths.ts'

const schemaOf = (name: string) => formSchema(JSON.parse(readFileSync(`schemas/json/${name}.schema.json`, 'utf8')))
const city = schemaOf('city')
const business = schemaOf('business')

const problem = (field: string, message: string, here = true): ContentFieldProblem => ({
  file: here ? 'cities/odessa.yaml' : 'cities/lutz.yaml',
  line: 3,
  column: 5,
  field,
  message,
  here,
})

describe("the check's problems, placed in the form", () => {
  it('puts each problem of the file at the field its dotted path names, nested objects and list items too', () => {
    const placed = placeProblems(business, [
      problem('telephone', 'must look like (813) 555-0142'),
      problem('hours.1.rows.0.opens', 'must be a time like 07:00'),
      problem('claims.3', 'is empty'),
    ])
    expect(placed.atFields).toEqual({
      telephone: { __errors: ['must look like (813) 555-0142'] },
      hours: { 1: { rows: { 0: { opens: { __errors: ['must be a time like 07:00'] } } } } },
      claims: { 3: { __errors: ['is empty'] } },
    })
    expect(placed.fieldIds).toEqual(['root_telephone', 'root_hours_1_rows_0_opens', 'root_claims_3'])
    expect(placed.aboutFile).toEqual([])
    expect(placed.elsewhere).toEqual([])
  })

  it('keeps two problems of one field together, in their order', () => {
    const placed = placeProblems(city, [
      problem('localContent.neighborhoods', 'repeats cities/lutz.yaml word for word'),
      problem('localContent.neighborhoods', 'did you mean "Keystone"?'),
    ])
    expect(placed.atFields).toEqual({
      localContent: {
        neighborhoods: { __errors: ['repeats cities/lutz.yaml word for word', 'did you mean "Keystone"?'] },
      },
    })
    expect(placed.fieldIds).toEqual(['root_localContent_neighborhoods'])
  })

  it('shows a problem deeper than any field at the deepest field there is, naming the rest of its path', () => {
    const placed = placeProblems(city, [problem('position.latitude.value', 'is outside Florida')])
    expect(placed.atFields).toEqual({ position: { latitude: { __errors: ['Value: is outside Florida'] } } })
    const tuple = placeProblems(business, [problem('stateOutline.2.1', 'is not a longitude')])
    expect(tuple.atFields).toEqual({ stateOutline: { 2: { 1: { __errors: ['is not a longitude'] } } } })
  })

  it("puts the whole file's problems, and a field the form does not have, above the form; other files' apart", () => {
    const whole = problem('', 'the file is empty')
    const unknown = problem('nickname', 'is not a field of a city')
    const other = problem('name', 'duplicate slug "odessa": cities/odessa.yaml already uses it', false)
    const placed = placeProblems(city, [whole, unknown, other])
    expect(placed.atFields).toEqual({})
    expect(placed.fieldIds).toEqual([])
    expect(placed.aboutFile).toEqual([whole, unknown])
    expect(placed.elsewhere).toEqual([other])
  })
})

describe("the form's fields", () => {
  it('names fields as a person reads them', () => {
    expect(readableName('postalCode')).toBe('Postal code')
    expect(readableName('zipCodes')).toBe('ZIP codes')
    expect(readableName('isHQ')).toBe('Is HQ')
    expect(readableName('seo')).toBe('SEO')
    expect(readableName('serviceRadiusMiles')).toBe('Service radius miles')
    expect(itemLabel('ZIP codes-2')).toBe('ZIP code 2')
    expect(itemLabel('Communities-10')).toBe('Community 10')
    expect(itemLabel('Hours-1')).toBe('Hours 1')
    expect(itemLabel('zipCodes-3')).toBe('ZIP code 3')
    expect(itemLabel('Street')).toBe('Street')
  })

  it('makes a draft 2020-12 schema one the form renders: tuples, constants to pick, one-type choices as that type', () => {
    expect(business).not.toHaveProperty('$schema')
    expect(business.properties!.stateOutline).toMatchObject({
      items: { type: 'array', items: [{ type: 'number' }, { type: 'number' }], additionalItems: false },
    })
    const rating = (schemaOf('testimonials').properties!.testimonials as { items: { properties: { rating: unknown } } })
      .items.properties.rating
    expect(rating).toEqual({ type: 'number', enum: [4, 5], description: 'Star rating, 4 or 5.' })
    const about = schemaOf('page-about').properties!.hero as {
      properties: { actions: { items: { properties: { href: unknown } } } }
    }
    expect(about.properties.actions.items.properties.href).toEqual({
      type: 'string',
      description: 'Site path it leads to, or "tel".',
    })
  })

  it('gives long text a text area, by its name or its length, and labels from the names', () => {
    const ui = formUiSchema(city, { description: 'x', localContent: { landmarks: 'Pier 60' } })
    expect(ui.description).toMatchObject({ 'ui:widget': 'textarea', 'ui:title': 'Description' })
    expect(ui.localContent.landmarks).toMatchObject({ 'ui:widget': 'textarea' })
    expect(ui.name).toEqual({ 'ui:title': 'Name' })
    expect(ui.zipCodes).toMatchObject({ 'ui:title': 'ZIP codes', 'ui:options': { orderable: true } })
    expect(ui.zipCodes.items['ui:widget']).toBeUndefined()
    const corner = formUiSchema(business, {}).stateOutline.items.items
    expect([corner(undefined, 0), corner(undefined, 1)]).toEqual([{ 'ui:title': 'Latitude' }, { 'ui:title': 'Longitude' }])
    const tagline = formUiSchema(business, { tagline: 'a'.repeat(120) }).tagline
    expect(tagline['ui:widget']).toBe('textarea')
  })
})
