import { execFile } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { compileBuildCommand } from '../../build/compile.ts'
import type { ContentEntry, PublishState } from '../../shared/admin-content.ts'
import { measure } from './measure.ts'
import { startBenchServer } from './server.ts'

/** Edit to live, in seconds: every run within `max`, their median within `median`. */
export const EDIT_TO_LIVE_TARGETS = { max: 5, median: 3 }

export interface EditToLiveFigures {
  change: string
  /** Median and slowest of the runs, in seconds. */
  median: number
  max: number
  runs: number[]
  /** What the last publish said it built. */
  said: string
}

const PASSWORD = 'Sponge-Docks-Anclote-41'
/** A page whose header shows the telephone number, as every page's does. */
const PAGE = '/service-area/garage-door-repair-clearwater'

/**
 * From Publish to a live page, as the owner does it: the real content, built and served by the server
 * (`npm run serve`) with the content folder writable; an administrator saves a new telephone number in
 * Site content (PUT /api/admin/content/business/business), and the time runs until a city page the
 * server answers shows it in its header. `runs` times, with a new number each time.
 */
export async function benchEditToLive(work: string, runs: number): Promise<EditToLiveFigures> {
  const content = join(work, 'edit-content')
  const buildDir = join(work, 'edit-build', 'dist')
  const database = join(work, 'edit.db')
  cpSync('content', content, { recursive: true })
  // The address the site is built for, and the server's builds too: another would make every page new.
  const site = { CONTENT_DIR: content, BUILD_DIR: buildDir, SITE_URL: 'http://localhost:3000' }
  const built = await measure(process.execPath, [compileBuildCommand()], site)
  if (!built.ok) throw new Error(`the build failed:\n${built.output.slice(-3000)}`)
  const env = { ...site, DATABASE_PATH: database, ADMIN_PASSWORD: PASSWORD }
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner'], {
    env: { ...process.env, ...env },
  })
  const server = await startBenchServer(buildDir, database, env)
  try {
    const api = await signedIn(server.origin)
    const seconds: number[] = []
    let said = ''
    for (let run = 0; run < runs; run++) {
      const telephone = `(727) 555-01${String(10 + run).padStart(2, '0')}`
      const entry = await api<ContentEntry>('GET', '/api/admin/content/business/business')
      const started = performance.now()
      await api('PUT', '/api/admin/content/business/business', {
        values: { ...(entry.values as object), telephone },
        version: entry.version,
      })
      for (let page = ''; !page.includes(telephone); await pause(50))
        page = await (await fetch(server.origin + PAGE)).text()
      seconds.push(Math.round((performance.now() - started) / 10) / 100)
      said = (await settled(api)).message
    }
    const sorted = [...seconds].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    return { change: 'telephone number saved → a city page shows it', median, max: sorted.at(-1)!, runs: seconds, said }
  } finally {
    server.stop()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The admin API as the owner, signed in: each call answers its JSON, or throws with the server's answer. */
async function signedIn(origin: string) {
  const call = async (method: string, path: string, body?: unknown, cookie = '') => {
    const res = await fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json', origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return res
  }
  const login = await call('POST', '/api/login', { username: 'owner', password: PASSWORD })
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ')
  return async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await call(method, path, body, cookie)).json() as Promise<T>
}

/** The publish state once no build runs. */
async function settled(api: Awaited<ReturnType<typeof signedIn>>): Promise<PublishState> {
  for (;;) {
    const state = await api<PublishState>('GET', '/api/admin/content-publish')
    if (state.state !== 'building') return state
    await pause(100)
  }
}

/** The runs over EDIT_TO_LIVE_TARGETS, in words. */
export function editToLiveOverTarget(figures: EditToLiveFigures): string[] {
  const { max, median } = EDIT_TO_LIVE_TARGETS
  return [
    ...(figures.max > max ? [`edit to live took ${figures.max} s at worst (target ${max} s)`] : []),
    ...(figures.median > median ? [`edit to live took ${figures.median} s in the median (target ${median} s)`] : []),
  ]
}
