import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { jsonSchemas } from './json-schemas.ts'

describe('editor schemas', () => {
  it('are up to date with the Zod schemas (run `npm run schemas` after changing a schema)', () => {
    for (const [name, { text }] of Object.entries(jsonSchemas())) {
      expect(readFileSync(`schemas/json/${name}`, 'utf8'), name).toBe(text)
    }
    const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8'))
    expect(settings['yaml.schemas']['./schemas/json/city.schema.json']).toBe('content/cities/*.yaml')
  })

  it('describe a city well enough for an editor to flag mistakes', () => {
    const city = JSON.parse(jsonSchemas()['city.schema.json']!.text)
    expect(city.required).toEqual(
      expect.arrayContaining(['name', 'county', 'region', 'position', 'description', 'localContent']),
    )
    expect(city.additionalProperties).toBe(false)
    expect(city.properties.localContent.properties.yearEstablished.type).toBe('integer')
  })
})
