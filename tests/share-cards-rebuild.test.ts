import { execFile, fork } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { currentBuild, PENDING_CARDS } from '../shared/build-output.ts'
import { freePort } from './ports.ts'
import { startServerIn } from './server-child.ts'
import { SITE_URL } from './support.ts'
import { buildCommand } from './build-command.ts'

/**
 * Share cards are drawn once for what they show (build/share-cards.ts): a rebuild after one
 * page's title changed draws that page's card and no other, and every other card of the new build
 * is the very file the build before had.
 */
mkdirSync('.test-builds', { recursive: true })
const work = mkdtempSync(join('.test-builds', 'share-cards-'))
const content = join(work, 'content')
const buildDir = join(work, 'dist')
cpSync('content', content, { recursive: true })
const build = async () =>
  (
    await promisify(execFile)(process.execPath, [buildCommand(), '--verbose'], {
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, SITE_URL },
      maxBuffer: 64 * 2 ** 20,
    })
  ).stdout

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The build's card of each page, with the identity of its file. */
function cards() {
  const dir = currentBuild(buildDir)
  const listed = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8')) as Record<string, string>
  return new Map(
    Object.entries(listed).map(([path, file]) => {
      const { ino, mtimeMs } = statSync(join(dir, 'client', 'cards', file))
      return [path, { file, ino, mtimeMs, dir }]
    }),
  )
}

describe('a rebuild after a title changed', () => {
  it('draws the card of that page only, and keeps every other card file as it was', async () => {
    const first = await build()
    expect(first).toMatch(/^drew \d+ share cards in \d+\.\d s, once the pages were live$/m)
    // The same first build renders city pages from their template's hooks (build/template-pages.ts):
    // every one but the two each render process proves the template on, as its summary line says.
    const [, processes, fromTemplate] = /in (\d+) process(?:es)? \((\d+) city pages from their template's hooks\)/.exec(
      first,
    )!
    expect(Number(fromTemplate)).toBe(
      readdirSync(join(content, 'cities')).filter((file) => file.endsWith('.yaml')).length - 2 * Number(processes),
    )
    const before = cards()
    const service = join(content, 'services', 'spring-replacement.yaml')
    const doc = parseDocument(readFileSync(service, 'utf8'))
    doc.setIn(['seo', 'title'], 'Garage Door Spring Repair the Same Day')
    writeFileSync(service, doc.toString())

    const said = await build()
    expect(said).toMatch(/^drew 1 share card in \d+\.\d s, once the pages were live$/m)
    const after = cards()
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    const changed = '/services/spring-replacement'
    for (const [path, card] of after) {
      const was = before.get(path)!
      if (path === changed) continue
      expect([path, card.file, card.ino, card.mtimeMs]).toEqual([path, was.file, was.ino, was.mtimeMs])
    }
    const redrawn = after.get(changed)!
    expect(redrawn.file).not.toBe(before.get(changed)!.file)
    expect(redrawn.mtimeMs).toBeGreaterThan(before.get(changed)!.mtimeMs)
    expect(existsSync(join(redrawn.dir, 'client', 'cards', before.get(changed)!.file))).toBe(false)
    const { width, height } = await sharp(join(redrawn.dir, 'client', 'cards', redrawn.file)).metadata()
    expect([width, height]).toEqual([1200, 630])
    const page = readFileSync(join(redrawn.dir, 'client', 'services', 'spring-replacement', 'index.html'), 'utf8')
    expect(page).toContain(`<meta property="og:image" content="${SITE_URL}/cards/${redrawn.file}"/>`)
    expect(page).toContain('Garage Door Spring Repair the Same Day')
  }, 240_000)
})

describe('a build stopped as its pages went live, before it drew their new cards', () => {
  it('leaves no page naming a card that cannot be had: the server draws one asked for, the next build the rest', async () => {
    const business = join(content, 'business.yaml')
    const doc = parseDocument(readFileSync(business, 'utf8'))
    doc.set('telephone', '(727) 555-0177')
    writeFileSync(business, doc.toString())
    // As the server's publisher runs it: the result comes as the build goes live, and the process is killed then.
    const child = fork(buildCommand(), [], {
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, SITE_URL },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    child.on('message', (message: object) => 'result' in message && child.kill('SIGKILL'))
    await exited
    const dir = currentBuild(buildDir)
    const pending = JSON.parse(readFileSync(join(dir, PENDING_CARDS), 'utf8')) as Record<string, unknown>
    const listed = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8')) as Record<string, string>
    const undrawn = Object.entries(listed).filter(([, file]) => !existsSync(join(dir, 'client', 'cards', file)))
    // A new telephone number is on every card: most were still to draw when the process was killed.
    expect(undrawn.length).toBeGreaterThan(100)
    for (const [, file] of undrawn) expect(pending).toHaveProperty([file])

    const port = await freePort()
    const server = await startServerIn(work, {
      PORT: String(port),
      CONTENT_DIR: content,
      BUILD_DIR: buildDir,
      SITE_URL,
    })
    try {
      await server.listening
      const [path, file] = undrawn[0]!
      const page = await (await fetch(`http://localhost:${port}${path}`)).text()
      expect(page).toContain(`<meta property="og:image" content="${SITE_URL}/cards/${file}"/>`)
      const card = await fetch(`http://localhost:${port}/cards/${file}`)
      expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png'])
      const { width, height } = await sharp(Buffer.from(await card.arrayBuffer())).metadata()
      expect([width, height]).toEqual([1200, 630])
      expect((await fetch(`http://localhost:${port}/cards/${'0'.repeat(16)}.png`)).status).toBe(404)
    } finally {
      server.child.kill()
    }

    // Nothing changed since: the build says so, and draws what the stopped one left.
    expect(await build()).toMatch(/^nothing changed since the published build[^]*^drew \d+ share cards in /m)
    for (const [, file] of Object.entries(listed)) expect(existsSync(join(dir, 'client', 'cards', file))).toBe(true)
    expect(existsSync(join(dir, PENDING_CARDS))).toBe(false)
  }, 240_000)
})
