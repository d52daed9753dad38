import type { z } from 'zod'
import type { ContentProblem, FormMessage } from './errors.ts'

/**
 * The content check speaks to two readers. `npm run validate` and CI print its messages for someone
 * who edits the YAML: files, lines, keys and quotes. Site content's form shows them at their fields
 * to a site owner, who never sees the file: the same problem in words that name no file, line, key
 * or quoting, and start as a sentence does. Checks that mention another field or file give their
 * own form words (`ContentProblem.inForm`); the rest are said here.
 */
export function formMessages(problem: ContentProblem): FormMessage[] {
  return problem.inForm ?? [{ field: problem.field, message: inOwnersWords(problem.message) }]
}

/**
 * A message of the check in the form's words: no "(line 14)", no "in quotes", quoted values in
 * typographic quotes (what was typed, not YAML's quoting), and a capital first letter.
 */
export function inOwnersWords(message: string): string {
  const words = message
    .replace(/\s*\(line \d+\)/g, '')
    .replace(/,? in quotes\b/g, '')
    .replace(/"([^"\n]*)"/g, '“$1”')
  // "is shown as plain text…", said of the field: "This is shown as plain text…".
  if (/^(is|are|has|holds|names) /.test(words)) return `This ${words}`
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The words a kind of value is asked for with. */
const ASK: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  boolean: 'Choose yes or no',
  string: 'Fill this in',
}

/**
 * Zod's issue as the form says it at its field, or undefined when the schema's own message (a
 * format, a refinement) says it, in inOwnersWords. A refinement may give its form words as
 * `params.inForm`.
 */
export function issueFormMessage(issue: z.core.$ZodIssue): string | undefined {
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case 'invalid_type':
      if (input !== undefined && !issue.message.startsWith('Invalid input')) return undefined
      return ASK[issue.expected] ?? 'Fill this in'
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'Fill this in' : `Write at least ${issue.minimum} characters`
      if (issue.origin === 'array') return `Add at least ${issue.minimum}`
      return `Must be ${issue.minimum} or more`
    case 'too_big':
      if (issue.origin === 'string') return `Write at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `At most ${issue.maximum}`
      return `Must be ${issue.maximum} or less`
    case 'custom':
      return typeof issue.params?.inForm === 'string' ? issue.params.inForm : undefined
    default:
      return undefined
  }
}
