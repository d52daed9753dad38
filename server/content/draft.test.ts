import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeDraft, removeDraft, removeStaleDrafts } from './draft.ts'

let folder: string
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('drafts left behind', () => {
  it('removes only drafts of processes no longer running, and unowned ones over an hour old', async () => {
    folder = mkdtempSync(join(tmpdir(), 'drafts-'))
    const ended = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => ended.on('exit', resolve))
    const now = Date.now()
    const made = (name: string, ageMs = 0) => {
      const path = join(folder, name)
      mkdirSync(join(path, 'cities'), { recursive: true })
      writeFileSync(join(path, 'cities', 'lutz.yaml'), 'name: Lutz\n')
      const at = new Date(now - ageMs)
      utimesSync(path, at, at)
      return path
    }
    const deadOwner = made(`content-draft-${ended.pid}-aB3xYz`)
    const liveOwner = made(`content-draft-${process.pid}-Qw9rTy`, 3 * 60 * 60 * 1000)
    const oldUnowned = made('content-draft-Zx81qP', 2 * 60 * 60 * 1000)
    const freshUnowned = made('content-draft-Hy62mN', 60 * 1000)
    const otherName = made(`content-drafts-${ended.pid}-aB3xYz`)
    writeFileSync(join(folder, `content-draft-${ended.pid}-file`), 'not a folder')

    expect(removeStaleDrafts(folder, now).sort()).toEqual([deadOwner, oldUnowned].sort())
    for (const kept of [liveOwner, freshUnowned, otherName]) expect(existsSync(kept), kept).toBe(true)
    expect(existsSync(join(folder, `content-draft-${ended.pid}-file`))).toBe(true)
  })

  it('names a draft by the process that made it', () => {
    folder = mkdtempSync(join(tmpdir(), 'drafts-'))
    const content = join(folder, 'content')
    mkdirSync(content)
    writeFileSync(join(content, 'business.yaml'), 'name: Gulfline\n')
    const draft = makeDraft(content, new Map([['faq.yaml', 'questions: []\n']]))
    try {
      expect(draft.startsWith(join(tmpdir(), `content-draft-${process.pid}-`))).toBe(true)
      expect(readdirSync(draft).sort()).toEqual(['business.yaml', 'faq.yaml'])
    } finally {
      removeDraft(draft)
    }
  })
})
