import type { ErrorSchema, RJSFSchema } from '@rjsf/utils'
import type { ContentFieldProblem } from '../../../shared/admin-content.ts'
import { readableName } from './form-schema.ts'

type Node = Record<string, unknown>

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where the form shows the check's problems: each at its field, and the rest above the form. */
export interface PlacedProblems {
  /** The problems of the file being edited, each at its field (the form's `extraErrors`). */
  atFields: ErrorSchema
  /** Each field a problem is shown at, in the order of the problems, as the form names its inputs (`root_hours_2_open`). */
  fieldIds: string[]
  /** Problems about the whole file, shown above the form. */
  aboutFile: ContentFieldProblem[]
  /** Problems found in other files (a duplicate slug, a near-copy), shown above the form with their file. */
  elsewhere: ContentFieldProblem[]
}

/**
 * Places the check's problems: one in the file at the field its dotted path names (`hours.2.open`
 * becomes the form's `hours[2].open`). A path that goes deeper than the form's fields (into a
 * [latitude, longitude] pair, or a field the schema does not have) is shown at the deepest field
 * that exists, its message prefixed with the rest of the path, so that no problem is left unseen.
 */
export function placeProblems(schema: RJSFSchema, problems: ContentFieldProblem[]): PlacedProblems {
  const placed: PlacedProblems = { atFields: {}, fieldIds: [], aboutFile: [], elsewhere: [] }
  for (const problem of problems) {
    if (!problem.here) {
      placed.elsewhere.push(problem)
      continue
    }
    const path = problem.field.split('.').filter(Boolean)
    const depth = reachable(schema, path)
    if (depth === 0) {
      placed.aboutFile.push(problem)
      continue
    }
    const rest = path.slice(depth)
    const message = rest.length ? `${rest.map(readableName).join(' › ')}: ${problem.message}` : problem.message
    addError(placed.atFields, path.slice(0, depth), message)
    const id = ['root', ...path.slice(0, depth)].join('_')
    if (!placed.fieldIds.includes(id)) placed.fieldIds.push(id)
  }
  return placed
}

/** How many steps of `path` lead to a field of the schema. */
export function reachable(schema: RJSFSchema, path: string[]): number {
  let node: unknown = schema
  let depth = 0
  for (const step of path) {
    node = child(node, step)
    if (node === undefined) break
    depth++
  }
  return depth
}

function child(node: unknown, step: string): unknown {
  if (!isObject(node)) return undefined
  if (node.type === 'array' || 'items' in node) {
    if (!/^\d+$/.test(step)) return undefined
    const items = node.items
    if (Array.isArray(items)) return items[Number(step)]
    return isObject(items) ? items : undefined
  }
  const properties = node.properties
  return isObject(properties) && isObject(properties[step]) ? properties[step] : undefined
}

function addError(errors: ErrorSchema, path: string[], message: string) {
  let node = errors as Node
  for (const step of path) {
    node[step] ??= {}
    node = node[step] as Node
  }
  const list = (node.__errors ??= []) as string[]
  list.push(message)
}
