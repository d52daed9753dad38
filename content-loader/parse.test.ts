import { describe, expect, it } from 'vitest'
import { formatProblem } from './errors.ts'
import { parseContent } from './parse.ts'
import { readContentFiles } from './read.ts'
import { SourceFile } from './source.ts'

describe('parseContent', () => {
  it('validates every file against its schema', () => {
    const content = parseContent(readContentFiles('content'))
    expect(content.problems).toEqual([])
    expect(content.business?.value.state).toBe('Florida')
    expect(content.pages['service-area']?.value.map.markerGroups.length).toBeGreaterThan(0)
    expect(content.cities.every((city) => city.valid)).toBe(true)
  })

  it('keeps the right fields of a wrong file of a folder, for the checks across files, and drops a wrong file that stands alone', () => {
    const files = readContentFiles('content')
    const text = 'name: Ozona\ncounty: Pinellas\nregion: Tampa Bay\nposition: { latitude: 28.07 }\n'
    files.folders.cities = [SourceFile.yaml('/content/cities/ozona.yaml', text)]
    files.files.faq = SourceFile.yaml('/content/faq.yaml', 'tabs: []\n')
    const content = parseContent(files)
    expect(content.cities).toMatchObject([
      { slug: 'ozona', valid: false, value: { name: 'Ozona', county: 'Pinellas', region: 'Tampa Bay' } },
    ])
    expect(content.faq).toBeNull()
    expect(content.problems.map(formatProblem)).toEqual([
      '/content/faq.yaml:1:7 tabs: must have at least 1 item',
      '/content/faq.yaml:1:1 featured: missing (expected a list)',
      '/content/cities/ozona.yaml:4:11 position.longitude: missing (expected a number)',
      '/content/cities/ozona.yaml:1:1 description: missing (expected text)',
      '/content/cities/ozona.yaml:1:1 localContent: missing (expected a group of fields)',
    ])
  })
})
