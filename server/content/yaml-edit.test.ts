import { diffLines } from 'diff'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { editYaml } from './yaml-edit.ts'

const FILE = `# yaml-language-server: $schema=../../schemas/json/city.schema.json
# A city written by hand, with comments.
name: Palm Harbor # as locals write it
county: 'Pinellas'
position:
  latitude: 28.0781
  longitude: -82.7637
description: >-
  Palm Harbor is an unincorporated community of older block homes
  and newer subdivisions.

  Salt air reaches far inland.
zipCodes: ["34683", "34684"]
communities:
  # The two largest.
  - Crystal Beach
  - Ozona
localContent:
  yearEstablished: 1888
  testimonialName: Dana R., Palm Harbor
`

/** The lines taken out and put in. */
function changes(before: string, after: string): [string[], string[]] {
  const parts = diffLines(before, after)
  const lines = (want: 'added' | 'removed') =>
    parts.filter((p) => p[want]).flatMap((p) => p.value.replace(/\n$/, '').split('\n'))
  return [lines('removed'), lines('added')]
}

/** The file's fields, as the tests change them. */
interface City {
  [key: string]: unknown
  name: string
  county: string
  description: string
  zipCodes: string[]
  communities: string[]
  localContent: { yearEstablished: number; testimonialName: string }
}

const edit = (change: (values: City) => void) => {
  const values = parse(FILE)
  change(values)
  const after = editYaml(FILE, values)
  expect(parse(after)).toEqual(values)
  return changes(FILE, after)
}

describe('editYaml: a save writes only what changed', () => {
  it('nothing changed, nothing written', () => {
    expect(editYaml(FILE, parse(FILE))).toBe(FILE)
  })

  it('a scalar keeps its quoting and its comment', () => {
    expect(edit((v) => (v.name = 'Palm Harbour'))).toEqual([
      ['name: Palm Harbor # as locals write it'],
      ['name: Palm Harbour # as locals write it'],
    ])
    expect(edit((v) => (v.county = 'Pasco'))).toEqual([["county: 'Pinellas'"], ["county: 'Pasco'"]])
    expect(edit((v) => (v.localContent.yearEstablished = 1890))).toEqual([
      ['  yearEstablished: 1888'],
      ['  yearEstablished: 1890'],
    ])
  })

  it('a text that reads as another type is quoted; a multi-line one stays on its line', () => {
    expect(edit((v) => (v.localContent.testimonialName = '1888'))).toEqual([
      ['  testimonialName: Dana R., Palm Harbor'],
      ['  testimonialName: "1888"'],
    ])
    expect(edit((v) => (v.localContent.testimonialName = 'Dana R.\nPalm Harbor'))[1]).toEqual([
      '  testimonialName: "Dana R.\\nPalm Harbor"',
    ])
  })

  it('a folded paragraph changes at its changed line; a line grown too long flows into the next ones only', () => {
    const [removed, added] = edit((v) => (v.description = v.description.replace('older', 'old')))
    expect(removed).toEqual(['  Palm Harbor is an unincorporated community of older block homes'])
    expect(added).toEqual(['  Palm Harbor is an unincorporated community of old block homes'])
    const longer = 'older concrete block homes with single-car garages, carports and sheds from the 1950s'
    const [out, into] = edit((v) => (v.description = v.description.replace('older block homes', longer)))
    expect(out).toEqual(['  Palm Harbor is an unincorporated community of older block homes'])
    expect(into).toEqual([
      '  Palm Harbor is an unincorporated community of older concrete block homes with single-car garages,',
      '  carports and sheds from the 1950s',
    ])
    expect(edit((v) => (v.description = v.description.replace('Salt air', 'Salt spray')))).toEqual([
      ['  Salt air reaches far inland.'],
      ['  Salt spray reaches far inland.'],
    ])
  })

  it('list items added and removed keep the comments and lines of the others', () => {
    expect(edit((v) => v.communities.push('Innisbrook'))).toEqual([[], ['  - Innisbrook']])
    expect(edit((v) => v.communities.splice(1, 1))).toEqual([['  - Ozona'], []])
    expect(edit((v) => v.communities.splice(0, 1))).toEqual([['  - Crystal Beach'], []])
    expect(edit((v) => v.zipCodes.push('34685'))).toEqual([
      ['zipCodes: ["34683", "34684"]'],
      ['zipCodes: ["34683", "34684", "34685"]'],
    ])
  })

  it('a key added goes after the one before it in the values; a key removed takes its lines', () => {
    expect(edit((v) => Object.assign(v, { formerSlugs: undefined }))).toEqual([[], []])
    const renamed = (v: City) => {
      const { name, ...rest } = v
      for (const key of Object.keys(v)) delete v[key]
      Object.assign(v, { name, formerSlugs: ['palm-harbour'], ...rest })
    }
    expect(edit(renamed)).toEqual([[], ['formerSlugs:', '  - palm-harbour']])
    expect(edit((v) => delete v.position)).toEqual([['position:', '  latitude: 28.0781', '  longitude: -82.7637'], []])
  })
})
