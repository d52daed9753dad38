import { stringify } from 'yaml'
import type { ContentFieldProblem } from '../../shared/admin-content.ts'
import { slugify } from '../../shared/slug.ts'
import { alreadyCalled, entryNoun } from '../../shared/field-label.ts'
import { isReservedName, reservedNameMessage } from '../../content-loader/field-names.ts'
import { HttpError } from '../http-errors.ts'
import { ContentAnswer } from './changes.ts'
import type { ContentEditor } from './editor.ts'
import { entryFile, MAX_FILE_BYTES } from './files.ts'
import type { ContentKind } from './registry.ts'
import { EditMismatch, editYaml } from './yaml-edit.ts'

/** The longest text one field may hold: the longest in the site's content is a few thousand characters. */
export const MAX_FIELD_CHARS = 50_000

type Read = (file: string) => string | null
type Values = Record<string, unknown>

/** How deep the form's values may nest: the content's deepest field (a FAQ answer in a tab) is 4 levels down. */
export const MAX_DEPTH = 32

/**
 * What is wrong with one value, if anything: a text too long or holding a carriage return (YAML
 * would read `\r` and `\r\n` back as line feeds, so the file could not hold it as given), a field
 * named as every JavaScript object's own (`constructor`, `__proto__`), a value nested too deep.
 */
function valueProblem(value: unknown, depth: number, key: string | null): string | null {
  if (key !== null && isReservedName(key)) return reservedNameMessage(key)
  if (depth > MAX_DEPTH && typeof value === 'object' && value !== null)
    return `Nested more than ${MAX_DEPTH} levels deep; content is never nested so deep`
  if (typeof value !== 'string') return null
  if (value.length > MAX_FIELD_CHARS)
    return `Too long: ${value.length.toLocaleString('en-US')} characters, and a field may hold at most ${MAX_FIELD_CHARS.toLocaleString('en-US')}`
  if (value.includes('\r')) return 'Holds a carriage return (\\r): end its lines with a line feed only (as a text box does)'
  return null
}

/**
 * The form's values, each text trimmed: a mapping, each text within MAX_FIELD_CHARS and without carriage returns, no
 * field named as an object's own, nothing nested past MAX_DEPTH; else a 422 naming each field. The
 * values are walked without recursion (a body nested thousands deep is answered, not a stack overflow).
 */
export function checkValues(values: unknown, file: string): Values {
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new HttpError(400, 'values: must be the fields of the file, as an object')
  const problems: ContentFieldProblem[] = []
  // Each value knows its parent, so a field's name is made only for one that is refused.
  type At = { value: unknown; key: string | null; name: string | null; parent: At | null; depth: number }
  const path = (at: At): string[] => (at.parent ? [...path(at.parent), at.name!] : [])
  const stack: At[] = [{ value: values, key: null, name: null, parent: null, depth: 0 }]
  while (stack.length) {
    const at = stack.pop()!
    const message = valueProblem(at.value, at.depth, at.key)
    // What is typed is kept without the spaces around it ("33755 " is the ZIP code 33755).
    if (!message && typeof at.value === 'string' && at.parent)
      (at.parent.value as Record<string, unknown>)[at.name!] = at.value.trim()
    if (message) {
      // Nested too deep is said at the form's field that holds it, not at a path thousands of levels long.
      const field = at.depth > MAX_DEPTH ? path(at)[0]! : path(at).join('.')
      problems.push({ file, line: 1, column: 1, field, message, here: true })
    } else if (typeof at.value === 'object' && at.value !== null) {
      const list = Array.isArray(at.value)
      const items = Object.entries(at.value)
      for (let i = items.length - 1; i >= 0; i--) {
        const [name, value] = items[i]!
        stack.push({ value, key: list ? null : name, name, parent: at, depth: at.depth + 1 })
      }
    }
  }
  if (problems.length) {
    const first = problems[0]!
    const why = first.message.startsWith('Too long') ? 'is too long' : 'cannot be saved'
    throw new ContentAnswer(422, { error: `Not saved: ${first.field} ${why}.`, problems })
  }
  return values as Values
}

/** The file's new text, within MAX_FILE_BYTES. */
export function edited(text: string, values: Values, file: string): string {
  let result: string
  try {
    result = editYaml(text, values)
  } catch (error) {
    if (!(error instanceof EditMismatch)) throw error
    const message =
      'Cannot be saved as it is (an empty entry, say): fill in its fields or remove it'
    throw new ContentAnswer(422, {
      error: `Not saved: ${error.field || 'the form'} cannot be saved.`,
      problems: [{ file, line: 1, column: 1, field: error.field, message, here: true }],
    })
  }
  if (Buffer.byteLength(result) > MAX_FILE_BYTES)
    throw new HttpError(422, `${file}: would be larger than ${MAX_FILE_BYTES / 1024} KB; split its content`)
  return result
}

/** The id a new entry's file is named by: a city's slug as the checker makes it, else a slug of its title. */
export function newEntryId(kind: ContentKind, values: Values): string {
  const name = kind.type === 'cities' ? values.name : values.title
  if (typeof name !== 'string' || !name.trim())
    throw new ContentAnswer(422, {
      error: `Not saved: a new entry needs its ${kind.type === 'cities' ? 'name' : 'title'}.`,
      problems: [problemAt(kind, kind.type === 'cities' ? 'name' : 'title', 'Fill this in: the page’s address is made from it', '')],
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

/** A 422 at the name when a new or renamed entry's file would be another entry's: "There is already a city called…". */
export async function refuseTaken(editor: ContentEditor, kind: ContentKind, file: string, read: Read, field: string) {
  const text = read(file)
  if (text === null) return
  const name = String((await editor.read(text, file))[field] ?? file)
  const message = alreadyCalled(entryNoun(kind.label), name)
  throw new ContentAnswer(422, {
    error: `Not saved: ${message}.`,
    problems: [{ file, line: 1, column: 1, field, message, here: true }],
  })
}

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
export async function redirectedCity(
  read: Read,
  editor: ContentEditor,
  kind: ContentKind,
  removed: Values,
  removedId: string,
  to: string,
) {
  const file = entryFile(kind, to)
  const text = read(file)
  if (to === removedId || text === null)
    throw new HttpError(400, `redirectTo: "${to}" is not another city (its file ${file} does not exist)`)
  const values = await editor.read(text, file)
  const former = Array.isArray(values.formerSlugs) ? (values.formerSlugs as string[]) : []
  const removedFormer = Array.isArray(removed.formerSlugs) ? (removed.formerSlugs as string[]) : []
  const formerSlugs = [...new Set([...former, removedId, ...removedFormer])]
  const { name, formerSlugs: _, ...rest } = values
  return { file, text: (await editor.edit(text, { name, formerSlugs, ...rest }, file)).after() }
}

/** The `yaml-language-server` line of the first file of a folder that has one, or null. */
export function schemaLineOf(read: Read, kind: ContentKind, ids: string[]): string | null {
  for (const id of ids.slice(0, 5)) {
    const first = read(entryFile(kind, id))?.split('\n', 1)[0]
    if (first?.startsWith('# yaml-language-server:')) return first
  }
  return null
}
