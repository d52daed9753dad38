import type { City, Site } from '../../schemas/site.ts'
import { views } from './view-parts.ts'

/** What these views need of a page's recording (build/reads/dependencies.ts PageReads). */
interface Reads {
  keys: Set<string>
  cached<T>(target: object, make: () => T): T
}

/** A lookup of the site's (`site.nearby`): reading a member reads its key (`=nearby:clearwater`), nothing else. */
export function lookupView(table: Record<string, unknown>, name: string, reads: Reads): Record<string, unknown> {
  return reads.cached(
    table,
    () =>
      new Proxy(table, {
        get(target, member) {
          if (typeof member === 'string') reads.keys.add(`=${name}:${member}`)
          return Reflect.get(target, member)
        },
        // Listing every member is reading all of the site's content (the key of the whole site).
        ownKeys(target) {
          reads.keys.add('*')
          return Reflect.ownKeys(target)
        },
      }),
  )
}

const slugPositions = new WeakMap<object, Map<string, number>>()

/**
 * `site.city`: a city by its slug, as the view of the cities hands it over. Reading its fields reads
 * that file's fields; finding it by its slug reads nothing else (which files the list holds, and in
 * what order, does not matter to it).
 */
export function cityIndexView(site: Site, cities: City[], reads: Reads): Record<string, unknown> {
  let at = slugPositions.get(site.cities)
  if (!at) slugPositions.set(site.cities, (at = new Map(site.cities.map((city, i) => [city.slug, i]))))
  const index = at
  return reads.cached(
    site.city,
    () =>
      new Proxy(site.city, {
        get(target, slug) {
          const i = typeof slug === 'string' ? index.get(slug) : undefined
          return i === undefined ? Reflect.get(target, slug) : views.get(cities)!.entry!(i)
        },
        ownKeys(target) {
          reads.keys.add('cities/*.yaml')
          return Reflect.ownKeys(target)
        },
      }),
  )
}
