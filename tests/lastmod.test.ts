import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildsDir, currentBuild } from '../shared/build-output.ts'
import { SITE_URL } from './support.ts'
import { buildCommand, startFromTestRunBuild } from './build-command.ts'

/**
 * Each prerendered page's <lastmod> is the time its content last changed (build/page-dates.ts):
 * the real content built (the test run's build), built again with nothing changed, then with one
 * city's text edited.
 */
const work = mkdtempSync(join(tmpdir(), 'lastmod-'))
const CONTENT_DIR = join(work, 'content')
// Inside the project, as Vite wants its output.
const BUILD_DIR = '.test-builds/lastmod'
const DUNEDIN = '/service-area/garage-door-repair-dunedin'

async function build(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [buildCommand(), ...args], {
    env: { ...process.env, CONTENT_DIR, BUILD_DIR, SITE_URL },
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}
const built = (file: string) => readFileSync(join(currentBuild(BUILD_DIR), file), 'utf8')
/** The served pages' dates as the build's sitemap.xml gives them, by path. */
const sitemapDates = () =>
  new Map(
    [...built('client/sitemap.xml').matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(
      ([, loc, lastmod]) => [loc!.slice(SITE_URL.length) || '/', lastmod!],
    ),
  )

let first: Map<string, string>
beforeAll(async () => {
  for (const dir of [BUILD_DIR, buildsDir(BUILD_DIR)]) rmSync(dir, { recursive: true, force: true })
  cpSync('content', CONTENT_DIR, { recursive: true })
  // The real content built: the test run's own build, which this first build finds unchanged.
  startFromTestRunBuild(BUILD_DIR)
  await build()
  first = sitemapDates()
}, 300_000)
afterAll(() => {
  for (const dir of [BUILD_DIR, buildsDir(BUILD_DIR), work]) rmSync(dir, { recursive: true, force: true })
})

describe('the dates in sitemap.xml', () => {
  it('are kept by a full rebuild that changes nothing: the same sitemap, byte for byte', async () => {
    const before = built('client/sitemap.xml')
    expect(first.size).toBeGreaterThan(150)
    await build('--full')
    expect(built('client/sitemap.xml')).toBe(before)
    expect(built('sitemap.xml')).toBe(before)
  }, 300_000)

  it('move for exactly the page whose content an edit changed, in an incremental build', async () => {
    const file = join(CONTENT_DIR, 'cities', 'dunedin.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('packs a lot of', 'fits a great deal of'))
    expect(await build()).toMatch(/unchanged pages kept from the previous build/)
    const after = sitemapDates()
    expect([...after.keys()]).toEqual([...first.keys()])
    const moved = [...after].filter(([path, date]) => date !== first.get(path)).map(([path]) => path)
    expect(moved).toEqual([DUNEDIN])
    expect(after.get(DUNEDIN)! > first.get(DUNEDIN)!).toBe(true)
  }, 300_000)
})
