import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { displayPath, formatProblem, githubAnnotation, problemCount } from '../content-loader/errors.ts'
import { checkContent, defaultContentDir } from '../content-loader/load.ts'
import { siteSummary } from '../content-loader/summary.ts'

/**
 * `npm run validate -- [path/to/content] [--format github]`: checks a content folder (CONTENT_DIR,
 * or `content`, when none is given) as the build does, and lists every problem by file, line and
 * field. Exits 1 when there is one. With `--format github`, each problem is also a GitHub Actions
 * annotation, shown on its line of the pull request (.github/workflows/content.yml). The build runs
 * the same check (build/check.ts).
 */
const FORMATS = ['text', 'github'] as const
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'text' } },
})
const format = FORMATS.find((each) => each === values.format)
if (!format) {
  console.error(`--format must be one of: ${FORMATS.join(', ')} (it was "${values.format}")`)
  process.exit(2)
}
const contentDir = positionals[0] ? resolve(positionals[0]) : defaultContentDir()
const { site, problems } = checkContent(contentDir)
if (!site) {
  for (const problem of problems) {
    if (format === 'github') console.log(githubAnnotation(problem))
    console.error(formatProblem(problem))
  }
  console.error(`\n${problemCount(problems)}.`)
  process.exit(1)
}
console.log(`${displayPath(contentDir)} is valid: ${siteSummary(site)}.`)
