import type { City, Site } from '../../schemas/site.ts'
import { distanceMiles } from '../../shared/geo.ts'
import { zipInAddress, type ServiceAreaAnswer } from '../../shared/service-area.ts'
import { telHref } from '../../shared/telephone.ts'
import { nameKey, placeOfName, placeOfZip, type Place } from './places.ts'
import { nearMiss } from '../../shared/near-miss.ts'

/** Longer than any ZIP code or town name: refused before any lookup. */
const MAX_PLACE = 80

/**
 * Where a ZIP code or town stands against the area served. Served: a ZIP code a city's content
 * lists, or a city's name. Otherwise its position (server/service-area/places.ts) is measured to the
 * nearest city served: within the business's `serviceRadiusMiles` it is near (a person should say,
 * so the phone is offered beside that city); farther, it is far.
 */
type Finding =
  | { kind: 'invalid'; problem: string }
  | { kind: 'served'; city: City; zip: string | null; community?: string }
  | { kind: 'unknown'; zip: string | null; meant?: { name: string; city: City } }
  | { kind: 'near' | 'far'; place: Place; zip: string | null; nearest: City; miles: number }

const servedZips = new WeakMap<Site, Map<string, City>>()

function zipIndex(site: Site): Map<string, City> {
  let index = servedZips.get(site)
  if (!index) {
    index = new Map(site.cities.flatMap((city) => (city.zipCodes ?? []).map((zip) => [zip, city] as const)))
    servedZips.set(site, index)
  }
  return index
}

function find(site: Site, typed: string): Finding {
  const { business } = site
  const example = business.address.postalCode
  if (typed === '') return { kind: 'invalid', problem: `Please enter your ZIP code (like ${example}) or your city.` }
  if (typed.length > MAX_PLACE)
    return {
      kind: 'invalid',
      problem: `That is longer than any ZIP code or city name. Please enter your 5-digit ZIP code, like ${example}.`,
    }
  if (/\d/.test(typed)) {
    const zip = /^(\d{5})(-\d{4})?$/.exec(typed)?.[1]
    if (!zip) {
      const digits = /^\d+$/.test(typed) ? ` You typed ${typed.length} digit${typed.length === 1 ? '' : 's'}.` : ''
      return {
        kind: 'invalid',
        problem: `“${typed}” is not a ZIP code: a ZIP code is 5 digits, like ${example}.${digits}`,
      }
    }
    const city = zipIndex(site).get(zip)
    if (city) return { kind: 'served', city, zip }
    const place = placeOfZip(zip)
    return place ? measured(site, place, zip) : { kind: 'unknown', zip }
  }
  // "Oldsmar, FL" and "Oldsmar Florida" are Oldsmar.
  const name = typed.replace(new RegExp(`[,\\s]+(${business.address.region}|${business.state})\\.?$`, 'i'), '')
  const key = nameKey(name)
  const city = site.cities.find((entry) => nameKey(entry.name) === key)
  if (city) return { kind: 'served', city, zip: null }
  const names = placeNames(site)
  const community = names.get(key)
  if (community) return { kind: 'served', city: community.city, zip: null, community: community.name }
  const place = key ? placeOfName(name, business.address.region) : null
  if (place) return measured(site, place, null)
  const near = nearMiss(
    name,
    [...names.values()].map((entry) => entry.name),
  )
  const meant = near ? names.get(nameKey(near)) : undefined
  return { kind: 'unknown', zip: null, ...(meant && { meant }) }
}

const placeIndex = new WeakMap<Site, Map<string, { name: string; city: City }>>()

/**
 * Every name a visitor may know a place we serve by: each city's, and each community its page
 * lists ("Ozona", on the Palm Harbor page), by nameKey; a community two cities list is the first's.
 */
function placeNames(site: Site): Map<string, { name: string; city: City }> {
  let index = placeIndex.get(site)
  if (!index) {
    index = new Map()
    for (const city of site.cities) index.set(nameKey(city.name), { name: city.name, city })
    for (const city of site.cities)
      for (const name of city.communities ?? []) if (!index.has(nameKey(name))) index.set(nameKey(name), { name, city })
    placeIndex.set(site, index)
  }
  return index
}

function measured(site: Site, place: Place, zip: string | null): Finding {
  let nearest = site.cities[0]!
  let miles = Number.POSITIVE_INFINITY
  for (const city of site.cities) {
    const distance = distanceMiles(place, city.position)
    if (distance < miles) [nearest, miles] = [city, distance]
  }
  const kind = miles <= site.business.serviceRadiusMiles ? 'near' : 'far'
  return { kind, place, zip, nearest, miles: Math.max(1, Math.round(miles)) }
}

