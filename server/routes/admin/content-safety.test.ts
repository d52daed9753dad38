import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_FILE_BYTES } from '../../content/files.ts'
import { contentTest } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

/** Every file of the content folder and its text: what a refusal must leave as it was. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const item of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (item.isFile())
      files.set(join(item.parentPath, item.name), readFileSync(join(item.parentPath, item.name), 'utf8'))
  return files
}

/** Twelve levels of aliases, each twice the one before: 4,096 copies of one line once expanded. */
const ALIAS_BOMB = [
  'a0: &a0 ["lol"]',
  ...Array.from({ length: 12 }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}, *a${i}]`),
  'name: Clearwater',
].join('\n')

describe('Site content: only known content files, within bounds', () => {
  it('refuses an id with "../", an absolute path or another character than a slug\'s, reading or writing', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    for (const id of ['..%2F..%2Fpackage', '..%2Fbusiness', '%2Fetc%2Fpasswd', 'clearwater.yaml', 'Clearwater']) {
      const read = await test.editor.get(`/api/admin/content/cities/${id}`)
      expect(read.status, id).toBe(400)
      expect(read.body.message).toMatch(
        /^id: ".*" is not an entry's name \(lowercase letters, digits and single hyphens only\)$/,
      )
      const write = await test.editor
        .put(`/api/admin/content/cities/${id}`)
        .send({ values: { name: 'X' }, version: '' })
      expect(write.status, id).toBe(400)
    }
    expect((await test.editor.get('/api/admin/content/..%2Fpackage.json/x')).status).toBe(404)
    expect((await test.editor.get('/api/admin/content/pages/not-a-page')).status).toBe(404)
    expect(snapshot(test.contentDir)).toEqual(before)
  })

  it('refuses a file that is a symbolic link, even to a content file, and does not list it', async () => {
    test = await contentTest()
    symlinkSync('/etc/hostname', join(test.contentDir, 'cities', 'evil.yaml'))
    symlinkSync(join(test.contentDir, 'cities', 'dunedin.yaml'), join(test.contentDir, 'cities', 'twin.yaml'))
    const before = snapshot(test.contentDir)
    for (const id of ['evil', 'twin']) {
      const read = await test.editor.get(`/api/admin/content/cities/${id}`)
      expect(read.status).toBe(400)
      expect(read.body.message).toBe(
        `cities/${id}.yaml: is a symbolic link; only the content folder's own files are edited here`,
      )
      const write = await test.editor
        .put(`/api/admin/content/cities/${id}`)
        .send({ values: { name: 'Evil' }, version: '' })
      expect(write.status).toBe(400)
    }
    const list = await test.editor.get('/api/admin/content/cities')
    expect(list.body.entries.map((e: { id: string }) => e.id)).not.toContain('evil')
    expect(snapshot(test.contentDir)).toEqual(before)
  })
})

describe('Site content: symbolic links anywhere in the content folder', () => {
  it('refuses a save while a relative or an absolute link is in the folder, naming the link and nothing it points at', async () => {
    test = await contentTest()
    const outside = join(test.contentDir, '..', 'outside.yaml')
    writeFileSync(outside, 'name: TOP-SECRET-VALUE\n')
    symlinkSync('../business.yaml', join(test.contentDir, 'cities', 'relative.yaml'))
    symlinkSync(outside, join(test.contentDir, 'cities', 'absolute.yaml'))
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    for (const action of ['', '/check']) {
      const res = await test.editor[action ? 'post' : 'put'](`/api/admin/content/business/business${action}`).send({
        values: { ...values, tagline: 'Doors fixed today.' },
        version,
      })
      expect(res.status, action).toBe(422)
      const refused =
        'is a symbolic link; content must be files of the content folder itself (copy the file here instead of linking to it)'
      expect(res.body.problems).toEqual([
        { file: 'cities/absolute.yaml', line: 1, column: 1, field: '', message: refused, here: false },
        { file: 'cities/relative.yaml', line: 1, column: 1, field: '', message: refused, here: false },
      ])
      expect(res.text).not.toContain('TOP-SECRET')
    }
    expect(snapshot(test.contentDir)).toEqual(before)
  })
})

describe('Site content: a file on disk whose aliases would expand past the bound', () => {
  it('answers a save with the file and line when another file repeats one 200 KB text 3,000 times by alias', async () => {
    test = await contentTest()
    const copies = Array.from({ length: 3_000 }, () => '  - *long\n').join('')
    writeFileSync(
      join(test.contentDir, 'cities', 'clearwater.yaml'),
      `name: Clearwater\nlong: &long "${'x'.repeat(200_000)}"\ncopies:\n${copies}`,
    )
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    const res = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, tagline: 'Doors fixed today.' }, version })
    expect(res.status).toBe(422)
    expect(res.body.problems).toEqual([
      {
        file: 'cities/clearwater.yaml',
        line: 4,
        column: 5,
        field: '',
        message:
          'its YAML aliases (*name) would add more than 100,000 characters once expanded; write its values out instead of aliasing them',
        here: false,
      },
    ])
    const open = await test.editor.get('/api/admin/content/cities/clearwater')
    expect(open.status).toBe(422)
    expect(open.body.message).toMatch(/^cities\/clearwater\.yaml, line 4: its YAML aliases/)
    expect(snapshot(test.contentDir)).toEqual(before)
  })
})

describe('Site content: sizes and aliases bounded', () => {
  it('refuses a field over 50,000 characters by its name, and a body beyond 1 MB (the file limit) by its size', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    const huge = 'x'.repeat(600 * 1024)
    const res = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, tagline: huge }, version })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('Not saved: tagline is too long.')
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        field: 'tagline',
        message: 'Too long: 614,400 characters, and a field may hold at most 50,000',
        here: true,
      }),
    ])
    for (const size of [MAX_FILE_BYTES + 1024, 16 * 1024 * 1024]) {
      const tooLarge = await test.editor
        .put('/api/admin/content/business/business')
        .send({ values: { ...values, tagline: 'x'.repeat(size) }, version })
      expect(tooLarge.status, String(size)).toBe(413)
    }
    expect(snapshot(test.contentDir)).toEqual(before)
  })

  it('refuses a file on disk that is an alias bomb, with what to do; a blog editor may not even look', async () => {
    test = await contentTest()
    writeFileSync(join(test.contentDir, 'cities', 'clearwater.yaml'), ALIAS_BOMB)
    const before = snapshot(test.contentDir)
    const read = await test.editor.get('/api/admin/content/cities/clearwater')
    expect(read.status).toBe(422)
    expect(read.body.message).toBe(
      'cities/clearwater.yaml, line 6: uses YAML aliases (*name) more than 100 times once expanded; write its values out instead of aliasing them',
    )
    const write = await test.editor
      .put('/api/admin/content/cities/clearwater')
      .send({ values: { name: 'Clearwater' }, version: '' })
    expect(write.status).toBe(422)
    expect(write.body.message).toBe(read.body.message)
    expect(snapshot(test.contentDir)).toEqual(before)
    // A save of another file is answered as promptly, naming the file and line that the check refuses.
    const { values, version } = await test.open('business', 'business')
    const elsewhere = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, tagline: 'Doors fixed today.' }, version })
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.body.problems).toEqual([
      expect.objectContaining({ file: 'cities/clearwater.yaml', line: 6, field: '', here: false }),
    ])
    const blogEditor = await test.invite(test.admin, 'blogger')
    expect((await blogEditor.get('/api/admin/content/cities')).status).toBe(403)
  })
})
