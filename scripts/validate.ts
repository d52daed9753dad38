import { resolve } from 'node:path'
import { displayPath, formatProblem, problemCount } from '../content-loader/errors.ts'
import { checkContent, defaultContentDir } from '../content-loader/load.ts'
import { siteSummary } from '../content-loader/summary.ts'

/**
 * `npm run validate -- path/to/content`: checks a content folder (CONTENT_DIR, or `content`, when
 * none is given) as the build does, and lists every problem by file, line and field. Exits 1 when
 * there is one. The build runs the same check in a process of its own (build/check-worker.ts).
 */
const contentDir = process.argv[2] ? resolve(process.argv[2]) : defaultContentDir()
const { site, problems } = checkContent(contentDir)
if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\n${problemCount(problems)}.`)
  process.exit(1)
}
console.log(`${displayPath(contentDir)} is valid: ${siteSummary(site)}.`)
