import { readFileSync } from 'node:fs'
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { z } from 'zod'
import type { ContentProblem, FormMessage } from './errors.ts'
import { reservedKeys, reservedNameMessage, rightFields, walkStrings } from './field-names.ts'
import { issueMessage } from './issue-messages.ts'
import { issueFormMessage } from './form-words.ts'
import { aliasExcess } from './yaml-bounds.ts'
import { explainYamlErrors } from './yaml-errors.ts'

export type FieldPath = readonly PropertyKey[]

/** A string of a file that the link and image check looks at (a link, an image's path), and its field. */
export type Reference = [text: string, field: (string | number)[]]

/**
 * A content file that can report any problem found later (by Zod or by a cross-check) at the line
 * and column of the value it is about. The data comes from js-yaml, several times faster than a
 * parse that keeps positions; the positions (the `yaml` library's document) are parsed only when a
 * problem needs them, and a file js-yaml rejects is parsed again by `yaml` for its message.
 */
export class SourceFile {
  readonly path: string
  readonly syntaxProblems: ContentProblem[]
  private parsed: { doc: Document; lines: LineCounter } | null
  readonly data: unknown
  private readonly text: string
  private referencesFound: Reference[] | null = null

  private constructor(
    path: string,
    data: unknown,
    text: string,
    parsed: { doc: Document; lines: LineCounter } | null,
    syntaxProblems: ContentProblem[],
  ) {
    this.path = path
    this.data = data
    this.text = text
    this.parsed = parsed
    this.syntaxProblems = syntaxProblems
  }

  /** The strings of this file `wanted` picks (links, images), with their fields, in the file's order; found once. */
  references(wanted: (text: string) => boolean): Reference[] {
    if (!this.referencesFound) {
      const found: Reference[] = []
      walkStrings(this.data, [], (text, field) => wanted(text) && found.push([text, field]))
      this.referencesFound = found
    }
    return this.referencesFound
  }

  /**
   * Parses YAML text. Syntax errors, duplicate keys and aliases past the bound (./yaml-bounds.ts,
   * found before anything is expanded) become problems; data is then null.
   */
  static yaml(path: string, text: string): SourceFile {
    const excess = aliasExcess(text)
    if (excess) return new SourceFile(path, null, text, null, [{ file: path, field: '', ...excess }])
    try {
      // YAML 1.2's core schema, as the `yaml` library reads it: no dates, no merge keys.
      return new SourceFile(path, loadYaml(text, { schema: CORE_SCHEMA, filename: path }) ?? null, text, null, [])
    } catch {
      const parsed = parseWithPositions(text)
      const syntaxProblems = syntaxProblemsOf(path, text, parsed, 0)
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
    const excess = aliasExcess(frontMatterText)
    if (excess)
      return new SourceFile(path, null, frontMatterText, null, [
        { file: path, field: '', ...excess, line: excess.line + 1 },
      ])
    const parsed = parseWithPositions(frontMatterText)
    const syntaxProblems = syntaxProblemsOf(path, frontMatterText, parsed, 1)
    const source = new SourceFile(path, syntaxProblems.length ? null : data, frontMatterText, parsed, syntaxProblems)
    source.lineOffset = 1
    return source
  }

  private lineOffset = 0

  /** The document with positions, parsed the first time a problem is located. */
  private positions(): { doc: Document; lines: LineCounter } {
    return (this.parsed ??= parseWithPositions(this.text))
  }

  /**
   * Line and column of the value at `field`, or of the nearest ancestor that exists; with `text`,
   * of that text inside the value when it is written there as it reads (a line of a long value).
   */
  locate(field: FieldPath, text?: string): { line: number; column: number } {
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
    const [start = 0, end = 0] = best?.range ?? []
    const inside = text ? this.text.indexOf(text, start) : -1
    const pos = lines.linePos(inside >= 0 && inside < end ? inside : start)
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

  /** A problem at `field`; `inForm`, its words in Site content's form when they differ (form-words.ts). */
  problem(field: FieldPath, message: string, inForm?: FormMessage[] | string): ContentProblem {
    const at = fieldName(field)
    const form = typeof inForm === 'string' ? [{ field: at, message: inForm }] : inForm
    return { file: this.path, ...this.locate(field), field: at, message, ...(form ? { inForm: form } : {}) }
  }

  /**
   * Validates this file's data; returns the parsed value, or problems located at each bad field
   * and the fields that are right (`partial`), so that checks against other files still run on them.
   */
  parse<T extends z.ZodType>(
    schema: T,
  ): { value: z.output<T> } | { problems: ContentProblem[]; partial: Partial<z.output<T>> } {
    if (this.syntaxProblems.length) return { problems: this.syntaxProblems, partial: {} }
    const reserved = reservedKeys(this.data).map(({ parent, key }) => ({
      file: this.path,
      ...this.locateKey(parent, key),
      field: fieldName([...parent, key]),
      message: reservedNameMessage(key),
    }))
    if (reserved.length) return { problems: reserved, partial: rightFields(schema, this.data) }
    const result = schema.safeParse(this.data, { reportInput: true })
    if (result.success) return { value: result.data }
    return {
      problems: result.error.issues.flatMap((issue) => this.issueProblems(issue)),
      partial: rightFields(schema, this.data),
    }
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
    const text = issue.code === 'custom' ? (issue.params?.text as string | undefined) : undefined
    const field = fieldName(issue.path)
    const inForm = issueFormMessage(issue)
    return [
      {
        file: this.path,
        ...this.locate(issue.path, text),
        field,
        message: issueMessage(issue),
        ...(inForm ? { inForm: [{ field, message: inForm }] } : {}),
      },
    ]
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

function syntaxProblemsOf(
  file: string,
  text: string,
  { doc, lines }: { doc: Document; lines: LineCounter },
  lineOffset: number,
): ContentProblem[] {
  return explainYamlErrors(text, doc.errors, lines).map(({ line, column, field, message }) => ({
    file,
    line: line + lineOffset,
    column,
    field: field ?? '',
    message,
  }))
}
