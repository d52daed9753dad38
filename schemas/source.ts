import { readFileSync } from 'node:fs'
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type YAMLError } from 'yaml'
import type { z } from 'zod'
import type { ContentProblem } from './errors.ts'

export type FieldPath = readonly PropertyKey[]

/**
 * A content file that can report any problem found later (by Zod or by a cross-check) at the line
 * and column of the value it is about. The data comes from js-yaml, several times faster than a
 * parse that keeps positions; the positions (the `yaml` library's document) are parsed only when a
 * problem needs them, and a file js-yaml rejects is parsed again by `yaml` for its message.
 */
export class SourceFile {
  readonly path: string
  readonly data: unknown
  readonly syntaxProblems: ContentProblem[]
  private parsed: { doc: Document; lines: LineCounter } | null
  private readonly text: string

  private constructor(path: string, data: unknown, text: string, parsed: { doc: Document; lines: LineCounter } | null, syntaxProblems: ContentProblem[]) {
    this.path = path
    this.data = data
    this.text = text
    this.parsed = parsed
    this.syntaxProblems = syntaxProblems
  }

  /** Parses YAML text. Syntax errors and duplicate keys become problems; data is then null. */
  static yaml(path: string, text: string): SourceFile {
    try {
      // YAML 1.2's core schema, as the `yaml` library reads it: no dates, no merge keys.
      return new SourceFile(path, loadYaml(text, { schema: CORE_SCHEMA, filename: path }) ?? null, text, null, [])
    } catch {
      const parsed = parseWithPositions(text)
      const syntaxProblems = parsed.doc.errors.map((error): ContentProblem => {
        const pos = parsed.lines.linePos(errorOffset(text, error))
        return { file: path, line: pos.line, column: pos.col, field: '', message: yamlMessage(error.code, error.message) }
      })
      return new SourceFile(path, syntaxProblems.length ? null : parsed.doc.toJS(), text, parsed, syntaxProblems)
    }
  }

  static readYaml(path: string): SourceFile {
    return SourceFile.yaml(path, readFileSync(path, 'utf8'))
  }

  /**
   * A file whose data was parsed elsewhere (Markdown front matter). Positions are found by
   * re-reading the front matter as YAML, offset by the opening `---` line.
   */
  static frontMatter(path: string, frontMatterText: string, data: unknown): SourceFile {
    const parsed = parseWithPositions(frontMatterText)
    const syntaxProblems = parsed.doc.errors.map((error): ContentProblem => {
      const pos = parsed.lines.linePos(error.pos[0])
      return { file: path, line: pos.line + 1, column: pos.col, field: '', message: yamlMessage(error.code, error.message) }
    })
    const source = new SourceFile(path, syntaxProblems.length ? null : data, frontMatterText, parsed, syntaxProblems)
    source.lineOffset = 1
    return source
  }

  private lineOffset = 0

  /** The document with positions, parsed the first time a problem is located. */
  private positions(): { doc: Document; lines: LineCounter } {
    return (this.parsed ??= parseWithPositions(this.text))
  }

  /** Line and column of the value at `field`, or of the nearest ancestor that exists. */
  locate(field: FieldPath): { line: number; column: number } {
    const { doc, lines } = this.positions()
    let node: Node | null = (doc.contents as Node | null) ?? null
    let best = node
    for (const key of field) {
      if (!node) break
      let next: unknown = null
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key))
        next = pair ? (pair.value ?? pair.key) : null
      } else if (isSeq(node) && typeof key === 'number') {
        next = node.items[key] ?? null
      }
      node = (next as Node | null) ?? null
      if (node) best = node
    }
    const offset = best?.range?.[0] ?? 0
    const pos = lines.linePos(offset)
    return { line: pos.line + this.lineOffset, column: pos.col }
  }

  /** Line and column of the key `key` in the map at `parent` (for unknown keys). */
  locateKey(parent: FieldPath, key: string): { line: number; column: number } {
    const { doc, lines } = this.positions()
    const mapNode = parent.length ? doc.getIn(parent as unknown[], true) : doc.contents
    if (isMap(mapNode)) {
      const pair = mapNode.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
      const offset = (pair?.key as Node | undefined)?.range?.[0]
      if (offset !== undefined) {
        const pos = lines.linePos(offset)
        return { line: pos.line + this.lineOffset, column: pos.col }
      }
    }
    return this.locate(parent)
  }

  problem(field: FieldPath, message: string): ContentProblem {
    return { file: this.path, ...this.locate(field), field: fieldName(field), message }
  }

  /** Validates this file's data; returns the parsed value, or problems located at each bad field. */
  parse<T extends z.ZodType>(schema: T): { value: z.output<T> } | { problems: ContentProblem[] } {
    if (this.syntaxProblems.length) return { problems: this.syntaxProblems }
    const result = schema.safeParse(this.data, { reportInput: true })
    if (result.success) return { value: result.data }
    return { problems: result.error.issues.flatMap((issue) => this.issueProblems(issue)) }
  }

  private issueProblems(issue: z.core.$ZodIssue): ContentProblem[] {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file: this.path,
        ...this.locateKey(issue.path, key),
        field: fieldName([...issue.path, key]),
        message: 'unknown field (check its spelling, or remove it)',
      }))
    }
    return [this.problem(issue.path, issueMessage(issue))]
  }
}

/** The `yaml` library's document, which keeps every value's position, and its line index. */
function parseWithPositions(text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter()
  return { doc: parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false }), lines }
}

export function fieldName(field: FieldPath): string {
  return field.map(String).join('.')
}

/**
 * Where to point for a YAML error. A quote left open is only noticed at the end of the file;
 * the useful place is the quote that opened it: the last line before the error with an odd
 * number of that quote character.
 */
function errorOffset(text: string, error: YAMLError): number {
  const at = error.pos[0]
  if (error.code !== 'MISSING_CHAR' || !/quote/.test(error.message)) return at
  const quote = error.message.includes('"quote') ? '"' : "'"
  const lines = text.slice(0, at).split('\n')
  const starts = lines.map((_, i) => lines.slice(0, i).reduce((sum, line) => sum + line.length + 1, 0))
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!
    if ((line.split(quote).length - 1) % 2 === 1) return starts[i]! + line.indexOf(quote)
  }
  return at
}

function yamlMessage(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return `YAML error: ${message.split(' at line')[0]} (a field appears twice)`
  return `YAML syntax error: ${message.split(' at line')[0]}`
}

/** Zod's issues rewritten for people who edit YAML, not TypeScript. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return `missing (expected ${article(issue.expected)})`
      return `expected ${article(issue.expected)}, received ${describe(input)}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${describe(input)}`
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`
      if (issue.origin === 'array') return `must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
      return `must be at least ${issue.minimum}, received ${describe(input)}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`
      return `must be at most ${issue.maximum}, received ${describe(input)}`
    case 'invalid_format':
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `not a valid ${issue.format}, received ${describe(input)}`
    case 'invalid_union':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `does not match any allowed form, received ${describe(input)}`
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
