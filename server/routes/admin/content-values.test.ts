import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
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

/** A save's body as raw JSON, so that a key such as `__proto__` is sent as a key (an object literal would set a prototype). */
const saveJson = (values: Record<string, unknown>, extra: string, version: string) =>
  `{"version":${JSON.stringify(version)},"values":${JSON.stringify(values).slice(0, -1)},${extra}}}`

describe('Site content: a malformed value is a 422 at its field, never a 500; nothing is written', () => {
  it('refuses fields named constructor, toString, __proto__ and prototype, at any depth', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    const refused = (key: string) =>
      `"${key}" cannot be the name of a field (JavaScript keeps it for every object); rename or remove it`
    for (const [extra, field, key] of [
      ['"constructor":"x"', 'constructor', 'constructor'],
      ['"toString":"x"', 'toString', 'toString'],
      ['"__proto__":{"polluted":true}', '__proto__', '__proto__'],
      ['"prototype":"x"', 'prototype', 'prototype'],
      ['"extra":{"list":[{"hasOwnProperty":1}]}', 'extra.list.0.hasOwnProperty', 'hasOwnProperty'],
    ] as const) {
      for (const action of ['', '/check']) {
        const res = await test.editor[action ? 'post' : 'put'](`/api/admin/content/business/business${action}`)
          .set('Content-Type', 'application/json')
          .send(saveJson(values, extra, version))
        expect(res.status, `${field} ${action}`).toBe(422)
        expect(res.body.problems, field).toEqual([
          expect.objectContaining({ file: 'business.yaml', field, message: refused(key), here: true }),
        ])
      }
    }
    // A page called like one of an object's own names is no page.
    expect((await test.editor.get('/api/admin/content/pages/constructor')).status).toBe(404)
    const page = await test.editor.put('/api/admin/content/pages/constructor').send({ values: {}, version: '' })
    expect(page.status).toBe(404)
    expect(snapshot(test.contentDir)).toEqual(before)
  })

  it('refuses lists and mappings nested thousands deep at the field that holds them', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const deep = `${open.repeat(5_000)}1${close.repeat(5_000)}`
      const res = await test.editor
        .put('/api/admin/content/business/business')
        .set('Content-Type', 'application/json')
        .send(saveJson(values, `"tagline":${deep}`, version))
      expect(res.status).toBe(422)
      expect(res.body.problems).toEqual([
        expect.objectContaining({
          file: 'business.yaml',
          field: 'tagline',
          message: 'Nested more than 32 levels deep; content is never nested so deep',
          here: true,
        }),
      ])
    }
    expect(snapshot(test.contentDir)).toEqual(before)
  })
})

describe('Site content: an entry or a text the file cannot hold as given is a 422 at its field', () => {
  it('refuses an empty entry in a list (tabs: [{}]) at its fields', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    const { version } = await test.open('faq', 'faq')
    const res = await test.editor.put('/api/admin/content/faq/faq').send({ values: { tabs: [{}] }, version })
    expect(res.status).toBe(422)
    expect(res.body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'faq.yaml', field: expect.stringMatching(/^tabs\.0/) })]),
    )
    expect(snapshot(test.contentDir)).toEqual(before)
  })

  it('refuses text whose lines end in a carriage return (\\r\\n mixed with \\r) at its field', async () => {
    test = await contentTest()
    const before = snapshot(test.contentDir)
    const { values, version } = await test.open('business', 'business')
    const res = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, tagline: 'Fast repairs.\r\nFair prices.\rEvery day.' }, version })
    expect(res.status).toBe(422)
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        file: 'business.yaml',
        field: 'tagline',
        message: 'Holds a carriage return (\\r): end its lines with a line feed only (as a text box does)',
        here: true,
      }),
    ])
    expect(snapshot(test.contentDir)).toEqual(before)
  })
})
