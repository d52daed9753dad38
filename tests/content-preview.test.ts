import { statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { currentBuild, pageFile, prerenderedPaths } from '../shared/build-output.ts'
import type { ContentChecked } from '../shared/admin-content.ts'
import { builtContentTest } from './content-editing.ts'

/**
 * Preview: the draft's pages are built beside the live build and shown to the editor, while the
 * files and the live site stay as they were. The content is a temporary copy; the builds are inside
 * the project, as Vite wants its output.
 */
let test: Awaited<ReturnType<typeof builtContentTest>> | undefined

afterAll(() => test?.done())

describe('previewing a change from Site content', () => {
  it(
    "shows the draft's page with the change; the file, the history and the live page stay as they were",
    { timeout: 300_000 },
    async () => {
      test = await builtContentTest('content-preview')
      const before = test.read('cities/clearwater.yaml')
      const { values, version } = await test.open('cities', 'clearwater')
      const landmarks = 'Pier 60, Clearwater Marine Aquarium, Moccasin Lake Nature Park, Coachman Park'
      const res = await test.editor
        .post('/api/admin/content/cities/clearwater/preview')
        .send({ values: { ...values, localContent: { ...(values.localContent as object), landmarks } }, version })
      expect(res.status, res.text).toBe(200)
      const checked = res.body as ContentChecked
      const path = '/service-area/garage-door-repair-clearwater'
      // The pages whose HTML the draft changes, the city's own first: not every page.
      expect(checked).toMatchObject({ problems: [], everyPage: false })
      expect(checked.preview![0]).toEqual({ path, url: `/api/admin/content-preview${path}` })
      expect(checked.preview!.length).toBeLessThan(5)
      const page = await test.editor.get(checked.preview![0]!.url)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Preview: not published.')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.text).toContain('Coachman Park')
      expect((await test.editor.get(path)).text).not.toContain('Coachman Park')
      expect(test.read('cities/clearwater.yaml')).toBe(before)
      expect((await test.editor.get('/api/admin/content-history')).body.changes).toEqual([])
      expect(
        (await test.invite(test.admin, 'blogger').then((blogger) => blogger.get(checked.preview![0]!.url))).status,
      ).toBe(403)
      // Even the first preview renders only what the change touches: the rest is the live build's, linked.
      const live = currentBuild(test.buildDir)
      const dana = (await test.editor.get('/api/user')).body.id as number
      const preview = currentBuild(
        join(dirname(test.buildDir), `.${basename(test.buildDir)}-preview`, `editor-${dana}`, 'dist'),
      )
      expect(preview).not.toBe(live)
      const inode = (build: string, page: string) => statSync(join(build, 'client', pageFile(page))).ino
      expect(inode(preview, '/about')).toBe(inode(live, '/about'))
      expect(inode(preview, path)).not.toBe(inode(live, path))
    },
  )

  it(
    "shows each editor their own draft: another editor's later preview of the same page leaves the first's as it was",
    { timeout: 300_000 },
    async () => {
      const path = '/service-area/garage-door-repair-clearwater'
      const lee = await test!.invite(test!.admin, 'lee', undefined, 'site-editor')
      const preview = async (editor: typeof lee, landmarks: string) => {
        const { values, version } = (await editor.get('/api/admin/content/cities/clearwater')).body
        const res = await editor
          .post('/api/admin/content/cities/clearwater/preview')
          .send({ values: { ...values, localContent: { ...values.localContent, landmarks } }, version })
        expect(res.status, res.text).toBe(200)
        return (res.body as ContentChecked).preview![0]!.url
      }
      const danas = await preview(test!.editor, 'Pier 60, Coachman Park')
      const lees = await preview(lee, 'Pier 60, Sand Key Park')
      expect(lees).toBe(`/api/admin/content-preview${path}`)
      const seen = async (editor: typeof lee, url: string) => {
        const page = await editor.get(url)
        expect(page.status).toBe(200)
        return page.text
      }
      expect(await seen(test!.editor, danas)).toContain('Coachman Park')
      expect(await seen(test!.editor, danas)).not.toContain('Sand Key Park')
      expect(await seen(lee, lees)).toContain('Sand Key Park')
      expect(await seen(lee, lees)).not.toContain('Coachman Park')
      // An editor who has previewed nothing has no preview, whoever else has.
      const third = await test!.invite(test!.admin, 'rosa', undefined, 'site-editor')
      expect((await third.get(lees)).status).toBe(404)
    },
  )
})

describe('previewing a change every page shows', () => {
  it(
    'lists every page for a change every page shows (the telephone), each with the not-published banner',
    { timeout: 300_000 },
    async () => {
      test ??= await builtContentTest('content-preview')
      const { values, version } = (await test.editor.get('/api/admin/content/business/business')).body
      const res = await test!.editor
        .post('/api/admin/content/business/business/preview')
        .send({ values: { ...values, telephone: '(813) 555-0199' }, version })
      expect(res.status, res.text).toBe(200)
      const checked = res.body as ContentChecked
      expect(checked.everyPage).toBe(true)
      expect(checked.preview!.map((page) => page.path).sort()).toEqual(
        prerenderedPaths(currentBuild(test!.buildDir)).sort(),
      )
      const contact = await test!.editor.get('/api/admin/content-preview/contact')
      expect(contact.text).toContain('(813) 555-0199')
      expect(contact.text).toMatch(/<body[^>]*><div role="note"[^>]*>Preview: not published\./)
    },
  )
})
