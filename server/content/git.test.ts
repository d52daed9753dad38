import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { git } from '../../tests/content-editing.ts'
import { commitFiles } from './git.ts'

/** A real git repository in a temporary folder, one file committed, with a developer's own work staged. */
let top: string
afterEach(() => rmSync(top, { recursive: true, force: true }))

function repository() {
  top = mkdtempSync(join(tmpdir(), 'content-git-'))
  git(top, 'init', '--quiet', '--initial-branch=main')
  git(top, 'config', 'user.name', 'Developer')
  git(top, 'config', 'user.email', 'developer@example.com')
  writeFileSync(join(top, 'business.yaml'), 'name: Gulfline\n')
  writeFileSync(join(top, 'faq.yaml'), 'questions: []\n')
  git(top, 'add', '--all')
  git(top, 'commit', '--quiet', '-m', 'The content as a developer left it')
  writeFileSync(join(top, 'notes.md'), 'A developer’s own work, staged\n')
  git(top, 'add', 'notes.md')
}

describe('committing a change', () => {
  it('commits only the change’s files with the editor as author', async () => {
    repository()
    writeFileSync(join(top, 'business.yaml'), 'name: Gulfline Doors\n')
    const commit = await commitFiles(top, ['business.yaml'], 'dana', 'Changed business.yaml: name')
    expect(git(top, 'log', '-1', '--format=%H %an <%ae>')).toBe(`${commit} dana <dana@users.noreply.local>`)
    expect(git(top, 'diff', '--cached', '--name-only')).toBe('notes.md')
  })

  it('leaves none of its files staged when git refuses the commit, and the developer’s staged work as it was', async () => {
    repository()
    writeFileSync(join(top, 'business.yaml'), 'name: Gulfline Doors\n')
    rmSync(join(top, 'faq.yaml'))
    // git refuses an author whose name is only dots: an account made before usernames were limited.
    await expect(commitFiles(top, ['business.yaml', 'faq.yaml'], '...', 'Changed business.yaml')).rejects.toThrow(
      /name consists only of disallowed characters/,
    )
    expect(git(top, 'diff', '--cached', '--name-only')).toBe('notes.md')
    expect(git(top, 'log', '--format=%s')).toBe('The content as a developer left it')
    // The next editor's commit takes only their own file.
    writeFileSync(join(top, 'faq.yaml'), 'questions: [{ question: Hours?, answer: Always }]\n')
    await commitFiles(top, ['faq.yaml'], 'dana', 'Changed faq.yaml')
    expect(git(top, 'show', '--name-only', '--format=%an', 'HEAD')).toBe('dana\n\nfaq.yaml')
    expect(git(top, 'diff', '--cached', '--name-only')).toBe('notes.md')
    expect(git(top, 'diff', '--name-only')).toBe('business.yaml')
  })
})
