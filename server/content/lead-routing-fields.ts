import { isDeepStrictEqual } from 'node:util'
import { isMap, isScalar, parseDocument } from 'yaml'
import type { Role } from '../../shared/roles.ts'
import { HttpError } from '../http-errors.ts'
import { parseContentYaml } from './yaml-read.ts'

/** The file that holds where leads go, besides Settings. */
export const ROUTING_FILE = 'forms.yaml'

/**
 * forms.yaml's fields that decide where leads go: the forms' mode (posting to this server or straight
 * to a forwarder) and the forwarder. Administrators alone set them (docs/decisions/0024): an account
 * of another role neither reads them in Site content nor changes them by any path (save, check,
 * preview, revert).
 */
export const ROUTING_FIELDS = ['mode', 'forwarding'] as const

/** Whether an account of `role` decides where leads go. */
export const decidesLeadRouting = (role: Role) => role === 'administrator'

type Values = Record<string, unknown>

/** A form's values without the routing fields, for those who may not see them. */
export function withoutRouting(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !(ROUTING_FIELDS as readonly string[]).includes(key)))
}

/** A JSON Schema of forms.yaml without the routing fields, so the form made from it has none. */
export function schemaWithoutRouting(schema: object): object {
  const { properties, required, ...rest } = schema as { properties?: Values; required?: string[] }
  return {
    ...rest,
    ...(properties && { properties: withoutRouting(properties) }),
    ...(required && { required: required.filter((key) => !(ROUTING_FIELDS as readonly string[]).includes(key)) }),
  }
}

const refusal = (fields: string[]) =>
  new HttpError(
    403,
    `${fields.join(', ')}: only an administrator decides where leads go (the forms' mode and forwarding); nothing was saved.`,
  )

/**
 * A save's values from someone who may not change the routing fields: a value sent for one is
 * refused (403 naming it), and the file's own values are kept, so a save without them leaves them
 * as they are rather than removing them.
 */
export function keepRouting(values: Values, fileValues: Values): Values {
  const sent = ROUTING_FIELDS.filter((key) => key in values)
  if (sent.length) throw refusal(sent)
  const kept = Object.fromEntries(ROUTING_FIELDS.filter((key) => key in fileValues).map((key) => [key, fileValues[key]]))
  return { ...kept, ...values }
}

const routingOf = (text: string | null): Values => {
  if (text === null) return {}
  try {
    const data = parseContentYaml(text, ROUTING_FILE) as Values | null
    return Object.fromEntries(ROUTING_FIELDS.map((key) => [key, data?.[key]]))
  } catch {
    // A file that cannot be read routes nothing; the content check refuses it anyway.
    return { unreadable: text }
  }
}

/**
 * The one check every change passes (server/content/changes.ts), whatever made it: a change by
 * someone who may not decide where leads go that changes a routing field is refused, naming it.
 */
export function refuseRoutingChange(
  role: Role,
  files: Map<string, string | null>,
  read: (file: string) => string | null,
): void {
  if (decidesLeadRouting(role) || !files.has(ROUTING_FILE)) return
  const before = routingOf(read(ROUTING_FILE))
  const after = routingOf(files.get(ROUTING_FILE) ?? null)
  const changed = ROUTING_FIELDS.filter((key) => !isDeepStrictEqual(before[key], after[key]))
  if (changed.length || !isDeepStrictEqual(before, after)) throw refusal(changed.length ? changed : [...ROUTING_FIELDS])
}

/** What a diff shows of a routing field to those who may not see it. */
const HIDDEN = '(set by administrators)'

/**
 * forms.yaml's text with each routing field's value replaced by HIDDEN, for the diffs shown to
 * someone who may not see where leads go (history, a change's answer, a stale form's difference):
 * the lines stay where they were, so the rest of the diff reads the same.
 */
export function hideRouting(text: string | null): string | null {
  if (text === null) return null
  const doc = parseDocument(text, { keepSourceTokens: true })
  if (!isMap(doc.contents)) return text
  const spans = doc.contents.items.flatMap((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    const end = (pair.value as { range?: [number, number, number] } | null)?.range?.[1]
    const start = (pair.key as { range?: [number, number, number] }).range?.[0]
    return (ROUTING_FIELDS as readonly string[]).includes(key) && start !== undefined && end !== undefined
      ? [{ start, end, key }]
      : []
  })
  // A block value's range takes its line's end too: the line's end stays.
  const trimmed = spans.map((span) => {
    let end = span.end
    while (end > span.start && /\s/.test(text[end - 1]!)) end--
    return { ...span, end }
  })
  return trimmed
    .reverse()
    .reduce((out, { start, end, key }) => `${out.slice(0, start)}${key}: ${HIDDEN}${out.slice(end)}`, text)
}

/** The files of a change as `role` may see them: forms.yaml's routing fields hidden from all but administrators. */
export function visibleTexts<T extends { file: string; before: string | null; after: string | null }>(
  role: Role,
  files: T[],
): T[] {
  if (decidesLeadRouting(role)) return files
  return files.map((file) =>
    file.file === ROUTING_FILE ? { ...file, before: hideRouting(file.before), after: hideRouting(file.after) } : file,
  )
}

/** A change's fields as `role` may see them: forms.yaml's routing fields to administrators only. */
export function visibleFields<T extends { field: string; file?: string }>(role: Role, fields: T[]): T[] {
  if (decidesLeadRouting(role)) return fields
  const routing = (field: string) => (ROUTING_FIELDS as readonly string[]).includes(field.split('.')[0]!)
  return fields.filter((change) => change.file !== ROUTING_FILE || !routing(change.field))
}
