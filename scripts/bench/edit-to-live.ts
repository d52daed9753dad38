import { execFile } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { compileBuildCommand } from '../../build/compile.ts'
import type { ContentEntry, PublishState } from '../../shared/admin-content.ts'
import { measure } from './measure.ts'
import { startBenchServer } from './server.ts'

/** Edit to live, in seconds (issue 46): every run within `max`, the median of each kind of edit within `median`. */
export const EDIT_TO_LIVE_TARGETS = { max: 2.5, median: 1.5 }

/**
 * The time between one change going live and the next Publish: an editor opens the next form and
 * types (the server readies its next build meanwhile: server/content/publisher.ts standBy).
 */
const BETWEEN_EDITS_MS = 3000

/** The runs of one kind of edit, in seconds. */
export interface EditFigures {
  change: string
  median: number
  max: number
  runs: number[]
  /** What the last publish of this kind said it built. */
  said: string
}

export interface EditToLiveFigures {
  kinds: EditFigures[]
  /** Over every run of every kind. */
  median: number
  max: number
}

export const PASSWORD = 'Sponge-Docks-Anclote-41'

/** One kind of edit an owner or a site editor makes: the entry, its change on run `run`, and where it shows. */
interface EditKind {
  change: string
  entry: string
  page: string
  edit: (values: Values, run: number) => { values: Values; shows: string }
}
/** An entry's values as the API gives them (its schema's input; each kind reads them as its type). */
type Values = Record<string, unknown>

/** Two wordings an edit switches between, so that each run changes something. */
const either = <T>(run: number, one: T, other: T) => (run % 2 ? other : one)

/**
 * The edits the issue names, from the one that changes every page and every share card (the
 * telephone number is on both) to the one that changes a page or two.
 */
const KINDS: EditKind[] = [
  {
    change: 'telephone number (every page and share card)',
    entry: 'business/business',
    page: '/service-area/garage-door-repair-clearwater',
    edit: (values, run) => {
      const telephone = `(727) 555-01${String(10 + run).padStart(2, '0')}`
      return { values: { ...values, telephone }, shows: telephone }
    },
  },
  {
    change: 'Saturday closing time (every page)',
    entry: 'business/business',
    page: '/about',
    edit: (values, run) => {
      const [closes, shows] = either(run, ['16:30', '8am-4:30pm'], ['17:30', '8am-5:30pm'])
      const hours = structuredClone(values.hours) as { rows: { closes?: string }[] }[]
      hours[0]!.rows[1]!.closes = closes
      return { values: { ...values, hours }, shows }
    },
  },
  {
    change: 'a city’s landmarks (its page)',
    entry: 'cities/clearwater',
    page: '/service-area/garage-door-repair-clearwater',
    edit: (values, run) => {
      const added = either(run, 'Sand Key Park', 'Clearwater Beach Marina')
      const landmarks = 'Pier 60, Clearwater Marine Aquarium, Moccasin Lake Nature Park, BayCare Ballpark'
      return {
        values: {
          ...values,
          localContent: { ...(values.localContent as Values), landmarks: `${landmarks}, ${added}` },
        },
        shows: added,
      }
    },
  },
  {
    change: 'an FAQ answer (the FAQ page)',
    entry: 'faq/faq',
    page: '/faq',
    edit: (values, run) => {
      const tabs = structuredClone(values.tabs) as { items: { question: string; answer: string }[] }[]
      const shows = either(run, 'Ask for a written quote.', 'Ask for the quote in writing.')
      const item = tabs[0]!.items.find((each) => each.question === 'Do you offer free estimates?')!
      item.answer = `${item.answer.replace(/ Ask for (a written quote|the quote in writing)\.$/, '')} ${shows}`
      return { values: { ...values, tabs }, shows }
    },
  },
  {
    change: 'a service’s introduction (its page)',
    entry: 'services/cable-repair',
    page: '/services/cable-repair',
    edit: (values, run) => {
      const shows = either(run, 'Both cables are replaced as a pair.', 'We replace both cables as a pair.')
      const intro = `${String(values.intro).replace(/\n\n(Both cables are|We replace both cables) .*$/, '')}\n\n${shows}`
      return { values: { ...values, intro }, shows }
    },
  },
]

/**
 * From Publish to a live page, as the owner does it: the real content, built and served by the server
 * (`npm run serve`) with the content folder writable; an administrator saves an entry in Site content
 * (PUT /api/admin/content/<type>/<id>), and the time runs until the page the server answers shows the
 * change. Each kind of edit `runs` times, the kinds taken in turn.
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
    // The owner opens Site content, then takes a few seconds over the form: the server readies its check meanwhile.
    await api('GET', '/api/admin/content')
    await pause(2000)
    const kinds = KINDS.map((kind) => ({ kind, seconds: [] as number[], said: '' }))
    for (let run = 0; run < runs; run++)
      for (const each of kinds) {
        const { entry, page, edit } = each.kind
        // As a person edits: the next form opened, and something typed, a few seconds after the last change went live.
        await pause(BETWEEN_EDITS_MS)
        const current = await api<ContentEntry>('GET', `/api/admin/content/${entry}`)
        const { values, shows } = edit(current.values as Values, run)
        const started = performance.now()
        await api('PUT', `/api/admin/content/${entry}`, { values, version: current.version })
        for (let text = ''; !text.includes(shows); await pause(50)) {
          text = await (await fetch(server.origin + page)).text()
          if (performance.now() - started > 60_000)
            throw new Error(
              `${page} did not show “${shows}” a minute after the ${each.kind.change} was saved; the publish: ${JSON.stringify(await settled(api))}`,
            )
        }
        each.seconds.push(Math.round((performance.now() - started) / 10) / 100)
        each.said = (await settled(api)).message
      }
    const figures = kinds.map(({ kind, seconds, said }) => ({
      change: kind.change,
      ...spread(seconds),
      runs: seconds,
      said,
    }))
    return { kinds: figures, ...spread(kinds.flatMap((each) => each.seconds)) }
  } finally {
    server.stop()
  }
}

/** The median and the slowest of some runs. */
function spread(seconds: number[]) {
  const sorted = [...seconds].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The admin API as the owner, signed in: each call answers its JSON, or throws with the server's answer; `cookie` is the session's. */
export async function signedIn(origin: string, password = PASSWORD) {
  const call = async (method: string, path: string, body?: unknown, cookie = '') => {
    const res = await fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json', origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return res
  }
  const login = await call('POST', '/api/login', { username: 'owner', password })
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ')
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await call(method, path, body, cookie)).json() as Promise<T>
  return Object.assign(api, { cookie })
}

/** The publish state once no build runs. */
export async function settled(api: Awaited<ReturnType<typeof signedIn>>): Promise<PublishState> {
  for (;;) {
    const state = await api<PublishState>('GET', '/api/admin/content-publish')
    if (state.state !== 'building') return state
    await pause(100)
  }
}

/** The runs over EDIT_TO_LIVE_TARGETS, in words. */
export function editToLiveOverTarget(figures: EditToLiveFigures): string[] {
  const { max, median } = EDIT_TO_LIVE_TARGETS
  const slowest = figures.kinds.find((kind) => kind.max === figures.max)
  return [
    ...(figures.max > max
      ? [`edit to live took ${figures.max} s at worst, for the ${slowest?.change} (target ${max} s)`]
      : []),
    ...figures.kinds
      .filter((kind) => kind.median > median)
      .map((kind) => `edit to live took ${kind.median} s in the median for the ${kind.change} (target ${median} s)`),
  ]
}
