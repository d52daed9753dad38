import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url))

/** Each object literal of the schemas' source, by its keys (sorted, joined): the doc comment of each key that has one. */
let comments: Map<string, Record<string, string>> | null = null

/**
 * Gives each field of a JSON Schema made from the content schemas (registry.ts jsonSchemaOf) its
 * doc comment in schemas/ as its `description`, which the admin's form shows as help: z.toJSONSchema
 * keeps descriptions given in code, not comments. An object of the JSON Schema is matched with the
 * `z.strictObject({ … })` of the source that has the same keys.
 */
export function withDescriptions<T extends object>(schema: T): T {
  comments ??= readComments()
  walk(schema, comments)
  return schema
}

function walk(node: unknown, found: Map<string, Record<string, string>>) {
  if (typeof node !== 'object' || node === null) return
  const properties = (node as { properties?: Record<string, { description?: string }> }).properties
  if (properties && typeof properties === 'object') {
    const said = found.get(Object.keys(properties).sort().join(','))
    for (const [key, property] of Object.entries(properties))
      if (said?.[key] && typeof property === 'object' && property && !property.description)
        property.description = said[key]
  }
  for (const value of Object.values(node)) walk(value, found)
}

function readComments(): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>()
  const files = [
    ...readdirSync(SCHEMAS).map((name) => join(SCHEMAS, name)),
    ...readdirSync(join(SCHEMAS, 'pages')).map((name) => join(SCHEMAS, 'pages', name)),
  ].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/\b(?:strictObject|object|looseObject)\(\s*\{/g)) {
      const fields = fieldsOf(source, match.index + match[0].length)
      const key = Object.keys(fields).sort().join(',')
      const said = Object.fromEntries(Object.entries(fields).filter(([, comment]) => comment))
      found.set(key, { ...said, ...found.get(key) })
    }
  }
  return found
}

/** The keys of the object literal whose body starts at `start`, each with its doc comment ('' if none). */
function fieldsOf(source: string, start: number): Record<string, string> {
  // The literal's own level only: what is nested deeper is blanked, line breaks kept; comments and
  // strings are copied whole (a brace or parenthesis in them is text).
  let depth = 1
  let flat = ''
  for (let i = start; i < source.length && depth > 0; i++) {
    const opaque = /^(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")/.exec(source.slice(i, i + 2000))
    if (opaque) {
      flat += depth === 1 ? opaque[0] : opaque[0].replace(/[^\n]/g, ' ')
      i += opaque[0].length - 1
      continue
    }
    const c = source[i]!
    if ('{[('.includes(c)) depth++
    else if ('}])'.includes(c)) depth--
    flat += depth === 1 || c === '\n' ? c : ' '
  }
  const fields: Record<string, string> = {}
  for (const m of flat.matchAll(/(?:\/\*\*([\s\S]*?)\*\/\s*)?^[ \t]*['"]?([A-Za-z_$][\w$-]*)['"]?\??:/gm))
    fields[m[2]!] = (m[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .join(' ')
      .replaceAll('`', '')
      .trim()
  return fields
}
