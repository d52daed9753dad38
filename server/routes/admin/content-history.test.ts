import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentHistory } from '../../../shared/admin-content.ts'
import { EDITOR_PASSWORD } from '../../../tests/api.ts'
import { contentTest, git } from '../../../tests/content-editing.ts'
import { hashPassword } from '../../auth/password.ts'
import { insertUser } from '../../db/users.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

describe('Site content: history, reverts and git', () => {
  it('history lists each change newest first; a revert writes the files back byte for byte, as a change of its own', async () => {
    test = await contentTest()
    const business = test.read('business.yaml')
    const lutz = test.read('cities/lutz.yaml')
    const b = await test.open('business', 'business')
    const phone = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...b.values, telephone: '(813) 555-0199' }, version: b.version })
    const c = await test.open('cities', 'lutz')
    const rename = await test.editor
      .put('/api/admin/content/cities/lutz')
      .send({ values: { ...c.values, name: 'Lutz Lakes' }, version: c.version })
    expect(rename.status).toBe(200)

    const reverted = await test.editor.post(`/api/admin/content-history/${rename.body.change.id}/revert`)
    expect(reverted.status, reverted.text).toBe(200)
    expect(reverted.body.change).toMatchObject({
      revertOf: rename.body.change.id,
      summary: `Reverted change ${rename.body.change.id} (${rename.body.change.summary})`,
      files: ['cities/lutz-lakes.yaml', 'cities/lutz.yaml'],
    })
    expect(test.read('cities/lutz.yaml')).toBe(lutz)
    const revertedPhone = await test.editor.post(`/api/admin/content-history/${phone.body.change.id}/revert`)
    expect(revertedPhone.status).toBe(200)
    expect(test.read('business.yaml')).toBe(business)

    const history = (await test.editor.get('/api/admin/content-history')).body as ContentHistory
    expect(history.more).toBe(false)
    expect(history.changes.map((change) => change.summary)).toEqual([
      `Reverted change ${phone.body.change.id} (Business details: Telephone (813) 555-0142 → (813) 555-0199)`,
      `Reverted change ${rename.body.change.id} (${rename.body.change.summary})`,
      'Renamed Cities › Lutz to Lutz Lakes',
      'Business details: Telephone (813) 555-0142 → (813) 555-0199',
    ])
    expect(history.changes[0]!.diff).toContain('-telephone: (813) 555-0199\n+telephone: (813) 555-0142')
    const older = (await test.editor.get(`/api/admin/content-history?before=${history.changes[1]!.id}`)).body
    expect(older.changes.map((change: { id: number }) => change.id)).toEqual([
      rename.body.change.id,
      phone.body.change.id,
    ])
  })

  it('a revert of a file changed since is refused with what changed; nothing is written', async () => {
    test = await contentTest()
    const b = await test.open('business', 'business')
    const phone = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...b.values, telephone: '(813) 555-0199' }, version: b.version })
    const edited = test.read('business.yaml').replace('email: service@', 'email: office@')
    writeFileSync(join(test.contentDir, 'business.yaml'), edited)
    const res = await test.editor.post(`/api/admin/content-history/${phone.body.change.id}/revert`)
    expect(res.status).toBe(409)
    expect(res.body.error).toBe(
      `Not reverted: business.yaml changed since change ${phone.body.change.id}; revert the later changes first, or edit it by hand.`,
    )
    expect(res.body.diff).toContain('-email: service@gulfline-garage.example\n+email: office@gulfline-garage.example')
    expect(test.read('business.yaml')).toBe(edited)
    expect((await test.editor.post('/api/admin/content-history/999/revert')).status).toBe(404)
  })
})

describe('Site content: git', () => {
  it('in a git repository, each change is a commit of exactly its files, by the editor; other staged work stays staged', async () => {
    test = await contentTest({ withGit: true })
    const dir = test.contentDir
    writeFileSync(join(dir, 'faq.yaml'), `${test.read('faq.yaml')}# a developer's note, staged\n`)
    git(dir, 'add', 'faq.yaml')
    const c = await test.open('cities', 'lutz')
    const res = await test.editor
      .put('/api/admin/content/cities/lutz')
      .send({ values: { ...c.values, name: 'Lutz Lakes' }, version: c.version })
    expect(res.status, res.text).toBe(200)
    const commit = res.body.change.commit as string
    expect(commit).toBe(git(dir, 'rev-parse', 'HEAD'))
    expect(git(dir, 'show', '--no-patch', '--format=%an <%ae>|%s', commit)).toBe(
      'dana <dana@users.noreply.local>|Renamed Cities › Lutz to Lutz Lakes',
    )
    expect(git(dir, 'show', '--name-status', '--no-renames', '--format=', commit).split('\n').sort()).toEqual([
      'A\tcities/lutz-lakes.yaml',
      'D\tcities/lutz.yaml',
    ])
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('faq.yaml')
    expect(git(dir, 'status', '--porcelain', '--', 'cities')).toBe('')

    const revert = await test.editor.post(`/api/admin/content-history/${res.body.change.id}/revert`)
    expect(git(dir, 'show', '--no-patch', '--format=%an|%s', revert.body.change.commit)).toBe(
      `dana|Reverted change ${res.body.change.id} (${res.body.change.summary})`,
    )
    expect(git(dir, 'diff', 'HEAD~2', 'HEAD', '--stat')).toBe('')
  })

  it('a commit git refuses (an account named "..." before usernames were limited) leaves nothing staged for the next editor', async () => {
    test = await contentTest({ withGit: true })
    const dir = test.contentDir
    insertUser(test.ctx.db, '...', await hashPassword(EDITOR_PASSWORD), test.clock.now, 'site-editor')
    const dots = await test.signIn('...', EDITOR_PASSWORD)
    const b = (await dots.get('/api/admin/content/business/business')).body
    const saved = await dots
      .put('/api/admin/content/business/business')
      .send({ values: { ...b.values, telephone: '(813) 555-0177' }, version: b.version })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.change.commit).toBeNull()
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('')
    expect(git(dir, 'diff', '--name-only')).toBe('business.yaml')

    const c = await test.open('cities', 'lutz')
    const res = await test.editor
      .put('/api/admin/content/cities/lutz')
      .send({ values: { ...c.values, name: 'Lutz Lakes' }, version: c.version })
    expect(res.status, res.text).toBe(200)
    expect(
      git(dir, 'show', '--name-only', '--no-renames', '--format=%an', res.body.change.commit).split('\n').sort(),
    ).toEqual(['', 'cities/lutz-lakes.yaml', 'cities/lutz.yaml', 'dana'])
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('')
  })
})
