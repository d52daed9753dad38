import { isDeepStrictEqual } from 'node:util'
import { stringify } from 'yaml'
import type { ContentFieldProblem } from '../../shared/admin-content.ts'
import { slugify } from '../../shared/slug.ts'
import { HttpError } from '../http-errors.ts'
import { ContentAnswer } from './changes.ts'
import { readData } from './entries.ts'
import { entryFile, MAX_FILE_BYTES } from './files.ts'
import type { ContentKind } from './registry.ts'
import { editYaml } from './yaml-edit.ts'

/** The longest text one field may hold: the longest in the site's content is a few thousand characters. */
export const MAX_FIELD_CHARS = 50_000

type Read = (file: string) => string | null
type Values = Record<string, unknown>

/** The form's values: a mapping, each text field within MAX_FIELD_CHARS, else a 422 naming the field. */
export function checkValues(values: unknown, file: string): Values {
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new HttpError(400, 'values: must be the fields of the file, as an object')
  const problems: ContentFieldProblem[] = []
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string' && value.length > MAX_FIELD_CHARS)
      problems.push({
        file,
        line: 1,
        column: 1,
        field: path.join('.'),
        message: `is ${value.length.toLocaleString('en-US')} characters long; a field may hold at most ${MAX_FIELD_CHARS.toLocaleString('en-US')}`,
        here: true,
      })
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key])
  }
  walk(values, [])
  if (problems.length)
    throw new ContentAnswer(422, { error: `Not saved: ${problems[0]!.field} is too long.`, problems })
  return values as Values
}

/** The file's new text, within MAX_FILE_BYTES. */
export function edited(text: string, values: Values, file: string): string {
  const result = editYaml(text, values)
  if (Buffer.byteLength(result) > MAX_FILE_BYTES)
    throw new HttpError(422, `${file}: would be larger than ${MAX_FILE_BYTES / 1024} KB; split its content`)
  return result
}

/** The fields whose values differ, at most three named: `telephone`, `hours, address and 2 more`. */
export function changedFields(before: Values, after: Values): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const changed = keys.filter((key) => !isDeepStrictEqual(before[key], after[key]))
  if (changed.length <= 3) return changed.join(', ') || 'nothing'
  return `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more`
}

/** The id a new entry's file is named by: a city's slug as the checker makes it, else a slug of its title. */
export function newEntryId(kind: ContentKind, values: Values): string {
  const name = kind.type === 'cities' ? values.name : values.title
  if (typeof name !== 'string' || !name.trim())
    throw new ContentAnswer(422, {
      error: `Not saved: a new entry needs its ${kind.type === 'cities' ? 'name' : 'title'}.`,
      problems: [problemAt(kind, kind.type === 'cities' ? 'name' : 'title', 'is required', '')],
    })
  return slugify(name)
}

const problemAt = (kind: ContentKind, field: string, message: string, file: string): ContentFieldProblem => ({
  file: file || `${kind.folder}/`,
  line: 1,
  column: 1,
  field,
  message,
  here: true,
})

/**
 * A new file's text: the folder's `yaml-language-server` line (taken from a file beside it, so the
 * editor's completion works in it as in the others), then the fields.
 */
export function newFileText(values: Values, schemaLine: string | null): string {
  const body = stringify(values, { lineWidth: 100, minContentWidth: 20 })
  return schemaLine ? `${schemaLine}\n${body}` : body
}

/**
 * A city's file after a rename: its new name makes a new slug, so the file moves to the new name and
 * the old slug joins `formerSlugs` (just after `name`), so the old address answers 301.
 */
export function renamedCity(values: Values, oldId: string): { id: string; values: Values } {
  const id = typeof values.name === 'string' ? slugify(values.name) : oldId
  if (id === oldId) return { id, values }
  const former = Array.isArray(values.formerSlugs) ? (values.formerSlugs as string[]) : []
  const formerSlugs = [...former.filter((slug) => slug !== id), ...(former.includes(oldId) ? [] : [oldId])]
  const { name, formerSlugs: _, ...rest } = values
  return { id, values: { name, formerSlugs, ...rest } }
}

/**
 * The city that takes a removed city's address: its file with the removed city's slug and former
 * slugs added to its own `formerSlugs`.
 */
export function redirectedCity(read: Read, kind: ContentKind, removed: Values, removedId: string, to: string) {
  const file = entryFile(kind, to)
  const text = read(file)
  if (to === removedId || text === null)
    throw new HttpError(400, `redirectTo: "${to}" is not another city (its file ${file} does not exist)`)
  const values = readData(text, file)
  const former = Array.isArray(values.formerSlugs) ? (values.formerSlugs as string[]) : []
  const removedFormer = Array.isArray(removed.formerSlugs) ? (removed.formerSlugs as string[]) : []
  const formerSlugs = [...new Set([...former, removedId, ...removedFormer])]
  const { name, formerSlugs: _, ...rest } = values
  return { file, text: edited(text, { name, formerSlugs, ...rest }, file) }
}

/** The `yaml-language-server` line of the first file of a folder that has one, or null. */
export function schemaLineOf(read: Read, kind: ContentKind, ids: string[]): string | null {
  for (const id of ids.slice(0, 5)) {
    const first = read(entryFile(kind, id))?.split('\n', 1)[0]
    if (first?.startsWith('# yaml-language-server:')) return first
  }
  return null
}
