import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { currentBuild, keptBuilds } from '../shared/build-output.ts'
import { buildCommand } from './build-command.ts'
import { SITE_URL } from './support.ts'

/**
 * Where a build goes, and when it goes nowhere. BUILD_DIR may be anywhere, say a folder a web
 * server serves: a build's server code finds its packages (vike, react) from there, and the link to
 * them (build/builds.ts) is not taken for a build. A content problem found last, while the pages
 * render (the doorway check, build/check.ts), leaves the published build as it was.
 */
const work = mkdtempSync(join(tmpdir(), 'build-folder-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const buildDir = join(work, 'site')
const build = async (env: Record<string, string> = {}) =>
  (
    await promisify(execFile)(process.execPath, [buildCommand()], {
      env: { ...process.env, BUILD_DIR: buildDir, SITE_URL, ...env },
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
}, 300_000)

it("stops at a city whose text copies another's, naming both, and the published build stays", async () => {
  const published = currentBuild(buildDir)
  const content = join(work, 'content')
  cpSync('content', content, { recursive: true })
  const copy = parseDocument(readFileSync(join(content, 'cities', 'clearwater.yaml'), 'utf8'))
  copy.set('name', 'Clearwater Harbor')
  copy.delete('isHQ')
  copy.delete('mapMarker')
  writeFileSync(join(content, 'cities', 'clearwater-harbor.yaml'), copy.toString())
  const failure = (await build({ CONTENT_DIR: content }).catch((error: unknown) => error)) as {
    code: number
    stderr: string
  }
  expect(failure.code).toBe(1)
  // Of two alike texts of one size, the later file's is reported (content-loader/checks/doorway.ts).
  expect(failure.stderr).toMatch(
    /cities\/clearwater\.yaml:\d+:\d+ description: this city's text is 100% the same as clearwater-harbor\.yaml's/,
  )
  expect(failure.stderr).toContain('1 problem in 1 file: the site was not built.')
  expect(currentBuild(buildDir)).toBe(published)
  expect(keptBuilds(buildDir)).toEqual([published])
}, 300_000)
