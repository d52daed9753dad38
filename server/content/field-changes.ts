import { isDeepStrictEqual } from 'node:util'
import type { FieldChange } from '../../shared/admin-content.ts'
import { readableName } from '../../shared/field-label.ts'

type Values = Record<string, unknown>

/** The most fields a change records; a file rewritten whole is left to its YAML diff beyond them. */
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
  return changedAt(before, after, path).slice(0, MAX_FIELDS)
}

function changedAt(before: unknown, after: unknown, path: (string | number)[]): FieldChange[] {
  if (isDeepStrictEqual(before, after)) return []
  const bothGroups = [before, after].every((v) => v && typeof v === 'object' && !Array.isArray(v))
  const bothLists = [before, after].every((v) => Array.isArray(v) && v.some((item) => item && typeof item === 'object'))
  if (bothGroups) {
    const keys = [...new Set([...Object.keys(before as Values), ...Object.keys(after as Values)])]
    return keys.flatMap((key) => changedAt((before as Values)[key], (after as Values)[key], [...path, key]))
  }
  if (bothLists) {
    const length = Math.max((before as unknown[]).length, (after as unknown[]).length)
    return Array.from({ length }, (_, i) => changedAt((before as unknown[])[i], (after as unknown[])[i], [...path, i])).flat()
  }
  return [{ field: path.join('.'), label: fieldPathLabel(path), before: shown(before), after: shown(after) }]
}

