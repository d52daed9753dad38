import { isDeepStrictEqual } from 'node:util'
import type { FieldChange } from '../../shared/admin-content.ts'
import { readableName } from '../../shared/field-label.ts'
import { entryOfFile, readData, summaryOf } from './entries.ts'
import { parseContentYaml } from './yaml-read.ts'

type Values = Record<string, unknown>

/** The most fields a change lists; a change of more (a file rewritten) says how many more. */
const MAX_FIELDS = 40

/** A value as a person reads it in history: text as it is, a list or group by what it holds. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return value === true ? 'yes' : value === false ? 'no' : String(value)
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'object') ? value.join(', ') : `${value.length} items`
  return Object.values(value as Values)
    .map(shown)
    .filter(Boolean)
    .join(' · ')
}

/** A field's path as its labels: `hours.0.rows.1.closes` → "Hours 1 › Rows 2 › Closes". */
export function fieldPathLabel(path: (string | number)[]): string {
  const parts: string[] = []
  for (const step of path)
    if (typeof step === 'number') parts[parts.length - 1] = `${parts.at(-1) ?? 'Item'} ${step + 1}`
    else parts.push(readableName(step))
  return parts.join(' › ')
}

/**
 * The fields whose values differ between two versions of a file's data, each at the deepest field
 * that still reads as one value (a scalar, a list of words, a small group): what a person changed.
 */
export function changedValues(before: unknown, after: unknown, path: (string | number)[] = []): FieldChange[] {
  if (isDeepStrictEqual(before, after)) return []
  const bothGroups = [before, after].every((v) => v && typeof v === 'object' && !Array.isArray(v))
  const bothLists = [before, after].every((v) => Array.isArray(v) && v.some((item) => item && typeof item === 'object'))
  if (bothGroups) {
    const keys = [...new Set([...Object.keys(before as Values), ...Object.keys(after as Values)])]
    return keys.flatMap((key) => changedValues((before as Values)[key], (after as Values)[key], [...path, key]))
  }
  if (bothLists) {
    const length = Math.max((before as unknown[]).length, (after as unknown[]).length)
    return Array.from({ length }, (_, i) => changedValues((before as unknown[])[i], (after as unknown[])[i], [...path, i])).flat()
  }
  return [{ field: path.join('.'), label: fieldPathLabel(path), before: shown(before), after: shown(after) }]
}

/** Each file's changed fields, as history shows them; a file that cannot be read is left to the YAML diff. */
export function fileChanges(texts: { file: string; before: string | null; after: string | null }[]): FieldChange[] {
  const read = (text: string | null, file: string) => {
    try {
      return text === null ? null : parseContentYaml(text, file)
    } catch {
      return undefined
    }
  }
  return texts
    .flatMap(({ file, before, after }) => {
      const [old, now] = [read(before, file), read(after, file)]
      if (old === undefined || now === undefined || old === null || now === null) return []
      return changedValues(old, now).map((change) => ({ ...change, file }))
    })
    .slice(0, MAX_FIELDS)
}

/**
 * What the form a file is edited in is called: "Business details", "Cities › Palm Harbor" (the
 * entry's title from `values`, else from the file as `read` finds it, else its id).
 */
export function formName(file: string, from: Values | ((file: string) => string | null)): string {
  const entry = entryOfFile(file)
  if (!entry) return file
  if (!entry.kind.many) return entry.kind.label
  let data: Values = {}
  try {
    data = typeof from === 'function' ? readData(from(file) ?? '', file) : from
  } catch {
    // Named by its id: the file cannot be read.
  }
  return `${entry.kind.label} › ${summaryOf(entry.kind, entry.id, data, '').title || entry.id}`
}

/**
 * A saved change named as a person would: one field with its values ("Business details: Telephone
 * (813) 555-0142 → (813) 555-0199"), else the fields changed ("Cities › Palm Harbor: Landmarks,
 * Description and 2 more").
 */
export function changeSummary(where: string, before: Values, after: Values): string {
  const fields = changedValues(before, after)
  if (fields.length === 0) return `${where}: nothing changed`
  const one = fields[0]!
  const short = (value: string | null) => (value === null ? 'empty' : value.length > 60 ? `${value.slice(0, 57)}…` : value)
  if (fields.length === 1) return `${where}: ${one.label} ${short(one.before)} → ${short(one.after)}`
  const labels = [...new Set(fields.map((field) => field.label.split(' › ')[0]!))]
  const named = labels.length <= 3 ? labels.join(', ') : `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
  return `${where}: ${named}`
}
