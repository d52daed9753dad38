import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { syntheticContent, varyText } from '../scripts/bench/synthetic.ts'
import { slugify } from '../shared/slug.ts'
import { currentBuild } from '../shared/build-output.ts'
import { readEnv } from '../shared/env.ts'
import { buildCommand } from './build-command.ts'
import { random } from './seeded-random.ts'

/**
 * The property an incremental build must have: whatever was edited, it publishes exactly what a
 * clean full build of the same content and code publishes. On a 150-city content set (a real
 * service-area site's size), random sequences of one to four edits (a city's field changed, a city
 * added, removed or renamed, a service edited, a template's text edited), each followed by an
 * incremental build compared file by file with a full build made from nothing. INCREMENTAL_SEQUENCES
 * of them (4, about ten edits; each run draws new ones from its seed; a longer run takes more).
 *
 * The builds run in a copy of the code (so editing a template touches no other suite's build). The
 * full builds publish one after another in a folder of their own: each renders every page from
 * nothing, and links in the share cards its previous one drew (a card is named by a hash of all it
 * is drawn from), so only the first draws every card.
 */
const work = resolve('.test-builds/incremental')
const tree = join(work, 'tree')
const content = join(tree, 'site-content')
const SEQUENCES = readEnv(process.env, ['INCREMENTAL_SEQUENCES']).INCREMENTAL_SEQUENCES
const seed = Number(process.env.INCREMENTAL_SEED ?? Date.now() % 100_000)
const run = promisify(execFile)
/**
 * The full builds take their bundle from a store of the bundles Vite made of each state of the code
 * (BUNDLE_STORE, build/vite.ts): Vite runs once per state for them, not once per build, and
 * each still checks the content and renders every page from nothing. The first build, from nothing
 * too, puts its bundle there, which the first full build of the same code then takes rather than
 * run Vite again. The incremental builds bundle as they would anywhere: a new one when the code
 * changed, the previous one when not.
 */
const bundles = join(work, 'bundles')
async function build(buildDir: string, ...args: string[]): Promise<string> {
  const fromNothing = args.includes('--full') || !existsSync(join(tree, buildDir))
  const full = { BUNDLE_STORE: fromNothing ? bundles : undefined }
  const { stdout } = await run(process.execPath, [buildCommand(), ...args], {
    cwd: tree,
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, PRERENDER_PROCESSES: '2', ...full },
    maxBuffer: 64 * 2 ** 20,
  })
  return stdout.trim().split('\n').at(-1) ?? ''
}

/** Every file of a build (empty folders aside), its text with the build's own folder name taken out. */
function files(buildDir: string): Map<string, string> {
  const dir = currentBuild(join(tree, buildDir))
  const found = new Map<string, string>()
  for (const item of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!item.isFile()) continue
    const path = join(item.parentPath, item.name)
    found.set(path.slice(dir.length + 1), readFileSync(path, 'utf8').replaceAll(dir, '<build>'))
  }
  return found
}

/**
 * The files that date each page by when its content last changed (build/page-dates.ts) differ by
 * right: each build dates a page by the build before it in its own folder, made at another time.
 * They must agree on all else; each incremental date is checked against the build before it (datesKept).
 */
const DATED = ['lastmod.json', 'sitemap.xml', join('client', 'sitemap.xml')]
const DATE = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g
type PageDates = Record<string, { content: string; since: string }>
const pageDates = (buildDir: string): PageDates =>
  JSON.parse(readFileSync(join(currentBuild(join(tree, buildDir)), 'lastmod.json'), 'utf8'))

/** The pages whose date is wrong: moved with the same content, or kept with other content. */
function datesKept(before: PageDates, after: PageDates): string[] {
  return Object.entries(after).flatMap(([path, now]) => {
    const then = before[path]
    if (!then) return []
    if (then.content === now.content) return now.since === then.since ? [] : [`${path} moved unchanged`]
    return now.since > then.since ? [] : [`${path} changed but kept ${then.since}`]
  })
}

