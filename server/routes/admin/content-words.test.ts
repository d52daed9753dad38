import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentFieldProblem } from '../../../shared/admin-content.ts'
import { contentTest, CRYSTAL_BEACH } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

/** What a developer reads in `npm run validate` and a site owner never should at a field. */
const DEVELOPER_WORDS = /\.yaml|\byaml\b|in quotes|\(line \d+\)|\bline \d+|"|[a-z][A-Z]\w*\.[a-z]|expected|missing \(/i

const fieldsOf = (problems: ContentFieldProblem[]) => Object.fromEntries(problems.map((p) => [p.field, p.message]))

describe("Site content's messages: at their fields, in the owner's words", () => {
  it('says a new city named as another is already there, at the name, on Check as on Save (not "changed since you opened")', async () => {
    test = await contentTest()
    const values = { ...CRYSTAL_BEACH, name: 'Palm Harbor' }
    const checked = await test.editor.post('/api/admin/content/cities/palm-harbor/check').send({ values, version: '' })
    const saved = await test.editor.post('/api/admin/content/cities').send({ values, version: '' })
    for (const answer of [checked, saved]) {
      expect(answer.status, answer.text).toBe(422)
      expect(answer.body.problems).toEqual([
        expect.objectContaining({
          field: 'name',
          here: true,
          message: 'There is already a city called Palm Harbor: open it, or choose another name',
        }),
      ])
    }
    // Renaming a city to another's name is said the same way.
    const dunedin = await test.open('cities', 'dunedin')
    const renamed = await test.editor
      .put('/api/admin/content/cities/dunedin')
      .send({ values: { ...(dunedin.values as object), name: 'Palm Harbor' }, version: dunedin.version })
    expect(renamed.status).toBe(422)
    expect(fieldsOf(renamed.body.problems).name).toBe(
      'There is already a city called Palm Harbor: open it, or choose another name',
    )
  })

  it('takes a ZIP code typed with spaces around it, and keeps it without them', async () => {
    test = await contentTest()
    const values = { ...CRYSTAL_BEACH, name: ' Crystal Beach ', zipCodes: ['34681 '] }
    const added = await test.editor.post('/api/admin/content/cities').send({ values, version: '' })
    expect(added.status, added.text).toBe(201)
    const file = parse(test.read('cities/crystal-beach.yaml')) as typeof CRYSTAL_BEACH
    expect([file.name, file.zipCodes]).toEqual(['Crystal Beach', ['34681']])
  })
})

describe('Site content: what people get wrong, refused at the field', () => {
  it('refuses a position far from its county and a year to come at their fields; a place never incorporated needs no year', async () => {
    test = await contentTest()
    const wrong = {
      ...CRYSTAL_BEACH,
      // Downtown Orlando: about a hundred miles from any Pinellas town.
      position: { latitude: 28.5383, longitude: -81.3792 },
      localContent: { ...CRYSTAL_BEACH.localContent, yearEstablished: new Date().getFullYear() + 5 },
    }
    const refused = await test.editor
      .post('/api/admin/content/cities/crystal-beach/check')
      .send({ values: wrong, version: '' })
    expect(refused.status).toBe(422)
    const at = fieldsOf(refused.body.problems)
    expect(at.position).toMatch(
      /^This position is \d+ miles from [A-Z][\w .]+, the nearest Pinellas County city we serve/,
    )
    expect(Number(/is (\d+) miles/.exec(at.position!)![1])).toBeGreaterThan(80)
    expect(at['localContent.yearEstablished']).toBe(
      'A year in the future: write the year the place was incorporated or founded',
    )
    const { yearEstablished: _, ...unincorporated } = CRYSTAL_BEACH.localContent
    const added = await test.editor
      .post('/api/admin/content/cities')
      .send({ values: { ...CRYSTAL_BEACH, localContent: unincorporated }, version: '' })
    expect(added.status, added.text).toBe(201)
  })

  it('says every problem of a city gone wrong without files, lines, keys, quotes or YAML', async () => {
    test = await contentTest()
    const wrong = {
      ...CRYSTAL_BEACH,
      county: 'Pinelas',
      zipCodes: ['3468', '34681'],
      description: '',
      localContent: { ...CRYSTAL_BEACH.localContent, yearEstablished: 'eighteen-ninety', testimonialName: '' },
    }
    const refused = await test.editor
      .post('/api/admin/content/cities/crystal-beach/check')
      .send({ values: wrong, version: '' })
    expect(refused.status).toBe(422)
    const here = (refused.body.problems as ContentFieldProblem[]).filter((p) => p.here)
    for (const { field, message } of here) expect(message, field).not.toMatch(DEVELOPER_WORDS)
    expect(fieldsOf(here)).toEqual({
      county: 'Pinelas is not a county we serve: did you mean Pinellas?',
      'zipCodes.0': 'Must be a 5-digit ZIP code, like “33755”',
      description: 'Fill this in',
      'localContent.yearEstablished': 'Enter a number',
      'localContent.testimonialName': 'Fill this in',
    })
  })

  it('marks each field a new city copied from another, the first with why', async () => {
    test = await contentTest()
    const dunedin = (await test.open('cities', 'dunedin')).values as typeof CRYSTAL_BEACH
    const copy = {
      ...dunedin,
      name: 'Ozona Shores',
      mapMarker: undefined,
      position: { latitude: 28.06, longitude: -82.77 },
    }
    const refused = await test.editor
      .post('/api/admin/content/cities/ozona-shores/check')
      .send({ values: copy, version: '' })
    expect(refused.status).toBe(422)
    const here = (refused.body.problems as ContentFieldProblem[]).filter((p) => p.here)
    for (const { field, message } of here) expect(message, field).not.toMatch(DEVELOPER_WORDS)
    const copied = here.filter((p) => /same as Dunedin’s page/.test(p.message))
    expect(copied.map((p) => p.field)).toEqual(
      expect.arrayContaining(['localContent.neighborhoods', 'localContent.landmarks', 'localContent.mainChallenge']),
    )
    expect(copied[0]!.message).toMatch(/^This city’s text is \d+% the same as Dunedin’s \(the limit is 60%\)/)
  })
})
