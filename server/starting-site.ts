import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatProblem, problemCount, type ContentProblem } from '../content-loader/errors.ts'
import { checkContent } from '../content-loader/load.ts'
import { withIndexes, type Site } from '../schemas/site.ts'

/**
 * The content the server starts with: CONTENT_DIR's, checked as `npm run validate` checks it. When the
 * check refuses it (a file `git pull` brought in is broken, an alias bomb, a symbolic link), the
 * server still starts, on the content of the build it serves (its site.json: the last good build,
 * since a build publishes only content that passed), and `refused` says which files and why, for the
 * log. Null when neither is there (`npm run dev` has no build to fall back on: buildDir null): the
 * content's problems are then the reason not to start.
 */
export function startingSite(
  contentDir: string,
  buildDir: string | null,
): { site: Site; refused: ContentProblem[] } | { site: null; refused: ContentProblem[] } {
  let checked: { site: Site | null; problems: ContentProblem[] }
  try {
    checked = checkContent(contentDir)
  } catch (error) {
    const message = `the content check failed: ${String((error as Error)?.message ?? error)}`
    checked = { site: null, problems: [{ file: contentDir, line: 1, column: 1, field: '', message }] }
  }
  if (checked.site) return { site: checked.site, refused: [] }
  const snapshot = buildDir && join(buildDir, 'site.json')
  if (!snapshot || !existsSync(snapshot)) return { site: null, refused: checked.problems }
  const site = withIndexes(JSON.parse(readFileSync(snapshot, 'utf8')) as Omit<Site, 'city'>)
  return { site, refused: checked.problems }
}

/** The log line that says the content was refused and the server serves the last good build. */
export function refusedContentNote(refused: ContentProblem[]): Record<string, unknown> {
  return {
    level: 'error',
    msg: `the content folder was refused (${problemCount(refused)}): the server serves the last good build; fix these and build again (npm run validate lists them)`,
    files: [...new Set(refused.map((problem) => problem.file))],
    problems: refused.slice(0, 20).map(formatProblem),
  }
}
