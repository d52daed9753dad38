import type { Site } from '../../schemas/site.ts'
import { views } from './view-parts.ts'

/**
 * A value a page works out from the whole site (which city has this address, the six cities
 * nearest to one, which city is the headquarters), recorded as one dependency: the value itself.
 * The key is `=<name>:<argument>` (`=nearby:clearwater`); a later build works the value out again
 * from its own content with the same function (pages/derived.ts lists them) and compares hashes.
 * So a page depends on the answer, not on everything the answer was found among: adding a city on
 * the other side of the state changes no other city's nearest six and re-renders none of them.
 *
 * `make` sees only the derivation's `inputs`, the part of the site its values are worked out from
 * (the cities' slugs and positions, say). A later build whose inputs hash the same has every value
 * the same, and works none of them out again (build/rebuild.ts keysToHashAgain): that holds by
 * construction, since `make` is given nothing else.
 */
export interface Derivation<T, I = unknown> {
  /** The key's name; pages/derived.ts lists every derivation under it. */
  name: string
  /** The part of the site the values are worked out from: all `make` is given. */
  inputs: (site: Site) => I
  /** Works a value out: the same inputs and argument, the same value. */
  make: (inputs: I, argument: string) => T
}

const inputsMade = new WeakMap<Site, Map<string, unknown>>()

/** A derivation's inputs in the site itself (never a recording view), taken once per loaded site. */
export function inputsOf<I>(content: Site, derivation: Derivation<unknown, I>): I {
  let inputs = inputsMade.get(content)
  if (!inputs) inputsMade.set(content, (inputs = new Map()))
  if (!inputs.has(derivation.name)) inputs.set(derivation.name, derivation.inputs(content))
  return inputs.get(derivation.name) as I
}

const made = new WeakMap<Site, Map<string, unknown>>()

/** The site a page's view shows, or `site` itself outside a recording. */
export function siteOf(site: Site): Site {
  return (views.get(site)?.content as Site | undefined) ?? site
}

/** The value of `derivation` for `argument`, made once per loaded site; a recording page reads its key. */
export function derived<T, I>(site: Site, derivation: Derivation<T, I>, argument = ''): T {
  const content = siteOf(site)
  let values = made.get(content)
  if (!values) made.set(content, (values = new Map()))
  const key = `=${derivation.name}:${argument}`
  let value = values.get(key) as T | undefined
  if (value === undefined && !values.has(key))
    values.set(key, (value = derivation.make(inputsOf(content, derivation), argument)))
  views.get(site)?.reads.derivedRead(key, value)
  return value as T
}

const slugIndexes = new WeakMap<object[], Map<string, number>>()

/**
 * The entry of `list` named `slug` (a city, a service), as the page's view hands it over: reading
 * its fields reads that file's fields, and finding it by name reads nothing else (which files the
 * list holds, and in what order, does not matter to it).
 */
export function entryNamed<T extends { slug: string }>(list: T[], slug: string): T | undefined {
  const view = views.get(list)
  const content = (view?.content as T[] | undefined) ?? list
  let index = slugIndexes.get(content)
  if (!index) slugIndexes.set(content, (index = new Map(content.map((entry, i) => [entry.slug, i]))))
  const at = index.get(slug)
  if (at === undefined) return undefined
  return view?.entry ? (view.entry(at) as T) : content[at]
}
