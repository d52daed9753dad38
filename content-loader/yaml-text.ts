import type { LineCounter } from 'yaml'

/** A YAML mistake in plain words, at the place to change. */
export interface YamlMistake {
  line: number
  column: number
  /** Dotted name of the field the mistake is in, when it can be told. */
  field?: string
  message: string
}

/** A line that names a field. */
export interface FieldLine {
  line: number
  /** 1-based column of the field name. */
  column: number
  key: string
  /** The field opens an item of a list (`- key: value`). */
  listItem: boolean
  /** The text after `key: ` on the same line. */
  value: string
}

/**
 * The text of a YAML file as its editor sees it: lines, the fields they name, and how they are
 * indented against each other, to tell where a mistake the parser noticed really is.
 */
export class YamlText {
  readonly text: string
  readonly lines: string[]
  readonly fields: FieldLine[]
  readonly counter: LineCounter

  constructor(text: string, counter: LineCounter) {
    this.text = text
    this.lines = text.split('\n')
    this.fields = fieldLines(text)
    this.counter = counter
  }

  /** The line and column of an offset; from a blank line or a comment, those of the next line with content, which is what the error is about. */
  contentAt(offset: number): { line: number; col: number } {
    const at = this.counter.linePos(offset)
    let line = at.line
    while (line < this.lines.length && !this.isContent(line)) line++
    return line === at.line ? at : { line, col: this.column(line) }
  }

  /** The fields above a line that a field on it could belong with or beside: the last one at each column still open. */
  openAbove(line: number): FieldLine[] {
    const open: FieldLine[] = []
    for (const above of this.fields.filter((f) => f.line < line)) {
      while (open.length && open.at(-1)!.column >= above.column) open.pop()
      open.push(above)
    }
    return open
  }

  /** Dotted name of a field (`position.longitude`), as far as it can be told without list positions. */
  fieldPath(field: FieldLine): string {
    const open = this.openAbove(field.line)
    if (field.listItem || open.some((f) => f.listItem)) return ''
    return [...open.filter((f) => f.column < field.column && !f.value), field].map((f) => f.key).join('.')
  }

  /** Why a field's column is wrong, from the columns of the fields it could belong with above it. */
  indentation(field: FieldLine): YamlMistake | null {
    const open = this.openAbove(field.line)
    const previous = open.at(-1)
    if (!previous || open.some((f) => f.column === field.column)) return null
    const where = { line: field.line, column: field.column, field: this.fieldPath(field) }
    if (field.column > previous.column) {
      return {
        ...where,
        message: `\`${field.key}\` is indented more than \`${previous.key}\` above it: start both in the same column`,
      }
    }
    const deeper = open.find((f) => f.column > field.column)!
    const shallower = open.findLast((f) => f.column < field.column)
    if (!shallower)
      return {
        ...where,
        message: `\`${field.key}\` is indented less than \`${deeper.key}\` above it: start both in the same column`,
      }
    return {
      ...where,
      message: `\`${field.key}\` starts in column ${field.column}, where no field above it starts: line it up with \`${deeper.key}\` (column ${deeper.column}) or \`${shallower.key}\` (column ${shallower.column})`,
    }
  }

  /** A line indented differently from the one above it (a list item, a line of text), when it is. */
  linesOutOfStep(line: number): YamlMistake | null {
    const above = this.previousLine(line)
    if (above < 1 || this.column(line) === this.column(above)) return null
    const more = this.column(line) > this.column(above) ? 'more' : 'less'
    return {
      line,
      column: this.column(line),
      message: `this line is indented ${more} than line ${above} above it: start both in the same column`,
    }
  }

  /** The nearest line above with content. */
  previousLine(line: number): number {
    let above = line - 1
    while (above > 1 && !this.isContent(above)) above--
    return above
  }

  /** The 1-based column where a line's content starts. */
  column(line: number): number {
    return (this.lines[line - 1]?.search(/\S/) ?? 0) + 1
  }

  private isContent(line: number): boolean {
    return !/^\s*(#.*)?$/.test(this.lines[line - 1] ?? '')
  }
}

/** Text in the quotes that keep it as it is: double quotes, or single ones when it holds a double quote. */
export function quoted(text: string): string {
  return text.includes('"') ? `'${text.replaceAll("'", "''")}'` : `"${text}"`
}

/** Every line that names a field (`  key: value`, `- key: value`), skipping the text of block values (`|`, `>`). */
function fieldLines(text: string): FieldLine[] {
  const fields: FieldLine[] = []
  // A block value's text: lines indented more than its field, and at least as far as its first line.
  let block: { fieldIndent: number; textIndent?: number } | null = null
  text.split('\n').forEach((lineText, i) => {
    const indent = lineText.search(/\S/)
    if (indent < 0) return
    if (block && indent > block.fieldIndent && indent >= (block.textIndent ??= indent)) return
    block = null
    const match = /^( *(?:- +)*)([\w$-]+|"[^"]*"|'[^']*') *:(?: +(.*))?$/.exec(lineText)
    if (!match) return
    const value = (match[3] ?? '').trim()
    fields.push({ line: i + 1, column: match[1]!.length + 1, key: match[2]!, listItem: match[1]!.includes('-'), value })
    if (/^[|>][-+0-9]*(\s+#.*)?$/.test(value)) block = { fieldIndent: indent }
  })
  return fields
}
