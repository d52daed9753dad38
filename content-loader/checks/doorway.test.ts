import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CityData } from '../../schemas/city.ts'
import { formatProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { parseContent } from '../parse.ts'
import { readContentFiles } from '../read.ts'
import { MAX_SHARED, shingleKeys, words } from '../similarity.ts'
import { SourceFile } from '../source.ts'
import type { AlikePair } from './doorway.ts'
import { alikeCities, checkCopiedCities } from './doorway.ts'

/** A city file as the check sees it. */
function city(file: string, text: string): Checked<CityData> {
  const source = SourceFile.yaml(`/content/cities/${file}`, text)
  return { source, slug: file.replace('.yaml', ''), valid: true, value: source.data as CityData }
}

const clearwater = readFileSync('content/cities/clearwater.yaml', 'utf8')

describe('checkCopiedCities', () => {
  it("refuses a copy whose every mention of the city's name was changed too", () => {
    const copy = clearwater.replace(/Clearwater/g, 'Belleair Bluffs')
    const problems = checkCopiedCities([city('clearwater.yaml', clearwater), city('belleair-bluffs.yaml', copy)]).map(
      formatProblem,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^\/content\/cities\/clearwater\.yaml:\d+:\d+ description: this city's text is 100% the same as belleair-bluffs\.yaml's \(the limit is 60%\): description is the same as in belleair-bluffs\.yaml \(line \d+\), /,
    )
  })

  it('reports a pasted copy in the file just changed, not in the one it was copied from', () => {
    const copy = clearwater.replace(/Clearwater/g, 'Belleair Bluffs')
    const pair = [city('clearwater.yaml', clearwater), city('belleair-bluffs.yaml', copy)]
    const problems = checkCopiedCities(pair, undefined, new Set(['/content/cities/belleair-bluffs.yaml']))
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^\/content\/cities\/belleair-bluffs\.yaml:\d+:\d+ description: this city's text is 100% the same as clearwater\.yaml's /,
      ),
    ])
  })

  it('names a field found in another field of the other city', () => {
    const story =
      'Old cottages with single garages line the bayou, where every storm pushes brackish water under the doors and leaves a film of salt on the tracks that no rinse quite removes.'
    const gulfport = `name: Gulfport\ndescription: ${story}\nlocalContent:\n  mainChallenge: Waterfront art studios fill many of the detached garages, so doors open and close dozens of times a day and springs wear out years early.\n`
    const tierraVerde = `name: Tierra Verde\ndescription: An island town of canal homes.\nlocalContent:\n  testimonial: ${story}\n`
    const problems = checkCopiedCities([city('gulfport.yaml', gulfport), city('tierra-verde.yaml', tierraVerde)])
    expect(problems.map(formatProblem)).toEqual([
      "/content/cities/tierra-verde.yaml:4:16 localContent.testimonial: this city's text is 93% the same as gulfport.yaml's (the limit is 60%): localContent.testimonial is the same as gulfport.yaml's description (line 2). Search engines take near-copies for doorway pages and may drop both: write this city's own text in this field.",
    ])
  })

  it('passes cities whose texts are their own', () => {
    const other = `name: Largo\ndescription: Largo's ranch homes sit inland, away from the salt, where heat and sun wear openers and weather seals before rust does.\nlocalContent:\n  testimonial: The opener is quiet now, and the door closes on the first try every time.\n`
    expect(checkCopiedCities([city('clearwater.yaml', clearwater), city('largo.yaml', other)])).toEqual([])
  })
})

describe('the real cities', () => {
  it(`share no more than ${MAX_SHARED * 100}% of their own text with any other city`, () => {
    const { cities } = parseContent(readContentFiles('content'))
    const [worst] = alikeCities(cities, 0).sort((a, b) => b.share - a.share)
    const pair = worst ? `${worst.copy.slug} and ${worst.original.slug}` : 'none'
    console.log(`most alike cities by their own text: ${pair}, ${((worst?.share ?? 0) * 100).toFixed(1)}% shared`)
    expect(worst?.share ?? 0, pair).toBeLessThanOrEqual(MAX_SHARED)
  })
})

/** The fields the check reads, as the reference below reads them. */
const TEXT_FIELDS = [
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

/**
 * The reference: every pair of cities compared, their sets of shingle keys intersected, and each
 * pair sharing a key listed with its share. A city's words are its fields' words with the longest
 * city name at each place replaced by one word. Pairs come in the order of their lowest common key,
 * then of the later city, then of the earlier: the order checkCopiedCities keeps the first of
 * several equal shares in.
 */
function everyPair(cities: Checked<CityData>[]): (AlikePair & { sameSize: boolean })[] {
  const names = cities.map((c) => words(c.value.name ?? '')).filter((name) => name.length)
  const keys = cities.map((c) => {
    const lists = TEXT_FIELDS.map((path) =>
      path.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], c.value),
    )
    return new Set(
      lists.flatMap((value) => {
        if (value === undefined) return []
        const list = words(Array.isArray(value) ? value.join(', ') : String(value))
        const replaced: string[] = []
        for (let i = 0; i < list.length;) {
          const found = names.filter((name) => name.every((word, k) => list[i + k] === word))
          const length = Math.max(0, ...found.map((name) => name.length))
          replaced.push(length ? '#city' : list[i]!)
          i += length || 1
        }
        return shingleKeys(replaced)
      }),
    )
  })
  const pairs: (AlikePair & { sameSize: boolean; order: number[] })[] = []
  for (let b = 0; b < cities.length; b++) {
    for (let a = 0; a < b; a++) {
      const common = [...keys[a]!].filter((key) => keys[b]!.has(key))
      const [sizeA, sizeB] = [keys[a]!.size, keys[b]!.size]
      const share = common.length / Math.min(sizeA, sizeB)
      if (!common.length) continue
      const aIsCopy = sizeA !== sizeB ? sizeA < sizeB : cities[a]!.source.path > cities[b]!.source.path
      const [copy, original] = aIsCopy ? [cities[a]!, cities[b]!] : [cities[b]!, cities[a]!]
      pairs.push({ copy, original, share, sameSize: sizeA === sizeB, order: [Math.min(...common), b, a] })
    }
  }
  pairs.sort((x, y) => x.order[0]! - y.order[0]! || x.order[1]! - y.order[1]! || x.order[2]! - y.order[2]!)
  return pairs.map(({ order: _, ...pair }) => pair)
}

