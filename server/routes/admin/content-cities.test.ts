import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentFieldProblem, ContentSaved, PublishState } from '../../../shared/admin-content.ts'
import { contentTest, CRYSTAL_BEACH } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

describe('Site content: cities added, renamed and removed', () => {
  it('a new city copied from another is refused with the doorway message; written in its own words, it is added', async () => {
    test = await contentTest()
    const dunedin = await test.open('cities', 'dunedin')
    const copy: Record<string, unknown> = {
      ...dunedin.values,
      name: 'Ozona Shores',
      position: { latitude: 28.06, longitude: -82.77 },
    }
    delete copy.mapMarker
    // The new city's form asks before it is added, then adds it: the same problems either way.
    const checked = await test.editor.post('/api/admin/content/cities/new/check').send({ values: copy, version: '' })
    const refused = await test.editor.post('/api/admin/content/cities').send({ values: copy, version: '' })
    expect([checked.status, refused.status]).toEqual([422, 422])
    const problems = refused.body.problems as ContentFieldProblem[]
    expect(checked.body.problems).toEqual(problems)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'cities/ozona-shores.yaml',
        here: true,
        message: expect.stringMatching(
          /^This city’s text is \d+% the same as Dunedin’s .*Search engines take near-copies for doorway pages/,
        ),
      }),
    )
    expect(existsSync(join(test.contentDir, 'cities/ozona-shores.yaml'))).toBe(false)

    const added = await test.editor.post('/api/admin/content/cities').send({ values: CRYSTAL_BEACH, version: '' })
    expect(added.status, added.text).toBe(201)
    const saved = added.body as ContentSaved
    expect(saved.id).toBe('crystal-beach')
    expect(saved.change.summary).toBe('Added Cities › Crystal Beach')
    const text = test.read('cities/crystal-beach.yaml')
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/json/city.schema.json')
    expect(parse(text)).toEqual(CRYSTAL_BEACH)
    // This test's server edits a copy of the content that the build (CONTENT_DIR) does not read: it says so.
    expect(saved.publish).toMatchObject({ change: saved.change.id, state: 'building' })
    const publish = await vi.waitFor(async () => {
      const state = (await test!.editor.get('/api/admin/content-publish')).body as PublishState
      if (state.state === 'building') throw new Error('still publishing')
      return state
    })
    expect(publish).toMatchObject({
      change: saved.change.id,
      state: 'failed',
      message: 'the build reads another content folder or writes another build than this server serves',
    })
    const again = await test.editor.post('/api/admin/content/cities').send({ values: CRYSTAL_BEACH, version: '' })
    expect(again.status).toBe(422)
    expect(again.body.problems).toEqual([
      expect.objectContaining({
        field: 'name',
        message: 'There is already a city called Crystal Beach: open it, or choose another name',
      }),
    ])
  })
})

describe('Site content: cities renamed and removed', () => {
  it('a new name renames the file to the new slug and keeps the old one in formerSlugs, just after the name', async () => {
    test = await contentTest()
    const before = test.read('cities/lutz.yaml')
    const { values, version } = await test.open('cities', 'lutz')
    const res = await test.editor
      .put('/api/admin/content/cities/lutz')
      .send({ values: { ...values, name: 'Lutz Lakes' }, version })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({
      id: 'lutz-lakes',
      change: { summary: 'Renamed Cities › Lutz to Lutz Lakes' },
    })
    expect(existsSync(join(test.contentDir, 'cities/lutz.yaml'))).toBe(false)
    const after = test.read('cities/lutz-lakes.yaml')
    expect(after).toBe(before.replace('name: Lutz\n', 'name: Lutz Lakes\nformerSlugs:\n  - lutz\n'))
    expect(res.body.change.files).toEqual(['cities/lutz-lakes.yaml', 'cities/lutz.yaml'])
    const list = (await test.editor.get('/api/admin/content/cities')).body.entries as { id: string; path: string }[]
    expect(list.find((e) => e.id === 'lutz-lakes')?.path).toBe('/service-area/garage-door-repair-lutz-lakes')
  })

  it("a removed city names where its address leads: its slug and former slugs join that city's formerSlugs", async () => {
    test = await contentTest()
    const lutz = await test.open('cities', 'lutz')
    await test.editor
      .put('/api/admin/content/cities/lutz')
      .send({ values: { ...lutz.values, name: 'Lutz Lakes' }, version: lutz.version })
    const { version } = await test.open('cities', 'lutz-lakes')
    const unsaid = await test.editor.delete('/api/admin/content/cities/lutz-lakes').send({ version })
    expect(unsaid.status).toBe(400)
    expect(unsaid.body.message).toBe('redirectTo: say which city the removed city’s address should lead to')
    const res = await test.editor
      .delete('/api/admin/content/cities/lutz-lakes')
      .send({ version, redirectTo: 'brandon' })
    expect(res.status, res.text).toBe(200)
    expect(res.body.change.summary).toBe('Removed Cities › Lutz Lakes; its address leads to Cities › Brandon')
    expect(existsSync(join(test.contentDir, 'cities/lutz-lakes.yaml'))).toBe(false)
    expect(parse(test.read('cities/brandon.yaml')).formerSlugs).toEqual(['lutz-lakes', 'lutz'])
  })
})
