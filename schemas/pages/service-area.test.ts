import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ServiceAreaPageSchema } from './service-area.ts'

const page = parse(readFileSync('content/pages/service-area.yaml', 'utf8')) as {
  cityPage: Record<string, unknown>
  map: Record<string, unknown>
}

/** The issues the schema reports in the city wording and the map of the service-area page, with one wording changed. */
function issuesWith(change: (copy: typeof page) => void) {
  const copy = structuredClone(page)
  change(copy)
  const result = ServiceAreaPageSchema.safeParse(copy)
  return (result.error?.issues ?? [])
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((issue) => /^(cityPage|map)\./.test(issue.path))
}

describe('the city page wording', () => {
  it('is accepted as the content writes them', () => {
    expect(issuesWith(() => {})).toEqual([])
  })

  it('refuses "a" or "an" before a city or county name, which cannot suit every name', () => {
    for (const [field, wording] of [
      ['testimonialHeading', 'From a {city} Customer'],
      ['testimonialHeading', 'From an {city} Customer'],
      ['seoDescription', 'Doors for A {county} County home'],
    ] as const) {
      const issues = issuesWith((copy) => (copy.cityPage[field] = wording))
      expect(issues, wording).toHaveLength(1)
      expect(issues[0]!.path).toBe(`cityPage.${field}`)
      expect(issues[0]!.message).toMatch(/^puts "an?" before \{(city|county)\}, which reads wrong for some names/i)
    }
    const label = issuesWith((copy) => (copy.map.cityLinkLabel = 'Visit a {city} page'))
    expect(label.map((issue) => issue.path)).toEqual(['map.cityLinkLabel'])
  })

  it('lets an article stand before other words and a name stand after other words', () => {
    for (const wording of [
      'From a Customer in {city}',
      'Garage doors in {city}, a {phone} call away',
      'Call a pro in {city}',
    ])
      expect(
        issuesWith((copy) => (copy.cityPage.testimonialHeading = wording)),
        wording,
      ).toEqual([])
  })
})
