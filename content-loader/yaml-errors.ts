import type { LineCounter, YAMLError } from 'yaml'
import { quoted, YamlText, type FieldLine, type YamlMistake } from './yaml-text.ts'

export type { YamlMistake } from './yaml-text.ts'

/** A mistake and whether it is inside one value, so that the rest of the file reads as it should. */
type Explained = YamlMistake & { inValue?: boolean }
type At = { line: number; col: number }

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
  const yaml = new YamlText(text, lines)
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0])
  const exact = (error: YAMLError) =>
    error.code === 'TAB_AS_INDENT' || (error.code === 'MISSING_CHAR' && /quote/.test(error.message))
  const mistakes: YamlMistake[] = sorted.filter(exact).map((error) => explain(yaml, error))
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
    const { inValue, ...mistake } = explain(yaml, error)
    mistakes.push(mistake)
    structureLost = !inValue
  }
  return mistakes.sort((a, b) => a.line - b.line || a.column - b.column)
}

/** The mistake an error shows. */
function explain(yaml: YamlText, error: YAMLError): Explained {
  const at = yaml.contentAt(error.pos[0])
  const field = yaml.fields.find((f) => f.line === at.line)
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return here(at, 'a tab indents this line; YAML needs spaces: replace the tab with spaces')
    case 'DUPLICATE_KEY':
      return duplicateKey(yaml, error, at)
    case 'MISSING_CHAR':
      if (/quote/.test(error.message)) return unclosedQuote(yaml, error)
      return (
        (field && yaml.indentation(field)) ??
        here(
          at,
          `this line is not a \`field: value\` line; if it goes on with the text above, indent it as far as that text (column ${yaml.column(yaml.previousLine(at.line))})`,
        )
      )
    case 'BAD_INDENT':
      return (field && yaml.indentation(field)) ?? yaml.linesOutOfStep(at.line) ?? generic(at)
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return colonMistake(yaml, error, at, field)
    default:
      if (field && /^([*&!%@`|>[\]{}"']|- )/.test(field.value)) return specialMark(yaml, at, field)
      return (
        (field && at.col === field.column && yaml.indentation(field)) || yaml.linesOutOfStep(at.line) || generic(at)
      )
  }
}

function here(at: At, message: string): YamlMistake {
  return { line: at.line, column: at.col, message }
}

function duplicateKey(yaml: YamlText, error: YAMLError, at: At): Explained {
  const key = /^["']?([^"':]+)/.exec(yaml.text.slice(error.pos[0]))?.[1]?.trim()
  const first = yaml.fields.findLast((f) => f.key === key && f.column === at.col && f.line < at.line)
  return {
    ...here(
      at,
      `\`${key}\` appears twice in the same group${first ? ` (also on line ${first.line})` : ''}: keep one and delete the other`,
    ),
    inValue: true,
  }
}

/** A colon YAML read as the end of a field name: one without a space after it, one inside a value, or a field indented too far. */
function colonMistake(yaml: YamlText, error: YAMLError, at: At, field?: FieldLine): Explained {
  const noSpace = /^( *(?:- +)*)([\w$-]+):[^\s:]/.exec(yaml.lines[at.line - 1]!)
  if (noSpace)
    return {
      line: at.line,
      column: noSpace[1]!.length + 1,
      message: `put a space after the colon of \`${noSpace[2]}\``,
      inValue: true,
    }
  // On this line, a colon inside the value; on a later line, a field indented too far.
  const colon = error.pos[0] + yaml.text.slice(error.pos[0]).search(/:(?=\s|$)/)
  const colonLine = yaml.counter.linePos(colon).line
  if (colonLine === at.line && field) {
    return {
      ...here(
        at,
        `the text of \`${field.key}\` holds a colon and a space, which YAML reads as a new field: put the text in quotes, like ${field.key}: ${quoted(field.value)}`,
      ),
      field: yaml.fieldPath(field),
      inValue: true,
    }
  }
  const later = yaml.fields.find((f) => f.line === colonLine)
  return (later && yaml.indentation(later)) ?? yaml.linesOutOfStep(at.line) ?? generic(at)
}

/** A value that starts with a mark YAML reserves, or goes on after its closing quote. */
function specialMark(yaml: YamlText, at: At, field: FieldLine): Explained {
  const mark = field.value[0]!
  const fix = `put the whole text in quotes, like ${field.key}: ${quoted(field.value)}`
  const message = /["']/.test(mark)
    ? `the text of \`${field.key}\` goes on after its closing ${mark}: ${fix}`
    : `the text of \`${field.key}\` starts with ${mark}, which YAML reads as a special mark: ${fix}`
  return {
    line: at.line,
    column: yaml.lines[at.line - 1]!.indexOf(field.value, field.column) + 1,
    message,
    field: yaml.fieldPath(field),
    inValue: true,
  }
}

/** A quote left open is noticed at the end of the file; the place to fix is the quote that opened it, the last line before with an odd number of them. */
function unclosedQuote(yaml: YamlText, error: YAMLError): YamlMistake {
  const quote = error.message.includes('"quote') ? '"' : "'"
  const end = yaml.counter.linePos(error.pos[0]).line
  for (let line = Math.min(end, yaml.lines.length); line >= 1; line--) {
    const lineText = yaml.lines[line - 1]!
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

function generic(at: At): YamlMistake {
  return here(
    at,
    'YAML cannot read this line: check its indentation against the lines above, and put text that holds ": " or starts with a quote or a mark in quotes',
  )
}