/** "1 mile", "34 miles". */
const milesText = (miles: number) => `${miles} mile${miles === 1 ? '' : 's'}`

/** What was typed, as the answer names it: "33620 (Tampa)", "Ozona". */
function label(finding: { place: Place; zip: string | null }): string {
  return finding.zip ? `${finding.zip} (${finding.place.city})` : finding.place.city
}

/** The answer to a visitor's ZIP code or town: a city page to go to, or the phone, or what is wrong with what was typed. */
export function checkServiceArea(site: Site, asked: string): ServiceAreaAnswer {
  const place = asked.trim().replace(/\s+/g, ' ')
  const { telephone } = site.business
  const call = { text: telephone, href: telHref(telephone) }
  const link = (city: City) => ({ name: city.name, path: city.path })
  const finding = find(site, place)
  switch (finding.kind) {
    case 'invalid':
      return { kind: 'invalid', place, message: finding.problem, city: null, telephone: null }
    case 'served':
      return {
        kind: 'served',
        place,
        message: finding.zip
          ? `Yes, we serve ${finding.zip}: it is in ${finding.city.name}.`
          : finding.community
            ? `Yes, we serve ${finding.community}: it is part of ${finding.city.name}, which we serve.`
            : `Yes, we serve ${finding.city.name}.`,
        city: link(finding.city),
        telephone: null,
      }
    case 'unknown':
      return {
        kind: 'unknown',
        place,
        message: finding.zip
          ? `We could not find the ZIP code ${finding.zip}. Please check it, or call us at ${telephone} and we will tell you whether we reach you.`
          : finding.meant
            ? `We could not find a town called “${place}”. Did you mean ${finding.meant.name}? We serve it: see its page, or try your ZIP code.`
            : `We could not find a town called “${place}” in ${site.business.state}. Please try your ZIP code, or call us at ${telephone}.`,
        city: finding.meant ? link(finding.meant.city) : null,
        telephone: call,
      }
    case 'near':
      return {
        kind: 'near',
        place,
        message:
          nameKey(finding.place.city) === nameKey(finding.nearest.name)
            ? `${finding.zip} is in ${finding.nearest.name}, which we serve, though it is not one of the ZIP codes we list there. Call us at ${telephone} and we will tell you whether we reach your street.`
            : `${label(finding)} is not on our list, but it is ${milesText(finding.miles)} from ${finding.nearest.name}, which we serve. Call us at ${telephone} and we will tell you whether we can come to you.`,
        city: link(finding.nearest),
        telephone: call,
      }
    case 'far':
      return {
        kind: 'far',
        place,
        message: `We are sorry: ${label(finding)} is ${milesText(finding.miles)} from ${finding.nearest.name}, the nearest city we serve, which is farther than we travel. You are still welcome to call us at ${telephone} with a question about your door.`,
        city: null,
        telephone: call,
      }
  }
}

/**
 * Why a lead's ZIP code is outside the area, for the inbox ("33101 (Miami) is 205 miles from Fort
 * Myers, the nearest city served"), or null when it is inside, or the lead gave no ZIP code.
 */
export function outsideAreaNote(site: Site, zip: string | null): string | null {
  if (!zip) return null
  const finding = find(site, zip)
  switch (finding.kind) {
    case 'served':
    case 'invalid':
      return null
    case 'unknown':
      return `${zip} is not a ZIP code we could find`
    case 'near':
    case 'far':
      return `${label(finding)} is ${milesText(finding.miles)} from ${finding.nearest.name}, the nearest city served`
  }
}

/**
 * Why a lead is outside the service area (outsideAreaNote), from its ZIP code: the contact form's
 * own field, or the end of the booking form's address, which is written in one box. The lead is
 * taken all the same; the inbox marks it.
 */
export function leadOutsideArea(site: Site, fields: Record<string, string>): string | null {
  return outsideAreaNote(site, fields.zip?.slice(0, 5) ?? zipInAddress(fields.address ?? ''))
}

/**
 * The town of a ZIP code, as a lead's subject names it: the city whose content lists it, else the
 * town the ZIP code table gives (a town outside the area is named too); null when neither knows it.
 */
export function townOfZip(site: Site, zip: string): string | null {
  return zipIndex(site).get(zip)?.name ?? placeOfZip(zip)?.city ?? null
}
