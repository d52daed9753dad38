import { relative } from 'node:path'
import { nearMiss } from '../shared/near-miss.ts'

/** One thing wrong with the content, located so a non-developer can find and fix it. */
export interface ContentProblem {
  /** Path of the file, as given to the loader (made relative to the working folder when printed). */
  file: string
  /** 1-based line of the offending value, or of the closest enclosing value that exists. */
  line: number
  /** 1-based column. */
  column: number
  /** Dotted field path inside the file (`localContent.yearEstablished`, `faq.2.answer`); empty for the whole file. */
  field: string
  message: string
  /**
   * How Site content's form says it, when its words differ from `message`: at each field it concerns
   * (a copied city marks every copied field), in the owner's words, with no file, line, key or YAML.
   * Without it, the form shows `message` in those words (form-words.ts).
   */
  inForm?: FormMessage[]
}

/** A problem at one field of Site content's form. */
export interface FormMessage {
  /** Dotted path inside the file, as `ContentProblem.field`. */
  field: string
  message: string
}

/** A problem with a whole file or folder (one that is missing, or misnamed), shown at its start. */
export function fileProblem(file: string, message: string): ContentProblem {
  return { file, line: 1, column: 1, field: '', message }
}

/** Thrown by loadSite() when any content file is wrong; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    super(
      `${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`,
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** `content/cities/dunedin.yaml:7:3 localContent.yearEstablished: expected a number, received "eighteen-ninety"` */
export function formatProblem(problem: ContentProblem): string {
  const where = `${displayPath(problem.file)}:${problem.line}:${problem.column}`
  return problem.field ? `${where} ${problem.field}: ${problem.message}` : `${where} ${problem.message}`
}

/**
 * The problem as a GitHub Actions annotation (`::error file=…,line=…,col=…,title=…::message`), which
 * GitHub shows on that line of the changed file in a pull request. The file is relative to the
 * working folder, the repository's root in a workflow.
 */
export function githubAnnotation(problem: ContentProblem): string {
  const property = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
  const title = problem.field ? `,title=${property(problem.field)}` : ''
  const where = `file=${property(displayPath(problem.file))},line=${problem.line},col=${problem.column}`
  return `::error ${where}${title}::${escapeData(problem.message)}`
}

/** A workflow command's data, escaped as GitHub's toolkit does: a line break would end the command. */
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file)
  return rel.startsWith('..') ? file : rel.split('\\').join('/')
}

export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** Validate's last line: `3 problems in 2 files`. */
export function problemCount(problems: ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file)).size
  return `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`
}

/**
 * A name that matches none of the known ones: `unknown county "marion": did you mean "Marion"?`
 * when one known name is a near miss (the same but for case, spaces and punctuation, or a letter
 * or two off), else the known names.
 */
export function unknownName(what: string, name: string, known: Iterable<string>, listedIn: string): string {
  const names = [...known]
  const near = nearMiss(name, names)
  if (near) return `unknown ${what} "${name}": did you mean "${near}"? (${listedIn})`
  return `unknown ${what} "${name}"; ${listedIn}: ${names.join(', ')}`
}

/** The same, in Site content's form: "Pinelas is not a county we serve: did you mean Pinellas?". */
export function unknownInForm(what: string, name: string, known: Iterable<string>): string {
  const near = nearMiss(name, known)
  return `${name} is not ${what}: ${near ? `did you mean ${near}?` : 'choose one from the list'}`
}
