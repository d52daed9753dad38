import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const BODY = [
  '# Which spring?',
  '',
  'Measure **before** you order.',
  '',
  '| Door | Spring | Lasts |',
  '| --- | :---: | ---: |',
  '| Single | 1 torsion | 7 years |',
  '| Double | 2 torsion | 10 years |',
  '',
  '<script>alert(1)</script>',
].join('\n')

/** The editor's preview of a post body (POST /api/admin/posts/preview), as an author would use it. */
describe('previewing a post body', () => {
  it('is refused to anyone not signed in', async () => {
    test = apiTest()
    const res = await request(test.app).post('/api/admin/posts/preview').send({ markdown: BODY })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Sign in to continue.' })
  })

  it('gives an editor the HTML that saving the post publishes: headings, a table with header cells, nothing unsafe', async () => {
    test = apiTest()
    const editor = await test.editor(await test.admin())
    const preview = await editor.post('/api/admin/posts/preview').send({ markdown: BODY })
    expect(preview.status).toBe(200)
    const { html } = preview.body as { html: string }
    expect(html).toContain('<h2>Which spring?</h2>')
    expect(html).toContain('<th>Door</th>')
    expect(html).toContain('<th align="center">Spring</th>')
    expect(html).toContain('<td align="right">10 years</td>')
    expect(html).not.toContain('script')

    const saved = await editor
      .post('/api/admin/posts')
      .send({ title: 'Which spring?', excerpt: 'Measure first.', markdown: BODY, status: 'draft' })
    expect(saved.status).toBe(201)
    expect(saved.body.content).toBe(html)
  })

  it('refuses a body past the limits with the reason saving would give', async () => {
    test = apiTest()
    const admin = await test.admin()
    const long = await admin.post('/api/admin/posts/preview').send({ markdown: 'a'.repeat(50_001) })
    expect(long.status).toBe(400)
    expect(long.body).toEqual({ message: 'markdown: must be at most 50,000 characters' })
    const nested = await admin.post('/api/admin/posts/preview').send({ markdown: `${'> '.repeat(11)}deep` })
    expect(nested.status).toBe(422)
    expect(nested.body.message).toBe('markdown: nests quotes and lists 11 levels deep on line 1; at most 10')
    const missing = await admin.post('/api/admin/posts/preview').send({})
    expect(missing.body).toEqual({ message: 'markdown: is required' })
  })
})
