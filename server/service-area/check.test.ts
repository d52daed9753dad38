import { describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { checkServiceArea, leadOutsideArea } from './check.ts'

/** The check against the real content: 128 cities from Oldsmar, a 50-mile radius, (813) 555-0142. */
const site = loadSite('content')
const ask = (place: string) => checkServiceArea(site, place)

describe('do we serve you?', () => {
  it('a ZIP code a city lists, with or without its four extra digits, is served by that city', () => {
    for (const zip of ['34677', ' 34677-1234 '])
      expect(ask(zip)).toMatchObject({
        kind: 'served',
        city: { name: 'Oldsmar', path: '/service-area/garage-door-repair-oldsmar' },
        telephone: null,
      })
  })

  it("a city's name is served however it is written", () => {
    for (const name of ['St. Petersburg', 'saint petersburg', 'St Petersburg, FL', 'st. petersburg florida'])
      expect(ask(name).city?.name, name).toBe('St. Petersburg')
    // Cities without ZIP codes in their content are found by name.
    expect(ask('East Lake')).toMatchObject({ kind: 'served', message: 'Yes, we serve East Lake.' })
  })

  it('a ZIP code or town not listed, within the radius of a city served: that city and the phone', () => {
    for (const place of ['34660'])
      expect(ask(place)).toMatchObject({
        kind: 'near',
        city: { name: 'Palm Harbor' },
        telephone: { text: '(813) 555-0142', href: 'tel:+18135550142' },
      })
    expect(ask('Gainesville')).toMatchObject({ kind: 'near', city: { name: 'Ocala' } })
  })

  it('a community a city page lists is served by that city; a name misspelt gets its likely spelling', () => {
    expect(ask('Ozona')).toMatchObject({
      kind: 'served',
      message: 'Yes, we serve Ozona: it is part of Palm Harbor, which we serve.',
      city: { name: 'Palm Harbor', path: '/service-area/garage-door-repair-palm-harbor' },
    })
    expect(ask('Clearwatr')).toMatchObject({
      kind: 'unknown',
      message:
        'We could not find a town called “Clearwatr”. Did you mean Clearwater? We serve it: see its page, or try your ZIP code.',
      city: { name: 'Clearwater' },
    })
    expect(ask('Innisbrok')).toMatchObject({ kind: 'unknown', city: { name: 'Palm Harbor' } })
  })

  it('a place beyond the radius of every city served: the phone, no city page', () => {
    expect(ask('33101')).toMatchObject({ kind: 'far', city: null, telephone: { text: '(813) 555-0142' } })
    // Another state's ZIP code is far too, not unknown.
    expect(ask('30301').message).toMatch(/^We are sorry: 30301 \(Atlanta\) is \d+ miles from Ocala/)
  })

  it('a ZIP code or town that does not exist: said so, with the phone', () => {
    expect(ask('00001')).toMatchObject({ kind: 'unknown', telephone: { text: '(813) 555-0142' } })
    expect(ask('Atlantis').message).toBe(
      'We could not find a town called “Atlantis” in Florida. Please try your ZIP code, or call us at (813) 555-0142.',
    )
  })

  it('what is not a ZIP code nor a name says what is wrong, and keeps what was typed', () => {
    expect(ask('')).toMatchObject({ kind: 'invalid', message: 'Please enter your ZIP code (like 34677) or your city.' })
    expect(ask('346770')).toMatchObject({
      kind: 'invalid',
      place: '346770',
      message: '“346770” is not a ZIP code: a ZIP code is 5 digits, like 34677. You typed 6 digits.',
    })
    expect(ask('34b77').message).toBe('“34b77” is not a ZIP code: a ZIP code is 5 digits, like 34677.')
    expect(ask('x'.repeat(81)).message).toMatch(/^That is longer than any ZIP code or city name/)
  })
})

describe('a lead outside the service area', () => {
  it("is marked from the contact form's ZIP code or the end of the booking's address; inside, or without one, it is not", () => {
    expect(leadOutsideArea(site, { zip: '33101' })).toMatch(
      /^33101 \(Miami\) is \d+ miles from Bonita Springs, the nearest city served$/,
    )
    expect(leadOutsideArea(site, { address: '9 Main St, Gainesville, FL 32601' })).toBe(
      '32601 (Gainesville) is 34 miles from Ocala, the nearest city served',
    )
    expect(leadOutsideArea(site, { zip: '34677-0001' })).toBeNull()
    expect(leadOutsideArea(site, { address: '220 Tampa Rd, Oldsmar, FL 34677' })).toBeNull()
    expect(leadOutsideArea(site, { address: '220 Tampa Rd, Oldsmar' })).toBeNull()
  })
})
