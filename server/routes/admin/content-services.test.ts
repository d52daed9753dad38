import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentFieldProblem } from '../../../shared/admin-content.ts'
import { contentTest } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

describe('Site content: services added and removed', () => {
  it('a service is added, listed at its address and removed; pages are not added or removed here', async () => {
    test = await contentTest()
    const { values } = await test.open('services', 'maintenance')
    const added = await test.editor
      .post('/api/admin/content/services')
      .send({ values: { ...values, title: 'Door Tune-Up' }, version: '' })
    expect(added.status, added.text).toBe(201)
    expect(added.body).toMatchObject({ id: 'door-tune-up', change: { files: ['services/door-tune-up.yaml'] } })
    const list = (await test.editor.get('/api/admin/content/services')).body.entries
    expect(list).toContainEqual({
      id: 'door-tune-up',
      title: 'Door Tune-Up',
      file: 'services/door-tune-up.yaml',
      path: '/services/door-tune-up',
    })
    const removed = await test.editor
      .delete('/api/admin/content/services/door-tune-up')
      .send({ version: added.body.version })
    expect(removed.status, removed.text).toBe(200)
    expect(existsSync(join(test.contentDir, 'services/door-tune-up.yaml'))).toBe(false)
    expect((await test.editor.post('/api/admin/content/pages').send({ values: {}, version: '' })).status).toBe(400)
    expect((await test.editor.delete('/api/admin/content/pages/about').send({ version: '' })).status).toBe(400)
  })

  it('a service other files link to is not removed: each link is named in its own file, above the form', async () => {
    test = await contentTest()
    const { version } = await test.open('services', 'spring-replacement')
    const res = await test.editor.delete('/api/admin/content/services/spring-replacement').send({ version })
    expect(res.status).toBe(422)
    const problems = res.body.problems as ContentFieldProblem[]
    expect(problems.length).toBeGreaterThan(0)
    for (const problem of problems) {
      expect(problem.file).not.toBe('services/spring-replacement.yaml')
      expect(problem.here).toBe(false)
    }
    expect(problems.map((p) => p.message).join('\n')).toContain('spring-replacement')
    expect(existsSync(join(test.contentDir, 'services/spring-replacement.yaml'))).toBe(true)
  })
})
