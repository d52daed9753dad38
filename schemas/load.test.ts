import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatProblem } from './errors.ts'
import { checkContent } from './load.ts'

const temp = mkdtempSync(join(tmpdir(), 'content-fixtures-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Lays a broken fixture over a copy of the real content and returns every problem, as printed, relative to that copy. */
function problemsWith(fixture: string): string[] {
  const dir = join(temp, fixture)
  cpSync('content', dir, { recursive: true })
  cpSync(join('tests/fixtures', fixture), dir, { recursive: true })
  const { site, problems } = checkContent(dir)
  expect(site).toBeNull()
  return problems.map((problem) => formatProblem({ ...problem, file: `content/${relative(dir, problem.file)}` }))
}

describe('validation of broken content', () => {
  it('reports a wrong type at its line, column and field', () => {
    expect(problemsWith('wrong-type')).toEqual(['content/cities/dunedin.yaml:13:20 localContent.yearEstablished: expected a number, received "eighteen-ninety"'])
  })

  it('reports a missing field at the object that lacks it', () => {
    expect(problemsWith('missing-field')).toEqual(['content/cities/ozona.yaml:1:1 county: missing (expected text)'])
  })

  it('reports an unknown county with the list of known ones', () => {
    const [problem, ...rest] = problemsWith('unknown-county')
    expect(rest).toEqual([])
    expect(problem).toMatch(/^content\/cities\/ozona\.yaml:2:9 county: unknown county "Pinelas"; counties are listed in counties\.yaml: Pinellas, Pasco, /)
  })

  it('reports a duplicate slug, and the file name that no longer matches it', () => {
    expect(problemsWith('duplicate-slug')).toEqual([
      'content/cities/spring-hill-2.yaml:1:7 name: file name "spring-hill-2.yaml" does not match the city\'s slug "spring-hill" (rename the file to spring-hill.yaml)',
      'content/cities/spring-hill-2.yaml:1:7 name: duplicate slug "spring-hill": cities/spring-hill.yaml already uses it',
    ])
  })

  it('reports a file name that does not match the slug made from the name', () => {
    expect(problemsWith('file-name-mismatch')).toEqual([
      'content/cities/ozona-village.yaml:1:7 name: file name "ozona-village.yaml" does not match the city\'s slug "ozona" (rename the file to ozona.yaml)',
    ])
  })

  it('reports internal links that lead nowhere', () => {
    expect(problemsWith('broken-link')).toEqual([
      'content/navigation.yaml:3:13 header.1.href: link "/servics" does not lead to any page the site builds',
      'content/navigation.yaml:9:17 footer.0.links.1.href: link "/service-area/garage-door-repair-atlantis" does not lead to any page the site builds',
    ])
  })

  it('reports a YAML syntax error at its position', () => {
    expect(problemsWith('yaml-syntax')).toEqual(['content/cities/ozona.yaml:14:19 YAML syntax error: Missing closing "quote'])
  })

  it('reports a duplicate key as an error', () => {
    expect(problemsWith('duplicate-key')).toEqual(['content/cities/ozona.yaml:4:1 YAML error: Map keys must be unique (a field appears twice)'])
  })

  it('reports coordinates outside the state', () => {
    expect(problemsWith('outside-florida')).toEqual([
      'content/cities/ozona.yaml:5:3 position: coordinates 28.0653, 82.7787 are outside Florida (is a sign missing from the longitude?)',
    ])
  })
})
