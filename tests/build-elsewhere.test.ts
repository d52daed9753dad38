import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { currentBuild, keptBuilds } from '../build/builds.ts'
import { buildCommand } from './build-command.ts'
import { SITE_URL } from './support.ts'

/**
 * BUILD_DIR may be anywhere, say a folder a web server serves: a build's server code finds its
 * packages (vike, react) from there, and the link to them (build/builds.ts) is not taken for a build.
 */
const work = mkdtempSync(join(tmpdir(), 'build-elsewhere-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const buildDir = join(work, 'site')
const build = async () =>
  (
    await promisify(execFile)(process.execPath, [buildCommand()], {
      env: { ...process.env, BUILD_DIR: buildDir, SITE_URL },
      maxBuffer: 64 * 2 ** 20,
    })
  ).stdout

it('builds into a folder outside the project, and a second build finds nothing changed there', async () => {
  expect(await build()).toMatch(/built \d+ pages/)
  const page = join(currentBuild(buildDir), 'client', 'service-area', 'garage-door-repair-clearwater', 'index.html')
  expect(readFileSync(page, 'utf8')).toContain('Clearwater')
  expect(existsSync(join(work, '.site-builds', 'node_modules', 'vike'))).toBe(true)
  expect(keptBuilds(buildDir)).toEqual([currentBuild(buildDir)])
  expect(await build()).toMatch(/nothing changed since the published build/)
})
