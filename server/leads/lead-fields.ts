import type { Forms } from '../../schemas/forms.ts'
import { bookingLeadSchema, contactLeadSchema } from '../../schemas/leads.ts'
import type { City } from '../../schemas/site.ts'
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
