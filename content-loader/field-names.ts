import { z } from 'zod'

/**
 * Whether `key` is a name every JavaScript object already answers to (`constructor`, `toString`,
 * `__proto__`, `hasOwnProperty`…, and `prototype`): no content field is called so, and a field of
 * that name would be read as the object's own machinery rather than as content.
 */
export const isReservedName = (key: string) => key in Object.prototype || key === 'prototype'

/** The message for such a field, at its key. */
export const reservedNameMessage = (key: string) =>
  `"${key}" cannot be the name of a field (JavaScript keeps it for every object); rename or remove it`

/**
 * Every key of `data` (at any depth, lists included) that isReservedName, with the field that holds
 * it; walked without recursion, so however deep the data is nested, this answers.
 */
export function reservedKeys(data: unknown): { parent: (string | number)[]; key: string }[] {
  const found: { parent: (string | number)[]; key: string }[] = []
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }]
  while (stack.length) {
    const { value, path } = stack.pop()!
    if (Array.isArray(value)) value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (isReservedName(key)) found.push({ parent: path, key })
        else stack.push({ value: item, path: [...path, key] })
      }
  }
  return found.reverse()
}

/** The top-level fields of an object that pass their own schema, as it outputs them. */
export function rightFields<T extends z.ZodType>(schema: T, data: unknown): Partial<z.output<T>> {
  if (!(schema instanceof z.ZodObject) || !data || typeof data !== 'object' || Array.isArray(data)) return {}
  const shape = schema.shape as Record<string, z.ZodType>
  const right = Object.entries(data).flatMap(([key, value]) => {
    const result = Object.hasOwn(shape, key) ? shape[key]!.safeParse(value) : undefined
    return result?.success ? [[key, result.data]] : []
  })
  return Object.fromEntries(right) as Partial<z.output<T>>
}

/** Calls `visit` with every string of `value` and its field. */
export function walkStrings(
  value: unknown,
  field: (string | number)[],
  visit: (text: string, field: (string | number)[]) => void,
): void {
  if (typeof value === 'string') visit(value, field)
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...field, i], visit))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...field, key], visit)
}
