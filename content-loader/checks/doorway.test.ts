import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CityData } from '../../schemas/city.ts'
import { formatProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { parseContent } from '../parse.ts'
import { readContentFiles } from '../read.ts'
import { MAX_SHARED } from '../similarity.ts'
import { SourceFile } from '../source.ts'
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
