import type { LineCounter, YAMLError } from 'yaml'

/** A YAML mistake in plain words, at the place to change. */
export interface YamlMistake {
  line: number
  column: number
  /** Dotted name of the field the mistake is in, when it can be told. */
  field?: string
  message: string
}

/**
 * The `yaml` library's syntax errors, told to someone who edits content rather than parsers: what
 * is wrong, at the line to change, and how to fix it.
 *
 * The parser notices a mistake where its reading stops making sense, which is often not where the
 * mistake is: a field indented too far reads as more of the value on the line above (so the error
 * is on that line), a quote left open is noticed at the end of the file, and after one line out of
 * step every line that follows is out of step too. So each error is explained from its code and
 * the text around it; an error on the lines an explained one covers, or the line after, is the same
 * mistake seen again; and after a mistake in the file's structure (indentation, a tab) the parser's
 * reading of the rest is guesswork, so only exact errors (tabs, quotes left open) are added to it.
 * A mistake inside one value (a colon, a leading mark) leaves the structure as it was.
 */
export function explainYamlErrors(text: string, errors: readonly YAMLError[], lines: LineCounter): YamlMistake[] {
  const fields = fieldLines(text)
  const textLines = text.split('\n')
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0])
  const exact = (error: YAMLError) =>
    error.code === 'TAB_AS_INDENT' || (error.code === 'MISSING_CHAR' && /quote/.test(error.message))
  const mistakes: YamlMistake[] = sorted.filter(exact).map(explain)
  let structureLost = sorted.some((error) => error.code === 'TAB_AS_INDENT')
  let lastLine = -1
  for (const error of sorted.filter((e) => !exact(e))) {
    if (structureLost) break
    const [start, end] = error.pos.map((offset) => lines.linePos(offset).line) as [number, number]
    if (start <= lastLine + 1) {
      lastLine = Math.max(lastLine, end)
      continue
    }
    lastLine = end
    const { inValue, ...mistake } = explain(error)
    mistakes.push(mistake)
    structureLost = !inValue
  }
  return mistakes.sort((a, b) => a.line - b.line || a.column - b.column)

  /** The mistake an error shows; `inValue` when it is inside one value and the rest of the file reads as it should. */
  function explain(error: YAMLError): YamlMistake & { inValue?: boolean } {
    const at = contentAt(error.pos[0])
    const field = fields.find((f) => f.line === at.line)
    const here = (message: string): YamlMistake => ({ line: at.line, column: at.col, message })
    switch (error.code) {
      case 'TAB_AS_INDENT':
        return here('a tab indents this line; YAML needs spaces: replace the tab with spaces')
      case 'DUPLICATE_KEY': {
        const key = /^["']?([^"':]+)/.exec(text.slice(error.pos[0]))?.[1]?.trim()
        const first = fields.findLast((f) => f.key === key && f.column === at.col && f.line < at.line)
        return {
          ...here(
            `\`${key}\` appears twice in the same group${first ? ` (also on line ${first.line})` : ''}: keep one and delete the other`,
          ),
          inValue: true,
        }
      }
      case 'MISSING_CHAR':
        if (/quote/.test(error.message)) return unclosedQuote(error)
        return (
          (field && indentation(field)) ??
          here(
            `this line is not a \`field: value\` line; if it goes on with the text above, indent it as far as that text (column ${column(previousLine(at.line))})`,
          )
        )
      case 'BAD_INDENT':
        return (field && indentation(field)) ?? linesOutOfStep(at.line) ?? generic(at)
      case 'BLOCK_AS_IMPLICIT_KEY':
      case 'MULTILINE_IMPLICIT_KEY': {
        const noSpace = /^( *(?:- +)*)([\w$-]+):[^\s:]/.exec(textLines[at.line - 1]!)
        if (noSpace)
          return {
            line: at.line,
            column: noSpace[1]!.length + 1,
            message: `put a space after the colon of \`${noSpace[2]}\``,
            inValue: true,
          }
        // The colon YAML read as the end of a field name: on this line, a colon inside the value; on a later line, a field indented too far.
        const colon = error.pos[0] + text.slice(error.pos[0]).search(/:(?=\s|$)/)
        const colonLine = lines.linePos(colon).line
        if (colonLine === at.line && field) {
          return {
            ...here(
              `the text of \`${field.key}\` holds a colon and a space, which YAML reads as a new field: put the text in quotes, like ${field.key}: ${quoted(field.value)}`,
            ),
            field: fieldPath(field),
            inValue: true,
          }
        }
        const later = fields.find((f) => f.line === colonLine)
        return (later && indentation(later)) ?? linesOutOfStep(at.line) ?? generic(at)
      }
      default:
        if (field && /^([*&!%@`|>[\]{}"']|- )/.test(field.value)) {
          const mark = field.value[0]!
          const fix = `put the whole text in quotes, like ${field.key}: ${quoted(field.value)}`
          const message = /["']/.test(mark)
            ? `the text of \`${field.key}\` goes on after its closing ${mark}: ${fix}`
            : `the text of \`${field.key}\` starts with ${mark}, which YAML reads as a special mark: ${fix}`
          return {
            line: at.line,
            column: textLines[at.line - 1]!.indexOf(field.value, field.column) + 1,
            message,
            field: fieldPath(field),
            inValue: true,
          }
        }
        return (field && at.col === field.column && indentation(field)) || linesOutOfStep(at.line) || generic(at)
    }
  }

  /** The fields above a line that a field on it could belong with or beside: the last one at each column still open. */
  function openAbove(line: number): FieldLine[] {
    const open: FieldLine[] = []
    for (const above of fields.filter((f) => f.line < line)) {
      while (open.length && open.at(-1)!.column >= above.column) open.pop()
      open.push(above)
    }
    return open
  }

  /** Dotted name of a field (`position.longitude`), as far as it can be told without list positions. */
  function fieldPath(field: FieldLine): string {
    const open = openAbove(field.line)
    if (field.listItem || open.some((f) => f.listItem)) return ''
    return [...open.filter((f) => f.column < field.column && !f.value), field].map((f) => f.key).join('.')
  }

  /** Why a field's column is wrong, from the columns of the fields it could belong with above it. */
  function indentation(field: FieldLine): YamlMistake | null {
    const open = openAbove(field.line)
    const previous = open.at(-1)
    if (!previous || open.some((f) => f.column === field.column)) return null
    const where = { line: field.line, column: field.column, field: fieldPath(field) }
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
  function linesOutOfStep(line: number): YamlMistake | null {
    const above = previousLine(line)
    if (above < 1 || column(line) === column(above)) return null
    const more = column(line) > column(above) ? 'more' : 'less'
    return {
      line,
      column: column(line),
      message: `this line is indented ${more} than line ${above} above it: start both in the same column`,
    }
  }

  /** A quote left open is noticed at the end of the file; the place to fix is the quote that opened it, the last line before with an odd number of them. */
  function unclosedQuote(error: YAMLError): YamlMistake {
    const quote = error.message.includes('"quote') ? '"' : "'"
    const end = lines.linePos(error.pos[0]).line
    for (let line = Math.min(end, textLines.length); line >= 1; line--) {
      const lineText = textLines[line - 1]!
      if ((lineText.split(quote).length - 1) % 2 === 1) {
        return {
          line,
          column: lineText.indexOf(quote) + 1,
          message: `the text that starts with ${quote} here is never closed: add a ${quote} at the end of the text`,
        }
      }
    }
    return { line: end, column: 1, message: `a ${quote} is never closed: add one at the end of the text` }
  }

  function generic(at: { line: number; col: number }): YamlMistake {
    return {
      line: at.line,
      column: at.col,
      message:
        'YAML cannot read this line: check its indentation against the lines above, and put text that holds ": " or starts with a quote or a mark in quotes',
    }
  }

  /** The line and column of an offset; from a blank line or a comment, those of the next line with content, which is what the error is about. */
  function contentAt(offset: number): { line: number; col: number } {
    const at = lines.linePos(offset)
    let line = at.line
    while (line < textLines.length && !isContent(line)) line++
    return line === at.line ? at : { line, col: column(line) }
  }

  function previousLine(line: number): number {
    let above = line - 1
    while (above > 1 && !isContent(above)) above--
    return above
  }

  function isContent(line: number): boolean {
    return !/^\s*(#.*)?$/.test(textLines[line - 1] ?? '')
  }

  function column(line: number): number {
    return (textLines[line - 1]?.search(/\S/) ?? 0) + 1
  }
}

interface FieldLine {
  line: number
  /** 1-based column of the field name. */
  column: number
  key: string
  /** The field opens an item of a list (`- key: value`). */
  listItem: boolean
  /** The text after `key: ` on the same line. */
  value: string
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

/** Text in the quotes that keep it as it is: double quotes, or single ones when it holds a double quote. */
function quoted(text: string): string {
  return text.includes('"') ? `'${text.replaceAll("'", "''")}'` : `"${text}"`
}
