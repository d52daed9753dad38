import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORE_SCHEMA, load } from 'js-yaml'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { SourceFile } from './source.ts'
import { aliasExcess } from './yaml-bounds.ts'

const yamlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => join(dir, file))

describe('reading a content file', () => {
  it('gives the same data as the YAML 1.2 parser that keeps positions, for every content file and every broken fixture', () => {
    const files = [...yamlFiles('content'), ...yamlFiles('tests/fixtures')]
    expect(files.length).toBeGreaterThan(150)
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const reference = parseDocument(text, { uniqueKeys: true })
      const source = SourceFile.yaml(file, text)
      // A file whose aliases go past the bound (the alias-bomb fixture) is refused before it is expanded.
      if (reference.errors.length || aliasExcess(text)) {
        expect(source.syntaxProblems.length, file).toBeGreaterThan(0)
        expect(source.data, file).toBeNull()
      } else {
        expect(source.syntaxProblems, file).toEqual([])
        expect(source.data, file).toEqual(reference.toJS())
      }
    }
  })

  it('reads scalars as YAML 1.2 does: dates, yes/no and octal-looking numbers', () => {
    const text = 'opened: 2019-04-01\nanswer: yes\nzip: 034677\ncode: 0o17\nnothing: ~\n'
    expect(SourceFile.yaml('scalars.yaml', text).data).toEqual(parseDocument(text).toJS())
    expect(load(text, { schema: CORE_SCHEMA })).toEqual({
      opened: '2019-04-01',
      answer: 'yes',
      zip: 34677,
      code: 15,
      nothing: null,
    })
  })

  it('still points at the line and column of a bad value, found only after the data was read', () => {
    const source = SourceFile.yaml(
      'cities/tampa.yaml',
      'name: Tampa\nposition:\n  latitude: 27.95\n  longitude: east\n',
    )
    expect(source.problem(['position', 'longitude'], 'must be a number')).toEqual({
      file: 'cities/tampa.yaml',
      line: 4,
      column: 14,
      field: 'position.longitude',
      message: 'must be a number',
    })
  })

  it('reports a duplicate key where it is, and gives no data', () => {
    const source = SourceFile.yaml('cities/tampa.yaml', 'name: Tampa\ncounty: Hillsborough\nname: Tampa Bay\n')
    expect(source.data).toBeNull()
    expect(source.syntaxProblems).toHaveLength(1)
    expect(source.syntaxProblems[0]).toMatchObject({ file: 'cities/tampa.yaml', line: 3 })
  })
})
