import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect } from 'vitest'
import { formatProblem } from '../content-loader/errors.ts'
import { checkContent } from '../content-loader/load.ts'

/**
 * Broken content from tests/fixtures/<name>, laid over a copy of the real content in a temporary
 * folder that is removed after the file's tests.
 */
export function contentFixtures() {
  const temp = mkdtempSync(join(tmpdir(), 'content-fixtures-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  /** A copy of the real content with a broken fixture laid over it. */
  function contentWith(fixture: string): string {
    const dir = join(temp, fixture)
    cpSync('content', dir, { recursive: true })
    cpSync(join('tests/fixtures', fixture), dir, { recursive: true })
    return dir
  }

  /** Lays a broken fixture over a copy of the real content and returns every problem, as printed, relative to that copy. */
  function problemsWith(fixture: string): string[] {
    const dir = contentWith(fixture)
    const { site, problems } = checkContent(dir)
    expect(site).toBeNull()
    return problems.map((problem) => formatProblem({ ...problem, file: `content/${relative(dir, problem.file)}` }))
  }

  return { contentWith, problemsWith }
}
