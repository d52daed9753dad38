import type { Forms } from '../../schemas/forms.ts'
import { bookingLeadSchema, contactLeadSchema } from '../../schemas/leads.ts'
import type { City, Site } from '../../schemas/site.ts'
import { zipInAddress } from '../../shared/service-area.ts'
import { townOfZip } from '../service-area/check.ts'
import type { Lead } from '../db/leads.ts'
import { fieldLabel, readableFields } from './deliver.ts'

// How a lead reads to the business, wherever it is shown: the inbox, the CSV export, the lead email.

const fieldOrders = new WeakMap<Forms, Record<Lead['kind'], string[]>>()

/** Each form's fields in the order the form asks for them (its schema's order). */
export function formFields(forms: Forms): Record<Lead['kind'], string[]> {
  let orders = fieldOrders.get(forms)
  if (!orders) {
    orders = {
      contact: Object.keys(contactLeadSchema(forms).shape),
      booking: Object.keys(bookingLeadSchema(forms, '2000-01-01').shape),
    }
    fieldOrders.set(forms, orders)
  }
  return orders
}

const cityPages = new WeakMap<City[], Map<string, string>>()

/** The lead's city: the one typed in the form, else that of the city page the visitor landed on. */
export function cityOf(lead: Lead, cities: City[]): string {
  if (lead.fields.city) return lead.fields.city
  let byPath = cityPages.get(cities)
  if (!byPath) {
    byPath = new Map(cities.map((city) => [city.path, city.name]))
    cityPages.set(cities, byPath)
  }
  const path = (lead.landingPage ?? '').split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')
  return byPath.get(path) ?? ''
}

/** Every field of the lead with its label, in the form's order (fields the form no longer asks for last). */
export function labelledFields(lead: Lead, forms: Forms): { name: string; label: string; value: string }[] {
  const readable = readableFields(lead, forms)
  const order = formFields(forms)[lead.kind]
  const names = [
    ...order.filter((name) => name in readable),
    ...Object.keys(readable).filter((n) => !order.includes(n)),
  ]
  return names.map((name) => ({ name, label: fieldLabel(name), value: readable[name]! }))
}

/**
 * The lead's city or town as the owner would name it: the contact form's city field; for a booking,
 * whose address is written in one box, the content city the address names (the last one named, so
 * "120 Tampa Rd, Oldsmar" is Oldsmar), else the town of the ZIP code it ends with (a town outside
 * the area too), else the town written before the state ("9 Somewhere Lane, Nowhere, GA"); else the
 * city of the /service-area/… page the visitor landed on. Empty when none is known.
 */
export function leadCity(lead: Lead, site: Site): string {
  const address = lead.kind === 'booking' ? lead.fields.address : undefined
  if (address) {
    const zip = zipInAddress(address)
    const town = cityNamedIn(address, site.cities) ?? (zip && townOfZip(site, zip)) ?? townWrittenIn(address)
    if (town) return town
  }
  return cityOf(lead, site.cities)
}

/** The content city an address names last (the longer name where two start at one place); null when it names none. */
function cityNamedIn(text: string, cities: City[]): string | null {
  const address = text.toLowerCase()
  let found: { name: string; at: number } | null = null
  for (const city of cities) {
    const pattern = new RegExp(
      `(^|[^a-z])${city.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`,
      'g',
    )
    for (const match of address.matchAll(pattern)) {
      const at = match.index + match[1]!.length
      if (!found || at > found.at || (at === found.at && city.name.length > found.name.length))
        found = { name: city.name, at }
    }
  }
  return found?.name ?? null
}

/** The town of an address written "street, town, ST 12345" (state and ZIP code optional); null with no comma. */
function townWrittenIn(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2) return null
  const last = parts[parts.length - 1]!
  const town =
    /^[a-z]{2}\.?(\s+\d{5}(-\d{4})?)?$/i.test(last) || /^\d{5}(-\d{4})?$/.test(last) ? parts[parts.length - 2]! : last
  return parts.indexOf(town) > 0 && !/\d/.test(town) ? town : null
}
