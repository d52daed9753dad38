import type { z } from 'zod'

/** Zod's issues rewritten for people who edit YAML, not TypeScript. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return `missing (expected ${article(issue.expected)})`
      if (!issue.message.startsWith('Invalid input')) return issue.message
      return `expected ${article(issue.expected)}, received ${describe(input)}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${describe(input)}`
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`
      if (issue.origin === 'array') return `must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
      return `must be at least ${issue.minimum}, received ${describe(input)}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`
      return `must be at most ${issue.maximum}, received ${describe(input)}`
    case 'invalid_format':
      return issue.message && !issue.message.startsWith('Invalid')
        ? issue.message
        : `not a valid ${issue.format}, received ${describe(input)}`
    case 'invalid_union':
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `does not match any allowed form, received ${describe(input)}`
    default:
      return issue.message
  }
}

function article(expected: string): string {
  const names: Record<string, string> = {
    number: 'a number',
    int: 'a whole number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
    date: 'a date',
  }
  return names[expected] ?? expected
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}
