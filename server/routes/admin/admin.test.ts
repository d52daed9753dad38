import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../../tests/api.ts'
import { writeSettings } from '../../db/settings.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const post = {
  title: 'Spring Safety 101',
  excerpt: 'Why springs are dangerous.',
  markdown: '# Springs\n\nNever adjust a torsion spring yourself.',
  status: 'published',
}

describe('admin API access', () => {
  it('answers 401 to anyone not signed in', async () => {
    test = apiTest()
    for (const [method, path] of [
      ['get', '/api/admin/posts'],
      ['post', '/api/admin/posts'],
      ['patch', '/api/admin/posts/1'],
      ['delete', '/api/admin/posts/1'],
      ['get', '/api/admin/categories'],
      ['post', '/api/admin/tags'],
      ['put', '/api/admin/settings'],
      ['post', '/api/admin/invites'],
    ] as const) {
      const res = await request(test.app)[method](path).send({})
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.body).toEqual({ message: 'Sign in to continue.' })
    }
  })
})

describe('admin API: posts', () => {
  it('creates, reads, updates and deletes posts, rendering Markdown to safe HTML', async () => {
    test = apiTest()
    const admin = await test.admin()
    const created = await admin
      .post('/api/admin/posts')
      .send({ ...post, markdown: `${post.markdown}\n\n<script>alert(1)</script>` })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: 1, slug: 'spring-safety-101', status: 'published', readTime: 1 })
    expect(created.body.content).toBe('<h2>Springs</h2>\n<p>Never adjust a torsion spring yourself.</p>\n')
    expect((await admin.get('/api/admin/posts/1')).body.title).toBe('Spring Safety 101')
    const updated = await admin.patch('/api/admin/posts/1').send({ excerpt: 'Read this first.' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ excerpt: 'Read this first.', title: 'Spring Safety 101' })
    expect((await admin.delete('/api/admin/posts/1')).status).toBe(204)
    expect((await admin.get('/api/admin/posts/1')).status).toBe(404)
    expect((await admin.delete('/api/admin/posts/1')).body).toEqual({ message: 'No post with id 1' })
  })

  it('makes unique slugs from titles and refuses a slug already in use', async () => {
    test = apiTest()
    const admin = await test.admin()
    expect((await admin.post('/api/admin/posts').send(post)).body.slug).toBe('spring-safety-101')
    expect((await admin.post('/api/admin/posts').send(post)).body.slug).toBe('spring-safety-101-2')
    const clash = await admin.post('/api/admin/posts').send({ ...post, slug: 'spring-safety-101' })
    expect(clash.status).toBe(409)
    expect(clash.body.message).toBe('slug: "spring-safety-101" is already used by another post')
  })

  it('requires imageAlt when a post has an image, and names the field', async () => {
    test = apiTest()
    const admin = await test.admin()
    const res = await admin.post('/api/admin/posts').send({ ...post, image: '/images/blog/spring-safety.svg' })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^imageAlt: is required when an image is set/)
    expect((await admin.get('/api/admin/posts')).body).toEqual([])
  })

  it('refuses a title over 60 characters and an excerpt over 160, as search results cut them, naming the field', async () => {
    test = apiTest()
    const admin = await test.admin()
    const title = 'Spring Safety: What to Check Before the First Cold Front Hits'
    const longTitle = await admin.post('/api/admin/posts').send({ ...post, title })
    expect(longTitle.status).toBe(400)
    expect(longTitle.body.message).toBe(
      'title: is 61 characters; search results cut a title after 60: shorten it by at least 1',
    )
    const excerpt = `${'A worn spring shows gaps between its coils. '.repeat(4)}Call us before it snaps.`
    const longExcerpt = await admin.post('/api/admin/posts').send({ ...post, excerpt })
    expect(longExcerpt.status).toBe(400)
    expect(longExcerpt.body.message).toBe(
      "excerpt: is 200 characters; it is the post's description, and search results cut a description after 160: shorten it by at least 40",
    )
    const fits = await admin
      .post('/api/admin/posts')
      .send({ ...post, title: title.slice(0, 60), excerpt: excerpt.slice(0, 160) })
    expect(fits.status).toBe(201)
    const edited = await admin.patch(`/api/admin/posts/${fits.body.id}`).send({ title: `${title.slice(0, 60)}!` })
    expect(edited.status).toBe(400)
    expect(edited.body.message).toMatch(/^title: is 61 characters;/)
  })

  it('keeps the old address of a published post working with a 301 when its slug changes', async () => {
    test = apiTest()
    const admin = await test.admin()
    await admin.post('/api/admin/posts').send(post)
    await admin.patch('/api/admin/posts/1').send({ slug: 'torsion-spring-safety' })
    const old = await request(test.app).get('/blog/spring-safety-101')
    expect(old.status).toBe(301)
    expect(old.headers.location).toBe('/blog/torsion-spring-safety')
    const campaign = await request(test.app).get('/blog/spring-safety-101?utm_source=newsletter')
    expect(campaign.headers.location).toBe('/blog/torsion-spring-safety?utm_source=newsletter')
    // The old slug stays reserved for the redirect.
    expect((await admin.post('/api/admin/posts').send({ ...post, slug: 'spring-safety-101' })).status).toBe(409)
  })
})

