import type { FieldChange } from '../../shared/admin-content.ts'
import { entryOfFile, readData, summaryOf } from './entries.ts'

type Values = Record<string, unknown>

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
export function changeSummary(where: string, fields: FieldChange[]): string {
  if (fields.length === 0) return `${where}: nothing changed`
  const one = fields[0]!
  const short = (value: string | null) => (value === null ? 'empty' : value.length > 60 ? `${value.slice(0, 57)}…` : value)
  if (fields.length === 1) return `${where}: ${one.label} ${short(one.before)} → ${short(one.after)}`
  const labels = [...new Set(fields.map((field) => field.label.split(' › ')[0]!))]
  const named = labels.length <= 3 ? labels.join(', ') : `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
  return `${where}: ${named}`
}