/** Where two JSON values differ (the first 10 places): what an incremental build got wrong, said briefly. */
function differences(made: unknown, expected: unknown, at = '', found: string[] = []): string[] {
  if (found.length >= 10 || JSON.stringify(made) === JSON.stringify(expected)) return found
  if (made && expected && typeof made === 'object' && typeof expected === 'object' && !Array.isArray(expected)) {
    for (const key of new Set([...Object.keys(made), ...Object.keys(expected)]))
      differences(
        (made as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${at}.${key}`,
        found,
      )
  } else if (Array.isArray(made) && Array.isArray(expected)) {
    // A list (the bundle's files, say) is told by what only one side holds (both empty: its order differs).
    const only = (list: unknown[], other: unknown[]) => JSON.stringify(list.filter((item) => !other.includes(item)))
    found.push(`${at}: only here ${only(made, expected).slice(0, 300)}; only in a full build ${only(expected, made)}`)
  } else
    found.push(
      `${at}: ${JSON.stringify(made)?.slice(0, 300)} where a full build has ${JSON.stringify(expected)?.slice(0, 300)}`,
    )
  return found
}

const cityFiles = () =>
  readdirSync(join(content, 'cities'))
    .filter((file) => file.endsWith('.yaml'))
    .sort()
const readCity = (file: string) => parseDocument(readFileSync(join(content, 'cities', file), 'utf8'))
const writeCity = (file: string, doc: ReturnType<typeof parseDocument>) =>
  writeFileSync(join(content, 'cities', file), doc.toString())
/** Cities that may be removed or renamed: the synthetic copies (no headquarters, none another file names). */
const copies = () => cityFiles().filter((file) => /-\d+\.yaml$/.test(file))

/** Template text that an edit switches between one wording and another. */
const TEMPLATE_TEXT: [file: string, one: string, other: string][] = [
  ['pages/service-area/@slug/CitySections.tsx', '>Established {', '>Founded {'],
]

type Edit = (r: ReturnType<typeof random>) => string

const EDITS: Edit[] = [
  function cityText(r) {
    const file = r.pick(cityFiles())
    const doc = readCity(file)
    doc.set('description', `${String(doc.get('description'))} Edited ${Math.floor(r.next() * 1000)}.`)
    writeCity(file, doc)
    return `description of ${file}`
  },
  function cityMoved(r) {
    const file = r.pick(cityFiles())
    const doc = readCity(file)
    const latitude = Number(doc.getIn(['position', 'latitude']))
    doc.setIn(['position', 'latitude'], Number((latitude + (r.next() - 0.5) * 0.002).toFixed(4)))
    writeCity(file, doc)
    return `position of ${file}`
  },
  function cityAdded(r) {
    const from = r.pick(cityFiles())
    const doc = readCity(from)
    // A short name, for the page's title to fit, and text of its own, for the doorway check.
    const name = `${String(doc.get('name')).split(' ')[0]} Heights ${Math.floor(r.next() * 1000)}`
    if (existsSync(join(content, 'cities', `${slugify(name)}.yaml`))) return 'no city added (the name was taken)'
    doc.set('name', name)
    varyText(doc, r.next)
    doc.delete('isHQ')
    doc.delete('mapMarker')
    doc.delete('formerSlugs')
    writeCity(`${slugify(name)}.yaml`, doc)
    return `added ${slugify(name)}`
  },
  function cityRemoved(r) {
    const file = r.pick(copies())
    rmSync(join(content, 'cities', file))
    return `removed ${file}`
  },
  function cityRenamed(r) {
    const file = r.pick(copies())
    const doc = readCity(file)
    const name = `${String(doc.get('name')).split(' ')[0]} ${Math.floor(r.next() * 1000)} Park`
    if (existsSync(join(content, 'cities', `${slugify(name)}.yaml`))) return 'no city renamed (the name was taken)'
    doc.set('name', name)
    doc.set('formerSlugs', [file.replace(/\.yaml$/, '')])
    renameSync(join(content, 'cities', file), join(content, 'cities', `${slugify(name)}.yaml`))
    writeCity(`${slugify(name)}.yaml`, doc)
    return `renamed ${file} to ${slugify(name)}.yaml`
  },
  function serviceEdited(r) {
    const file = r.pick(readdirSync(join(content, 'services')).filter((f) => f.endsWith('.yaml')))
    const doc = parseDocument(readFileSync(join(content, 'services', file), 'utf8'))
    doc.set('title', `${String(doc.get('title')).replace(/ \(\d+\)$/, '')} (${Math.floor(r.next() * 100)})`)
    writeFileSync(join(content, 'services', file), doc.toString())
    return `title of services/${file}`
  },
  function templateText(r) {
    const [file, one, other] = r.pick(TEMPLATE_TEXT)
    const text = readFileSync(join(tree, file), 'utf8')
    writeFileSync(join(tree, file), text.includes(one) ? text.replace(one, other) : text.replace(other, one))
    return `text of ${file}`
  },
]

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(tree, { recursive: true })
  for (const part of [
    'pages',
    'components',
    'renderer',
    'admin',
    'schemas',
    'content-loader',
    'shared',
    'scripts',
    'build',
  ])
    cpSync(part, join(tree, part), { recursive: true })
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'])
    cpSync(file, join(tree, file))
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
  syntheticContent('content', content, 150)
}, 60_000)
afterAll(() => process.env.KEEP_INCREMENTAL || rmSync(work, { recursive: true, force: true }))

describe('an incremental build', () => {
  it(
    `publishes what a clean full build publishes, after each of ${SEQUENCES} random sequences of edits (seed ${seed})`,
    async () => {
      const r = random(seed)
      const first = await build('incremental')
      expect(first).toMatch(/^built \d+ pages/)
      for (let sequence = 1; sequence <= SEQUENCES; sequence++) {
        const edits = Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick(EDITS)(r))
        const before = pageDates('incremental')
        const said = await build('incremental')
        await build('full', '--full')
        const incremental = files('incremental')
        const full = files('full')
        const where = `sequence ${sequence} (seed ${seed}): ${edits.join('; ')}\n${said}`
        expect([...incremental.keys()].sort(), where).toEqual([...full.keys()].sort())
        expect(datesKept(before, pageDates('incremental')), where).toEqual([])
        for (const [file, text] of full) {
          const made = incremental.get(file)!
          if (made === text) continue
          if (DATED.includes(file)) {
            expect(made.replace(DATE, '<date>'), `${file} after ${where}`).toBe(text.replace(DATE, '<date>'))
            continue
          }
          if (file.endsWith('.json'))
            expect(differences(JSON.parse(made), JSON.parse(text)), `${file} after ${where}`).toEqual([])
          expect(made, `${file} after ${where}`).toBe(text)
        }
      }
    },
    30 * 60_000,
  )
})