/** A seeded pseudo-random number generator (mulberry32), so that a failing case can be run again. */
function randomOf(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const VOCABULARY = ['door', 'Spring', 'opener', "salt's", 'rust', 'track', 'cable', 'seal', 'panel', 'storm']
const BOILERPLATE = [
  'Our technicians carry springs, rollers and openers on every truck.',
  "We're licensed, insured and answer the phone around the clock, every day.",
  'Same-day repairs across Pinellas and Hillsborough, with written estimates.',
]
const NAMES = ['Oak Hill', 'Oak Hill Springs', 'Palm Harbor', 'Harbor', "St. Pete's Beach", 'Largo', 'Bay Pines', '']

/**
 * A few cities, each field absent, empty, a few words, fresh words from a small vocabulary, or an
 * earlier city's field with a share of its words changed (so that shares near the limit are common),
 * with city names (its own, another's) inside and sentences many cities share.
 */
function randomCities(seed: number): Checked<CityData>[] {
  const random = randomOf(seed)
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
  const written: (string[] | undefined)[][] = []
  return Array.from({ length: 2 + Math.floor(random() * 10) }, (_, i) => {
    const name = pick(NAMES)
    const model = written.length && random() < 0.7 ? pick(written) : []
    const changed = random() * 0.6
    const absent = random() < 0.3 ? 0.8 : 0.1
    const fields = TEXT_FIELDS.map((_, f) => {
      const kind = random()
      if (random() < absent) return undefined
      if (kind < 0.05) return []
      const fresh = () => (random() < 0.08 ? (random() < 0.5 ? name : pick(NAMES)) : pick(VOCABULARY))
      const length = kind < 0.15 ? 1 + Math.floor(random() * 4) : 5 + Math.floor(random() * 40)
      const earlier = random() < 0.9 ? model[f] : pick(written.flat())
      const list = (earlier ?? Array.from({ length }, fresh)).map((word) => (random() < changed ? fresh() : word))
      return random() < 0.4 ? [...list, ...pick(BOILERPLATE).split(' ')] : list
    })
    if (model.length && random() < 0.15) fields.splice(0, fields.length, ...model)
    written.push(fields)
    const text = (list: string[] | undefined) => list?.join(' ')
    const value = {
      name,
      description: text(fields[0]),
      zipCodes: fields[1]?.map((word) => `${word}.`),
      communities: fields[2],
      localContent: { ...Object.fromEntries(TEXT_FIELDS.slice(3).map((path, k) => [path[1], text(fields[k + 3])])) },
    }
    return city(`city-${i}.yaml`, JSON.stringify(value))
  })
}

const slugs = (pairs: AlikePair[]) => pairs.map((p) => `${p.copy.slug} ${p.original.slug} ${p.share}`)

describe('alikeCities', () => {
  it('finds the very pairs, shares and order that comparing every pair of cities finds', () => {
    const seen = { over: 0, justUnder: 0, sameSize: 0 }
    for (let seed = 1; seed <= 400; seed++) {
      const cities = randomCities(seed)
      const pairs = everyPair(cities)
      for (const limit of [MAX_SHARED, 0, 0.3, 0.75]) {
        const over = pairs.filter(({ share }) => share > limit)
        expect(slugs(alikeCities(cities, limit)), `seed ${seed}, over ${limit}`).toEqual(slugs(over))
      }
      seen.over += pairs.filter(({ share }) => share > MAX_SHARED && share < 0.7).length
      seen.justUnder += pairs.filter(({ share }) => share <= MAX_SHARED && share > 0.5).length
      seen.sameSize += pairs.filter(({ share, sameSize }) => share > MAX_SHARED && sameSize).length
    }
    expect(seen.over).toBeGreaterThan(40)
    expect(seen.justUnder).toBeGreaterThan(50)
    expect(seen.sameSize).toBeGreaterThan(50)
  })

  it('compares at most 131,071 cities', () => {
    const many = Array<Checked<CityData>>(2 ** 17).fill(city('largo.yaml', 'name: Largo\n'))
    expect(() => alikeCities(many, MAX_SHARED, (list) => list)).toThrow(
      'the doorway check compares at most 131071 cities',
    )
  })
})
