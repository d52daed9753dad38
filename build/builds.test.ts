import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { newBuild } from './builds.ts'
import { keptBuilds } from '../shared/build-output.ts'

const temp = mkdtempSync(join(tmpdir(), 'builds-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('a new build folder', () => {
  // The server publishes one change after another in its own process: a build that took the folder
  // of the one before it (same second, same process) failed to publish, or wrote into the live one.
  it('is never one a build of the same process has, however close together they start', () => {
    const buildDir = join(temp, 'one-after-another', 'dist')
    const made = Array.from({ length: 4 }, () => newBuild(buildDir).dir)
    for (const dir of made) writeFileSync(join(dir, 'page.html'), basename(dir))
    expect(new Set(made).size).toBe(4)
    // Newest first, in the order they were made: the build folder prunes by it.
    expect(keptBuilds(buildDir)).toEqual([...made].reverse())
  })
})
