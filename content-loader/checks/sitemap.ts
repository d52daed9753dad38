import type { ContentProblem } from '../errors.ts'
import { unknownName } from '../errors.ts'
import type { Parsed } from '../parse.ts'
import type { SitemapPage } from '../../schemas/pages/sitemap.ts'
import type { City } from '../../schemas/site.ts'

/** The sitemap page's city groups name counties of counties.yaml, and every county with cities is in a group. */
export function checkSitemap(sitemap: Parsed<SitemapPage>, countyNames: Set<string>, cities: City[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const grouped = new Set<string>()
  sitemap.value.areaGroups.forEach((group, g) =>
    group.counties.forEach((county, c) => {
      grouped.add(county)
      if (!countyNames.has(county)) {
        const message = unknownName('county', county, countyNames, 'counties are listed in counties.yaml')
        problems.push(sitemap.source.problem(['areaGroups', g, 'counties', c], message))
      }
    }),
  )
  for (const county of new Set(cities.map((c) => c.county))) {
    if (countyNames.has(county) && !grouped.has(county)) {
      const message = `the cities of ${county} county are in no group; add "${county}" to one`
      problems.push(sitemap.source.problem(['areaGroups'], message))
    }
  }
  return problems
}
