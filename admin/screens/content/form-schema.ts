import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { readableName, singular, singularLabel } from '../../../shared/field-label.ts'

export { readableName, singularLabel }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The file's JSON Schema as the form library renders it. The schemas are made for the checker and
 * editors (draft 2020-12), and three of their shapes would show badly or not at all in a form:
 * `prefixItems` (a [latitude, longitude] pair) becomes the draft-07 tuple the library knows; a choice
 * of constants (a rating of 4 or 5) becomes one list to pick from; and a choice between kinds of the
 * same type (a link: an address or "tel") becomes that type, instead of a "pick an option" menu a
 * person would not understand. The form does not check values itself: the server's check does, in
 * its own words, so nothing is lost by the simplification.
 */
export function formSchema(schema: object): RJSFSchema {
  return normalize(schema) as RJSFSchema
}

function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize)
  if (!isObject(node)) return node
  const { $schema: _draft, prefixItems, anyOf, ...rest } = node
  const out: Json = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, normalize(value)]))
  if (Array.isArray(prefixItems)) {
    out.items = prefixItems.map(normalize)
    out.additionalItems = false
  }
  if (Array.isArray(anyOf)) Object.assign(out, mergeChoices(anyOf.filter(isObject)))
  // A list of values to pick from (the days of a row of hours) is a set: shown as checkboxes.
  if (isObject(out.items) && Array.isArray(out.items.enum)) out.uniqueItems = true
  return out
}

/** A choice between branches of one type: their constants as a list, or else just the type. */
function mergeChoices(branches: Json[]): Json {
  const types = new Set(branches.map((branch) => branch.type))
  if (types.size !== 1 || branches.length === 0) return { anyOf: branches.map(normalize) }
  const type = branches[0]!.type
  if (branches.every((branch) => 'const' in branch)) return { type, enum: branches.map((branch) => branch.const) }
  return { type }
}

/** Names of fields that hold sentences or paragraphs, whatever their length today. */
const LONG_TEXT =
  /^(description|text|body|answer|intro|summary|note|paragraphs?|content|story|testimonial|quote|mainChallenge|popularService|landmarks|neighborhoods|afterHoursNote|message|lede|lead|details?)$/i

/** Text longer than this, as it is in the file, gets a text area whatever its name. */
const LONG_VALUE = 90

/**
 * How each field shows: its label (the schema's title, or its name made readable), a text area for
 * long text, and a character count where search engines cut the text (a `maxLength` in the schema:
 * the SEO title and description). Worked out once from the schema and the values the form opened
 * with, so that a field does not turn from a line into a text area under the cursor as it grows.
 */
export function formUiSchema(schema: RJSFSchema, values: unknown, name = ''): UiSchema {
  const ui: UiSchema = {}
  if (name && !schema.title) ui['ui:title'] = readableName(name)
  if (schema.type === 'object' && isObject(schema.properties)) {
    const data = isObject(values) ? values : {}
    for (const [key, child] of Object.entries(schema.properties)) {
      if (isObject(child)) ui[key] = formUiSchema(child as RJSFSchema, data[key], key)
    }
  } else if (schema.type === 'array' && isCoordinates(schema.items)) {
    ui.items = (_item: unknown, index: number) => ({ 'ui:title': index === 0 ? 'Latitude' : 'Longitude' })
  } else if (schema.type === 'array' && isObject(schema.items) && schema.uniqueItems && schema.items.enum) {
    ui['ui:widget'] = 'checkboxes'
  } else if (schema.type === 'array' && isObject(schema.items)) {
    const items = Array.isArray(values) ? values : []
    // Items are named by the library after the list ("ZIP codes-2"): itemLabel makes that "ZIP code 2".
    ui.items = formUiSchema(schema.items as RJSFSchema, items.find((item) => isLong(item)) ?? items[0], singular(name))
    delete ui.items['ui:title']
    ui['ui:options'] = { orderable: true }
  } else if (schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format) {
    if (LONG_TEXT.test(name) || isLong(values)) ui['ui:widget'] = 'textarea'
  }
  return ui
}

/** A pair of numbers: in this site's content always a point, [latitude, longitude] (a map's centre, an outline's corner). */
const isCoordinates = (items: unknown) =>
  Array.isArray(items) && items.length === 2 && items.every((item) => isObject(item) && item.type === 'number')

const isLong = (value: unknown) => typeof value === 'string' && (value.length > LONG_VALUE || value.includes('\n'))

/**
 * The label of a list's item as the form library makes it, "ZIP codes-2", as a person says it:
 * "ZIP code 2". Any other label is kept.
 */
export function itemLabel(label: string): string {
  const match = /^(.*\S)-(\d+)$/.exec(label)
  if (!match) return label
  // The library names items after the list's field name (`zipCodes-2`) when the list has no title.
  const list = /\s/.test(match[1]!) ? match[1]! : readableName(match[1]!)
  return `${singularLabel(list)} ${match[2]}`
}
