import { describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { bookingLeadSchema, contactLeadSchema, fieldAttributes } from './leads.ts'

const { forms } = loadSite('content')
const contact = contactLeadSchema(forms)
const booking = bookingLeadSchema(forms, '2026-01-01')

/** A `pattern` attribute as Chromium compiles it: anchored, with the `v` flag (an invalid one is ignored, with a console error). */
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v')

describe('the browser checks of the lead forms', () => {
  it('every pattern is a valid expression in the v mode browsers compile pattern attributes with', () => {
    const patterns = [contact, booking].flatMap((schema) =>
      Object.values(fieldAttributes(schema)).flatMap((rules) => (rules.pattern ? [rules.pattern] : [])),
    )
    expect(patterns.length).toBeGreaterThan(0)
    for (const pattern of patterns) expect(() => asBrowser(pattern), pattern).not.toThrow()
  })

  it.each([
    '(727) 555-0123',
    '727-555-0123',
    '727.555.0123',
    '7275550123',
    '1 727 555 0123',
    '+1 (727) 555-0123',
    '1-727-555-0123',
    ' 727 555 0123 ',
    '(555)',
    '555-0123',
    '27275550123',
    '727 555 01234',
    '727-555-O123',
    'call me',
    '727/555/0123',
  ])('the phone field takes %j in the browser exactly when the server does', (number) => {
    const phone = asBrowser(fieldAttributes(contact).phone!.pattern!)
    const server = contact.shape.phone.safeParse(number).success
    expect(phone.test(number)).toBe(server)
    expect(asBrowser(fieldAttributes(booking).phone!.pattern!).test(number)).toBe(server)
  })
})

describe('the booking form', () => {
  it('offers the six services of the specification, and the server refuses emergency at the field', () => {
    expect(forms.booking.serviceTypes).toEqual(['repair', 'installation', 'spring', 'opener', 'maintenance', 'other'])
    expect(booking.shape.serviceType.safeParse('emergency').success).toBe(false)
    expect(contact.shape.serviceType.safeParse('emergency').success).toBe(true)
  })
})
