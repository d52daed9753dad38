import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { currentBuild, pageFile } from '../shared/build-output.ts'
import type { PublishState } from '../shared/admin-content.ts'
import { filesUnder } from '../build/folder.ts'
import { buildCommand } from './build-command.ts'
import { builtContentTest } from './content-editing.ts'
import { contactPost } from './leads.ts'

/**
 * A save publishes: the server builds its own content into its own BUILD_DIR through build(), and
 * serves the new build from the next request. The content is a temporary copy; the build folder is
 * inside the project, as Vite wants its output.
 */
let test: Awaited<ReturnType<typeof builtContentTest>> | undefined
const logged: Record<string, unknown>[] = []

afterAll(() => test?.done())

/** The publish state once it is no longer building (at most 120 s). */
async function published(agent: NonNullable<typeof test>['editor']): Promise<PublishState> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const state = (await agent.get('/api/admin/content-publish')).body as PublishState
    if (state.state !== 'building' || Date.now() > deadline) return state
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('publishing a change from Site content', () => {
  it(
    'a new telephone number is in the live pages once the publish state says published',
    { timeout: 300_000 },
    async () => {
      test = await builtContentTest('content-publish', (fields) => logged.push(fields))
      const home = () => readFileSync(join(currentBuild(test!.buildDir), 'client', pageFile('/')), 'utf8')
      expect(home()).toContain('(813) 555-0142')

      // Site content opened as its screens open it: the kinds first, then the form.
      expect((await test.editor.get('/api/admin/content')).status).toBe(200)
      const { values, version } = await test.open('business', 'business')
      const res = await test.editor
        .put('/api/admin/content/business/business')
        .send({ values: { ...values, telephone: '(813) 555-0177' }, version })
      expect(res.status, res.text).toBe(200)
      expect(res.body.publish).toMatchObject({ state: 'building', change: res.body.change.id, livePath: '/' })
      const state = await published(test.editor)
      expect(state, state.message).toMatchObject({
        state: 'published',
        change: res.body.change.id,
        progress: 1,
        livePath: '/',
      })
      expect(state.message).toMatch(/^\d+ pages? rendered, \d+ kept$/)
      expect(home()).toContain('(813) 555-0177')
      expect(home()).not.toContain('(813) 555-0142')
      const page = await test.editor.get('/')
      expect(page.text).toContain('(813) 555-0177')

      // Two saves in a row: the second waits for the build of the first, and the next build publishes it.
      const opened = await test.open('business', 'business')
      const first = await test.editor
        .put('/api/admin/content/business/business')
        .send({ values: { ...opened.values, telephone: '(813) 555-0188' }, version: opened.version })
      const second = await test.editor
        .put('/api/admin/content/business/business')
        .send({ values: { ...opened.values, telephone: '(813) 555-0199' }, version: first.body.version })
      expect(second.status, second.text).toBe(200)
      expect(second.body.publish).toMatchObject({ state: 'building', change: second.body.change.id })
      const after = await published(test.editor)
      expect(after, after.message).toMatchObject({ state: 'published', change: second.body.change.id })
      expect(home()).toContain('(813) 555-0199')
    },
  )

  it(
    'publishes through a build readied ahead, whose pages are those a full build makes',
    { timeout: 300_000 },
    async () => {
      // Published through builds the server readied (when Site content was opened, and after each
      // publication): their render processes had loaded the published bundle before the change was
      // saved, and every page is what a full build of this content makes.
      const builds = logged.filter((fields) => fields.event === 'content_published').map((fields) => fields.build)
      expect(builds).toHaveLength(3)
      expect(builds[0]).toMatch(/in 2 processes, 2 readied before the change was saved/)
      const full = join(dirname(test!.buildDir), 'full', 'dist')
      await promisify(execFile)(process.execPath, [buildCommand(), '--full'], {
        env: { ...process.env, CONTENT_DIR: test!.contentDir, BUILD_DIR: full },
      })
      const pages = (dir: string) => filesUnder(join(dir, 'client')).filter((file) => file.endsWith('.html'))
      const live = currentBuild(test!.buildDir)
      expect(pages(live)).toEqual(pages(currentBuild(full)))
      for (const file of pages(live))
        expect(readFileSync(join(live, 'client', file), 'utf8'), file).toBe(
          readFileSync(join(currentBuild(full), 'client', file), 'utf8'),
        )
    },
  )
})

describe('publishing the forms’ choices', () => {
  it(
    'a service choice added to the forms is taken by the lead forms once published, without a restart',
    { timeout: 300_000 },
    async () => {
      const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0', 'Accept-Language': 'en-US' }
      const post = () =>
        request(test!.app)
          .post('/contact')
          .type('form')
          .set(browser)
          .send(
            contactPost({ serviceType: 'hurricane-prep', email: `prep${Math.random()}@example.com` }, test!.clock.now),
          )
      expect((await post()).status).toBe(422)
      const { values, version } = await test!.open('forms', 'forms')
      const serviceTypes = [...(values.serviceTypes as object[]), { value: 'hurricane-prep', label: 'Hurricane Prep' }]
      const res = await test!.editor
        .put('/api/admin/content/forms/forms')
        .send({ values: { ...values, serviceTypes }, version })
      expect(res.status, res.text).toBe(200)
      const state = await published(test!.editor)
      expect(state, state.message).toMatchObject({ state: 'published', change: res.body.change.id })
      expect(readFileSync(join(currentBuild(test!.buildDir), 'client', pageFile('/contact')), 'utf8')).toContain(
        'Hurricane Prep',
      )
      expect((await post()).status).toBe(303)
    },
  )
})
