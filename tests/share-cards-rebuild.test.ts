import { execFile } from 'node:child_process'
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
import { currentBuild } from '../shared/build-output.ts'
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
    expect(first).toMatch(/^render-\d: drew \d+ share cards in /m)
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
    expect(said).toMatch(/^render-1: drew 1 share card in \d+\.\d s$/m)
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
