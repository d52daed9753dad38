import { describe, expect, it } from 'vitest'
import { formatProblem } from '../errors.ts'
import type { Parsed } from '../parse.ts'
import type { SitemapPage } from '../../schemas/pages/sitemap.ts'
import type { City } from '../../schemas/site.ts'
import { SourceFile } from '../source.ts'
import { checkSitemap } from './sitemap.ts'

describe('checkSitemap', () => {
  it('reports an unknown county in a group, and a county with cities in no group', () => {
    const text = 'areaGroups:\n  - heading: Tampa Bay\n    counties: [Pinellas, Pasko]\n'
    const source = SourceFile.yaml('/content/pages/sitemap.yaml', text)
    const sitemap = { source, value: source.data } as Parsed<SitemapPage>
    const cities = [{ county: 'Pinellas' }, { county: 'Pasco' }, { county: 'Pasco' }] as City[]
    expect(checkSitemap(sitemap, new Set(['Pinellas', 'Pasco']), cities).map(formatProblem)).toEqual([
      '/content/pages/sitemap.yaml:3:26 areaGroups.0.counties.1: unknown county "Pasko": did you mean "Pasco"? (counties are listed in counties.yaml)',
      '/content/pages/sitemap.yaml:2:3 areaGroups: the cities of Pasco county are in no group; add "Pasco" to one',
    ])
  })
})
