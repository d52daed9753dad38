import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * npm 11 lists, after every install, the dependencies whose install scripts nobody has reviewed; a
 * newcomer cannot tell whether they ran. package.json's `allowScripts` answers for each of them, so
 * `npm ci` prints no such list.
 */
describe('install scripts', () => {
  it('every dependency with an install script is approved or denied in package.json', () => {
    const output = execFileSync('npm', ['install-scripts', 'ls'], { encoding: 'utf8' })
    expect(output.trim()).toBe('No packages with unreviewed install scripts.')
  })

  it('the two that build what the project runs are approved, and the Java downloader is not', () => {
    const { allowScripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      allowScripts: Record<string, boolean>
    }
    // better-sqlite3 compiles or fetches its binding; esbuild places its binary; vnu-jar would download a
    // Java runtime from GitHub, where the Nu checker uses the system's Java (README, Quick start).
    expect(allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true, 'vnu-jar': false })
  })
})
