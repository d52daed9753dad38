import { basename } from 'node:path'
import type { CityData } from '../../schemas/city.ts'
import { alikeSets } from '../alike-sets.ts'
import type { ContentProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { MAX_SHARED, shingleKeys, words } from '../similarity.ts'
import { nameMatcher, type NameMatcher } from './city-names.ts'
import type { FieldPath } from '../source.ts'
import { fieldLabel } from '../../shared/field-label.ts'

/** The fields of a city file whose text fills its page's main text, each written for this city alone. */
const TEXT_FIELDS: FieldPath[] = [
  ['description'],
  ['zipCodes'],
  ['communities'],
  ['localContent', 'neighborhoods'],
  ['localContent', 'landmarks'],
  ['localContent', 'popularService'],
  ['localContent', 'mainChallenge'],
  ['localContent', 'testimonial'],
  ['localContent', 'testimonialName'],
]

/** A field copied in whole or in part is named when at least this share of it is found in the other city. */
const NAMED_SHARE = 0.5

/** One field's text as measured: its words, and the keys of its shingles. */
interface FieldText {
  field: FieldPath
  /** The words joined, to tell a short field (fewer words than a shingle) copied whole. */
  text: string
  shingles: Set<number>
}

/** A city's text as measured, field by field. */
interface CityText {
  city: Checked<CityData>
  fields: FieldText[]
  /** Every shingle of every field. */
  all: Set<number>
}

/**
 * Doorway pages: a city whose own text (TEXT_FIELDS) mostly repeats another city's is refused,
 * since search engines take such near-copies for doorway pages. The measure is that of
 * ../similarity.ts, with every city's name counted as one word: the share of the smaller text's
 * shingles found in the other, at most MAX_SHARED. The city of a pair that is over it with the
 * smaller text (mostly made of the other's) is reported, at its first copied field, naming the
 * other file and each field found in it, at its line. Of two the same size (a pasted copy), the one
 * in `changed` is reported, where whoever pasted it looks (Site content checks the files a save
 * changes); else the later file.
 */
export function checkCopiedCities(
  cities: Checked<CityData>[],
  found?: IndexPair[],
  changed: ReadonlySet<string> = new Set(),
): ContentProblem[] {
  const names = nameMatcher(cities)
  const pairs = found
    ? found.map(([copy, original, share]) => ({ copy: cities[copy]!, original: cities[original]!, share }))
    : alikeCities(cities, MAX_SHARED, names, changed)
  const worst = new Map<Checked<CityData>, { original: Checked<CityData>; share: number; count: number }>()
  for (const { copy, original, share } of pairs) {
    const known = worst.get(copy)
    if (!known || share > known.share) worst.set(copy, { original, share, count: (known?.count ?? 0) + 1 })
    else known.count++
  }
  return [...worst].map(([copy, { original, share, count }]) =>
    copiedProblem(cityText(copy, names), cityText(original, names), share, count - 1),
  )
}

/** What the comparison reads of a city: its name and text, and its file's path (copyOf). */
export interface ComparedCity {
  value: Partial<Pick<CityData, 'name' | 'description' | 'zipCodes' | 'communities' | 'localContent'>>
  source: { path: string }
}

/** A pair of cities whose text is alike: the city whose text is mostly the other's, the other, and the share. */
export interface AlikePair<C extends ComparedCity = Checked<CityData>> {
  copy: C
  original: C
  share: number
}

/** A pair alike as places in a list of cities: the copy's, the original's, and the share. */
export type IndexPair = [copy: number, original: number, share: number]

/**
 * What the comparison reads of each city, alone: for another thread to compare them
 * (alikeIndexes), whose pairs checkCopiedCities reports.
 */
export const comparedCities = (cities: Checked<CityData>[]): ComparedCity[] =>
  cities.map(({ value: { name, description, zipCodes, communities, localContent }, source }) => ({
    value: { name, description, zipCodes, communities, localContent },
    source: { path: source.path },
  }))

/** alikeCities over MAX_SHARED, each pair as the cities' places in `cities`. */
export function alikeIndexes(cities: ComparedCity[]): IndexPair[] {
  const place = new Map(cities.map((city, at) => [city, at]))
  return alikeCities(cities, MAX_SHARED).map(({ copy, original, share }) => [
    place.get(copy)!,
    place.get(original)!,
    share,
  ])
}

/** The most cities compared: ../alike-sets.ts packs a city's place into 17 bits. */
const MAX_CITIES = 2 ** 17 - 1

/**
 * Every pair of cities sharing more than `over` of the smaller text's shingles (../alike-sets.ts
 * finds them by looking up only each city's rarest shingles, so phrases many cities share cost
 * little). Listed in the order checkCopiedCities keeps the first of equal shares in.
 */
export function alikeCities<C extends ComparedCity>(
  cities: C[],
  over: number,
  names = nameMatcher(cities),
  changed: ReadonlySet<string> = new Set(),
): AlikePair<C>[] {
  if (cities.length > MAX_CITIES) throw new Error(`the doorway check compares at most ${MAX_CITIES} cities`)
  const keys = cities.map((city) => {
    const all: number[] = []
    for (const field of TEXT_FIELDS) for (const key of shingleKeys(fieldWords(city, field, names) ?? [])) all.push(key)
    return all
  })
  const { pairs, sizes } = alikeSets(keys, over)
  return pairs.map(({ a, b, share }) => ({
    ...copyOf(cities[a]!, sizes[a]!, cities[b]!, sizes[b]!, changed),
    share,
  }))
}

/**
 * Of two cities over the limit, the one whose text is mostly the other's: the smaller; of two alike,
 * the one just changed, or the later file.
 */
function copyOf<C extends ComparedCity>(a: C, aSize: number, b: C, bSize: number, changed: ReadonlySet<string>) {
  const [aChanged, bChanged] = [changed.has(a.source.path), changed.has(b.source.path)]
  const aIsCopy = aSize !== bSize ? aSize < bSize : aChanged !== bChanged ? aChanged : a.source.path > b.source.path
  return aIsCopy ? { copy: a, original: b } : { copy: b, original: a }
}

/** A field's words, each city's name one word; none when the city has no such field. */
function fieldWords(city: ComparedCity, field: FieldPath, names: NameMatcher): string[] | undefined {
  const value = valueAt(city.value, field)
  return value === undefined ? undefined : names(words(Array.isArray(value) ? value.join(', ') : String(value)))
}

function cityText(city: Checked<CityData>, names: NameMatcher): CityText {
  const all = new Set<number>()
  const fields = TEXT_FIELDS.flatMap((field) => {
    const list = fieldWords(city, field, names)
    if (list === undefined) return []
    const keys = shingleKeys(list)
    for (const key of keys) all.add(key)
    return [{ field, text: list.join(' '), shingles: new Set(keys) }]
  })
  return { city, fields, all }
}

function valueAt(value: unknown, field: FieldPath): unknown {
  let at = value
  for (const key of field) at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined
  return at
}

/** How much of a field is found in the other city, and in which of its fields most of it is. */
function copiedFrom(field: FieldText, other: CityText): { share: number; from: FieldText } | null {
  if (!field.shingles.size) {
    const same = other.fields.filter((f) => f.text === field.text && field.text !== '')
    const from = same.find((f) => sameField(f, field)) ?? same[0]
    return from ? { share: 1, from } : null
  }
  let found = 0
  for (const key of field.shingles) if (other.all.has(key)) found++
  const share = found / field.shingles.size
  if (share < NAMED_SHARE) return null
  const overlap = (f: FieldText) => [...field.shingles].filter((key) => f.shingles.has(key)).length
  const from = other.fields.reduce((best, f) =>
    overlap(f) > overlap(best) || (overlap(f) === overlap(best) && sameField(f, field)) ? f : best,
  )
  return { share, from }
}

const sameField = (a: FieldText, b: FieldText) => a.field.join('.') === b.field.join('.')
const percent = (share: number) => {
  const whole = Math.floor(share * 100)
  return whole === Math.round(MAX_SHARED * 100) ? `${(share * 100).toFixed(1)}%` : `${whole}%`
}

/**
 * `this city's text is 82% the same as dunedin.yaml's (the limit is 60%): localContent.landmarks is
 * the same as in dunedin.yaml (line 14), …`, at the first field copied.
 */
function copiedProblem(copy: CityText, original: CityText, share: number, others: number): ContentProblem {
  const otherFile = basename(original.city.source.path)
  const otherName = original.city.value.name ?? original.city.slug
  const copied = copy.fields.flatMap((field) => {
    const found = copiedFrom(field, original)
    if (!found) return []
    const { line } = original.city.source.locate(found.from.field)
    const same = sameField(found.from, field)
    const where = same ? `in ${otherFile}` : `${otherFile}'s ${found.from.field.join('.')}`
    const how = found.share === 1 ? 'the same as' : `${percent(found.share)} the same as`
    const fromField = same ? '' : ` (${fieldLabel(found.from.field.join('.'))})`
    return [
      {
        field,
        said: `${field.field.join('.')} is ${how} ${where} (line ${line})`,
        inForm: `${found.share === 1 ? 'The same as' : `${percent(found.share)} the same as`} ${otherName}’s page${fromField}: write this city’s own`,
      },
    ]
  })
  const also = others ? `; it is also over the limit with ${others} other cit${others === 1 ? 'y' : 'ies'}` : ''
  const limit = `${Math.round(MAX_SHARED * 100)}%`
  const message =
    `this city's text is ${percent(share)} the same as ${otherFile}'s (the limit is ${limit})` +
    `${copied.length ? `: ${copied.map((c) => c.said).join(', ')}` : ''}${also}. ` +
    `Search engines take near-copies for doorway pages and may drop both: write this city's own ` +
    `${copied.length === 1 ? 'text in this field' : 'text in these fields'}.`
  const first = copied[0]?.field.field ?? ['name']
  const summary =
    `This city’s text is ${percent(share)} the same as ${otherName}’s (the limit is ${limit})${also}. Search engines ` +
    `take near-copies for doorway pages and may drop both: write this city’s own text in ${copied.length === 1 ? 'this field' : 'each marked field'}.`
  const inForm = copied.length
    ? copied.map((c, i) => ({
        field: c.field.field.join('.'),
        message: i === 0 ? `${summary} ${c.inForm}.` : c.inForm,
      }))
    : [{ field: 'name', message: summary }]
  return copy.city.source.problem(first, message, inForm)
}
