import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The build's own code (issue 46): at most this many lines, tests left out. */
export const BUILD_CODE_BUDGET_LINES = 1800

/** The build's own code: its files (tests left out) and their lines, the longest first. */
export function benchBuildCode(dir = 'build') {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: join(dir, file), lines: readFileSync(join(dir, file), 'utf8').split('\n').length - 1 }))
    .sort((a, b) => b.lines - a.lines)
  return { files, lines: files.reduce((sum, file) => sum + file.lines, 0) }
}

export function buildCodeOverBudget(code: ReturnType<typeof benchBuildCode>): string[] {
  return code.lines > BUILD_CODE_BUDGET_LINES
    ? [`the build's own code is ${code.lines} lines in ${code.files.length} files (budget ${BUILD_CODE_BUDGET_LINES})`]
    : []
}
