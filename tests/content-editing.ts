import { execFile, execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Logger } from '../server/log.ts'
import { apiTest, type Agent } from './api.ts'
import { buildCommand, removeBuilds, startFromTestRunBuild } from './build-command.ts'
import { SITE_URL } from './support.ts'

/** Runs git in `cwd`, with none of a calling git's variables (tests may run inside a git hook). */
export function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')))
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim()
}

/**
 * Site content's API on a copy of content/ in a fresh temporary folder (never the repository's own),
 * with an administrator and a site editor ("dana") signed in. With `withGit`, the copy is a git
 * repository of its own, its files committed.
 */
export async function contentTest({
  withGit = false,
  buildDir,
  prepare,
  log,
}: {
  withGit?: boolean
  buildDir?: string
  /** Hears what the server logs. */
  log?: Logger
  /** Runs on the copy before the server starts (a build of it, for one that serves it). */
  prepare?: (contentDir: string) => Promise<void>
} = {}) {
  const work = mkdtempSync(join(tmpdir(), 'content-edit-'))
  const contentDir = join(work, 'content')
  cpSync('content', contentDir, { recursive: true })
  if (withGit) {
    git(contentDir, 'init', '--quiet', '--initial-branch=main')
    git(contentDir, 'config', 'user.name', 'Developer')
    git(contentDir, 'config', 'user.email', 'developer@example.com')
    git(contentDir, 'add', '--all')
    git(contentDir, 'commit', '--quiet', '-m', 'The content as a developer left it')
  }
  await prepare?.(contentDir)
  const test = apiTest({ contentDir, buildDir, log })
  const admin = await test.admin()
  const editor: Agent = await test.editor(admin, 'dana', undefined, 'site-editor')
  return {
    ...test,
    /** Invites and signs in another editor (apiTest's `editor`). */
    invite: test.editor,
    contentDir,
    admin,
    editor,
    read: (file: string) => readFileSync(join(contentDir, file), 'utf8'),
    /** Opens an entry as the form does: its values and version. */
    async open(type: string, id: string) {
      const res = await editor.get(`/api/admin/content/${type}/${id}`)
      if (res.status !== 200) throw new Error(`open ${type}/${id}: ${res.status} ${res.text}`)
      return res.body as { values: Record<string, unknown>; version: string; path: string | null }
    },
    async done() {
      await test.cleanup()
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/**
 * contentTest on a copy of the content built into a build folder of its own (`buildDir`), inside the
 * project as Vite wants its output, with the server's settings (CONTENT_DIR, BUILD_DIR, SITE_URL) set
 * as the server would have them at start, which its builds read: for tests that publish or preview.
 * Its first build starts from the test run's own (startFromTestRunBuild).
 * `done()` also removes the builds.
 */
export async function builtContentTest(name: string, log?: Logger) {
  mkdirSync('.test-builds', { recursive: true })
  const builds = mkdtempSync(join('.test-builds', `${name}-`))
  const buildDir = resolve(builds, 'dist')
  // Set for the server's builds, and put back at the end: the next test file in this process sees the run's own.
  const before = {
    CONTENT_DIR: process.env.CONTENT_DIR,
    BUILD_DIR: process.env.BUILD_DIR,
    SITE_URL: process.env.SITE_URL,
  }
  const test = await contentTest({
    buildDir,
    log,
    async prepare(contentDir) {
      Object.assign(process.env, { CONTENT_DIR: contentDir, BUILD_DIR: buildDir, SITE_URL })
      startFromTestRunBuild(buildDir)
      await promisify(execFile)(process.execPath, [buildCommand()], { env: { ...process.env } })
    },
  })
  return {
    ...test,
    buildDir,
    async done() {
      await test.done()
      removeBuilds(builds)
      for (const [name, value] of Object.entries(before))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
    },
  }
}

/** A new city of its own words, near Palm Harbor (Pinellas County): the content check takes it. */
export const CRYSTAL_BEACH = {
  name: 'Crystal Beach',
  county: 'Pinellas',
  region: 'Tampa Bay',
  position: { latitude: 28.0878, longitude: -82.7762 },
  description:
    'Crystal Beach is a small Gulf-front community between Palm Harbor and Ozona, with older block homes and single-car garages close to the water, reached along Alternate 19 from our office.',
  zipCodes: ['34681'],
  communities: ['Crystal Beach'],
  localContent: {
    neighborhoods: 'Gulf Drive, Crystal Beach Avenue, the sound-front lots',
    landmarks: 'Crystal Beach Park, Pinellas Trail, St. Joseph Sound',
    yearEstablished: 1913,
    popularService: 'Spring and roller work on narrow one-car doors that open straight onto the street.',
    mainChallenge:
      'Damp air off St. Joseph Sound rusts torsion springs early, so we oil and inspect them on every visit.',
    testimonial: "The technician fitted a new spring on our cottage's old door the same afternoon I called.",
    testimonialName: 'Dana R., Crystal Beach',
  },
}
