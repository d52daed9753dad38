import { relative } from 'node:path'

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
}

/** Thrown by loadSite() when any content file is wrong; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`)
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** `content/cities/dunedin.yaml:7:3 localContent.yearEstablished: expected a number, received "eighteen-ninety"` */
export function formatProblem(problem: ContentProblem): string {
  const where = `${displayPath(problem.file)}:${problem.line}:${problem.column}`
  return problem.field ? `${where} ${problem.field}: ${problem.message}` : `${where} ${problem.message}`
}

export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file)
  return rel.startsWith('..') ? file : rel.split('\\').join('/')
}

export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}
