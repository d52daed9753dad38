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

/** A JSON Schema node, as far as the walk below reads it. */
interface Node {
  description?: unknown
  properties?: Record<string, Node>
  items?: Node | Node[]
  prefixItems?: Node[]
  additionalProperties?: Node | boolean
  anyOf?: Node[]
  oneOf?: Node[]
  allOf?: Node[]
}

/** Every property of every object in a schema, by its path, that has no description or an empty one. */
function undescribed(node: Node, path: string): string[] {
  const own = Object.entries(node.properties ?? {}).flatMap(([key, property]) =>
    typeof property.description === 'string' && property.description.trim() ? [] : [`${path}.${key}`],
  )
  const inner: [string, Node][] = [
    ...Object.entries(node.properties ?? {}).map(([key, property]): [string, Node] => [`${path}.${key}`, property]),
    ...[node.items ?? []].flat().map((item): [string, Node] => [`${path}[]`, item]),
    ...(node.prefixItems ?? []).map((item, i): [string, Node] => [`${path}[${i}]`, item]),
    ...(typeof node.additionalProperties === 'object'
      ? [[`${path}.*`, node.additionalProperties] as [string, Node]]
      : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].map((part): [string, Node] => [
      path,
      part,
    ]),
  ]
  return [...own, ...inner.flatMap(([at, child]) => undescribed(child, at))]
}

describe("the editor schemas' help", () => {
  it('every field of every content object has a description, the help the admin form shows under it', () => {
    const schemas = Object.entries(jsonSchemas())
    expect(schemas.length).toBeGreaterThan(20)
    for (const [name, { text }] of schemas)
      expect(undescribed(JSON.parse(text), name.replace('.schema.json', ''))).toEqual([])
  })

  it("carries each field's own description, on a field of a shared schema and on an optional one too", () => {
    const city = JSON.parse(jsonSchemas()['city.schema.json']!.text)
    expect(city.properties.localContent.properties.landmarks.description).toBe(
      'Landmarks a local would know, separated by commas.',
    )
    expect(city.properties.localContent.properties.testimonialName.description).toBe(
      'Who said it: Dana R., Countryside.',
    )
    expect(city.required).not.toContain('mapMarker')
    expect(city.properties.mapMarker.description).toMatch(/^For the cities shown as markers on the service-area map/)
    expect(city.required).not.toContain('formerSlugs')
    expect(city.properties.formerSlugs.description).toMatch(/^The page's addresses before the city was renamed/)
  })

  it('speaks to a site owner: no help names a file, a folder or a key, or asks for quotes or true', () => {
    const developerWords = /\.yaml|\bcontent\/|\bpublic\/|in quotes|\btrue\b|\bfalse\b|\b[a-z]+[A-Z]\w*\.\w/
    const said: string[] = []
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item) => walk(item, where))
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'description' && typeof value === 'string' && developerWords.test(value))
            said.push(`${where}: ${value}`)
          walk(value, `${where}.${key}`)
        }
    }
    for (const [name, { text }] of Object.entries(jsonSchemas())) walk(JSON.parse(text), name)
    expect(said).toEqual([])
  })
})
