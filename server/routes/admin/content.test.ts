import { readFileSync } from 'node:fs'
import { diffLines } from 'diff'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentEntry, ContentList, ContentSaved } from '../../../shared/admin-content.ts'
import { contentTest } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

/** The lines a change took out and put in, of one file's text before and after. */
function changedLines(before: string, after: string) {
  const parts = diffLines(before, after)
  return {
    removed: parts.filter((p) => p.removed).flatMap((p) => p.value.trimEnd().split('\n')),
    added: parts.filter((p) => p.added).flatMap((p) => p.value.trimEnd().split('\n')),
  }
}

/** The telephone's change, as history shows it field by field. */
const TELEPHONE_CHANGED = {
  field: 'telephone',
  label: 'Telephone',
  before: '(813) 555-0142',
  after: '(813) 555-0199',
  file: 'business.yaml',
}

describe('Site content: opening and saving a file', () => {
  it("lists the kinds of content and a kind's entries with their titles and live pages", async () => {
    test = await contentTest()
    const kinds = await test.editor.get('/api/admin/content')
    expect(kinds.status).toBe(200)
    expect(kinds.body.map((k: { type: string }) => k.type)).toContain('cities')
    const cities = (await test.editor.get('/api/admin/content/cities')).body as ContentList
    expect(cities.entries.find((e) => e.id === 'clearwater')).toEqual({
      id: 'clearwater',
      title: 'Clearwater',
      file: 'cities/clearwater.yaml',
      path: '/service-area/garage-door-repair-clearwater',
    })
    const entry = (await test.editor.get('/api/admin/content/business/business')).body as ContentEntry
    expect(entry.values).toMatchObject({ telephone: '(813) 555-0142' })
    expect(entry.schema).toMatchObject({ type: 'object' })
    expect(entry.version).toMatch(/^[\w-]{22}$/)
  })

  it('a save of one field changes that one line: comments, quoting, order and the schema line stay', async () => {
    test = await contentTest()
    const before = test.read('business.yaml')
    const { values, version } = await test.open('business', 'business')
    const res = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, telephone: '(813) 555-0199' }, version })
    expect(res.status, res.text).toBe(200)
    const after = test.read('business.yaml')
    expect(changedLines(before, after)).toEqual({
      removed: ['telephone: (813) 555-0142'],
      added: ['telephone: (813) 555-0199'],
    })
    expect(after.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/json/business.schema.json')
    const saved = res.body as ContentSaved
    expect(saved.change).toMatchObject({
      author: { username: 'dana' },
      summary: 'Business details: Telephone (813) 555-0142 → (813) 555-0199',
      fields: [TELEPHONE_CHANGED],
      files: ['business.yaml'],
      revertOf: null,
      commit: null,
    })
    expect(saved.change.diff).toContain('-telephone: (813) 555-0142\n+telephone: (813) 555-0199')
    expect(saved.version).not.toBe(version)
  })

  it('a nested list edited: an hours row removed takes its lines, a ZIP code added goes into its one-line list', async () => {
    test = await contentTest()
    const before = test.read('business.yaml')
    const { values, version } = await test.open('business', 'business')
    const hours = values.hours as { rows: unknown[] }[]
    hours[0]!.rows.splice(1, 1)
    expect((await test.editor.put('/api/admin/content/business/business').send({ values, version })).status).toBe(200)
    const { removed, added } = changedLines(before, test.read('business.yaml'))
    expect(added).toEqual([])
    expect(removed).toEqual([
      '      - label: Sat',
      '        days: [Saturday]',
      '        opens: "08:00"',
      '        closes: "17:00"',
    ])

    const city = await test.open('cities', 'clearwater')
    const cityBefore = test.read('cities/clearwater.yaml')
    const zipCodes = [...(city.values.zipCodes as string[]), '33770']
    const res = await test.editor
      .put('/api/admin/content/cities/clearwater')
      .send({ values: { ...city.values, zipCodes }, version: city.version })
    expect(res.status, res.text).toBe(200)
    expect(changedLines(cityBefore, test.read('cities/clearwater.yaml')).added).toEqual([
      'zipCodes: ["33755", "33756", "33759", "33761", "33763", "33764", "33765", "33767", "33770"]',
    ])
  })
})