describe('admin API: categories, topics, settings and invites', () => {
  it('renames and deletes categories; deleting one leaves its posts Uncategorized', async () => {
    test = apiTest()
    const admin = await test.admin()
    const category = (await admin.post('/api/admin/categories').send({ name: 'Repairs' })).body
    expect((await admin.post('/api/admin/categories').send({ name: 'repairs' })).status).toBe(409)
    expect((await admin.patch(`/api/admin/categories/${category.id}`).send({ name: 'Repair Guides' })).body).toEqual({
      id: category.id,
      name: 'Repair Guides',
    })
    await admin.post('/api/admin/posts').send({ ...post, categoryId: category.id })
    expect((await admin.delete(`/api/admin/categories/${category.id}`)).status).toBe(204)
    expect((await admin.get('/api/admin/posts/1')).body.categoryId).toBeNull()
    const tag = (await admin.post('/api/admin/tags').send({ name: 'Springs' })).body
    await admin.patch('/api/admin/posts/1').send({ tagIds: [tag.id] })
    expect((await admin.delete(`/api/admin/tags/${tag.id}`)).status).toBe(204)
    expect((await admin.get('/api/admin/posts/1')).body.tagIds).toEqual([])
    expect((await admin.post('/api/admin/posts').send({ ...post, categoryId: 99 })).body).toEqual({
      message: 'categoryId: no category with id 99',
    })
  })

  it('reads and writes typed settings', async () => {
    test = apiTest()
    const admin = await test.admin()
    expect((await admin.get('/api/admin/settings')).body).toEqual({})
    const targets = { emails: ['office@example.org'], webhook: 'https://hooks.example.org/leads', formsubmit: null }
    const saved = await admin.put('/api/admin/settings').send({ leadTargets: targets })
    expect(saved.body).toEqual({ leadTargets: targets })
    const bad = await admin.put('/api/admin/settings').send({ leadTargets: { ...targets, webhook: 'not a url' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(
      'leadTargets.webhook: must be an http(s) address, like https://hooks.example.com/leads',
    )
    const badEmail = await admin
      .put('/api/admin/settings')
      .send({ leadTargets: { ...targets, emails: ['office@example.org', 'front desk@example'] } })
    expect(badEmail.body.message).toBe('leadTargets.emails.1: must be an email address, like office@example.com')
    expect((await admin.put('/api/admin/settings').send({ colour: 'red' })).status).toBe(400)
    expect((await admin.get('/api/admin/settings')).body.leadTargets).toEqual(targets)
  })

  it('reads the single forwarding target saved before several could be active as the new targets', async () => {
    test = apiTest()
    const admin = await test.admin()
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'formsubmit', url: 'https://formsubmit.co/a@b.com' } }, 0)
    expect((await admin.get('/api/admin/settings')).body).toEqual({
      leadTargets: { emails: [], webhook: null, formsubmit: 'https://formsubmit.co/a@b.com' },
    })
    writeSettings(test.ctx.db, { leadForwarding: { kind: 'none' } }, 0)
    expect((await admin.get('/api/admin/settings/lead-delivery')).body).toMatchObject({ targets: [], source: 'none' })
  })

  it('creates, lists and revokes invites; the code is shown once and never stored', async () => {
    test = apiTest()
    const admin = await test.admin()
    const invite = (await admin.post('/api/admin/invites').send({ note: 'Dispatcher', expiresInDays: 3 })).body
    expect(invite.code).toMatch(/^[\w-]{24}$/)
    const listed = (await admin.get('/api/admin/invites')).body
    expect(listed).toEqual([expect.objectContaining({ id: invite.id, note: 'Dispatcher', usedAt: null })])
    expect(JSON.stringify(listed)).not.toContain(invite.code)
    expect(JSON.stringify(test.ctx.db.prepare('SELECT * FROM invites').all())).not.toContain(invite.code)
    expect((await admin.delete(`/api/admin/invites/${invite.id}`)).status).toBe(204)
    expect(
      (
        await request(test.app)
          .post('/api/register')
          .send({ username: 'dispatch', password: 'Tarpon-Springs-Sponge-9', code: invite.code })
      ).status,
    ).toBe(403)
  })
})