describe('Site content: a form opened on an older file', () => {
  it('a save from a form opened before the file changed on disk is refused with what changed; nothing is written', async () => {
    test = await contentTest()
    const { values, version } = await test.open('business', 'business')
    const first = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, email: 'office@gulfline-garage.example' }, version })
    expect(first.status).toBe(200)
    const now = test.read('business.yaml')
    // The second form was opened on the first version too.
    const stale = await test.editor
      .put('/api/admin/content/business/business')
      .send({ values: { ...values, telephone: '(813) 555-0100' }, version })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatch(/^business\.yaml changed since the form was opened/)
    expect(stale.body.diff).toContain('-email: service@gulfline-garage.example\n+email: office@gulfline-garage.example')
    expect(stale.body.version).toBe(first.body.version)
    expect(test.read('business.yaml')).toBe(now)
  })
})

describe('Site content: the content check at the field', () => {
  it("the check at the field, in the checker's words: a misspelt county, with its suggestion; nothing is written", async () => {
    test = await contentTest()
    const before = test.read('cities/clearwater.yaml')
    const { values, version } = await test.open('cities', 'clearwater')
    const body = { values: { ...values, county: 'Pinelas' }, version }
    const checked = await test.editor.post('/api/admin/content/cities/clearwater/check').send(body)
    expect(checked.status).toBe(422)
    const res = await test.editor.put('/api/admin/content/cities/clearwater').send(body)
    expect(res.status).toBe(422)
    for (const answer of [checked, res])
      expect(answer.body.problems).toEqual([
        {
          file: 'cities/clearwater.yaml',
          line: 3,
          column: 9,
          field: 'county',
          message: 'Pinelas is not a county we serve: did you mean Pinellas?',
          here: true,
        },
      ])
    expect(res.body.error).toBe('Not saved: the content check found 1 problem.')
    expect(test.read('cities/clearwater.yaml')).toBe(before)
    expect((await test.editor.get('/api/admin/content-history')).body).toEqual({ changes: [], more: false })
  })

  it('refuses a map tile address on this computer and HTML in its credit, at their fields; nothing is written', async () => {
    test = await contentTest()
    const before = test.read('pages/service-area.yaml')
    const { values, version } = await test.open('pages', 'service-area')
    const map = values.map as { tiles: Record<string, string> }
    const tiles = { ...map.tiles, url: 'https://127.0.0.1/{z}/{x}/{y}.png', attribution: '<img src=/x> OSM' }
    const res = await test.editor
      .put('/api/admin/content/pages/service-area')
      .send({ values: { ...values, map: { ...map, tiles } }, version })
    expect(res.status).toBe(422)
    expect(
      (res.body.problems as { field: string; message: string }[]).map(({ field, message }) => [field, message]),
    ).toEqual([
      [
        'map.tiles.attribution',
        'This is shown as plain text, so HTML would show as typed: write the credit alone, and its link in Attribution URL',
      ],
    ])
    const urlOnly = await test.editor
      .put('/api/admin/content/pages/service-area')
      .send({ values: { ...values, map: { ...map, tiles: { ...tiles, attribution: 'OSM' } } }, version })
    expect(urlOnly.status).toBe(422)
    expect(urlOnly.body.problems).toMatchObject([
      {
        file: 'pages/service-area.yaml',
        field: 'map.tiles.url',
        message:
          'This names a private, loopback or link-local address (127.0.0.1): a tile server must be a public address',
      },
    ])
    expect(test.read('pages/service-area.yaml')).toBe(before)
  })

  it('a valid draft passes the check, and the check writes nothing', async () => {
    test = await contentTest()
    const before = test.read('cities/clearwater.yaml')
    const { values, version } = await test.open('cities', 'clearwater')
    const res = await test.editor
      .post('/api/admin/content/cities/clearwater/check')
      .send({ values: { ...values, communities: ['Clearwater Beach', 'Countryside'] }, version })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ problems: [] })
    expect(readFileSync(`${test.contentDir}/cities/clearwater.yaml`, 'utf8')).toBe(before)
  })
})

describe('Site content: a save that changes nothing', () => {
  it('is refused as such: no change recorded, nothing written or published', async () => {
    test = await contentTest()
    const before = test.read('business.yaml')
    const { values, version } = await test.open('business', 'business')
    const res = await test.editor.put('/api/admin/content/business/business').send({ values, version })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Nothing to save: the file already holds these values.')
    expect(test.read('business.yaml')).toBe(before)
    expect((await test.editor.get('/api/admin/content-history')).body.changes).toEqual([])
    expect((await test.editor.get('/api/admin/content-publish')).body.state).toBe('idle')
  })
})
