import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const DAY = 24 * 60 * 60 * 1000

describe('public blog API: posts', () => {
  it('lists published posts only, newest first, with the fields of the spec and a read time', async () => {
    test = apiTest()
    const admin = await test.admin()
    const category = (await admin.post('/api/admin/categories').send({ name: 'Repair Guides' })).body
    const tag = (await admin.post('/api/admin/tags').send({ name: 'Springs' })).body
    const words = Array(450).fill('spring').join(' ')
    await admin.post('/api/admin/posts').send({
      title: 'Older post',
      excerpt: 'Old.',
      markdown: 'Short.',
      status: 'published',
      publishedAt: '2026-01-05T10:00:00Z',
    })
    await admin.post('/api/admin/posts').send({
      title: 'Newer post',
      excerpt: 'New.',
      markdown: words,
      status: 'published',
      publishedAt: '2026-06-01T10:00:00Z',
      categoryId: category.id,
      tagIds: [tag.id],
    })
    await admin
      .post('/api/admin/posts')
      .send({ title: 'A draft', excerpt: 'Not yet.', markdown: 'Draft.', status: 'draft' })

    const res = await request(test.app).get('/api/blog/posts')
    expect(res.status).toBe(200)
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Newer post', 'Older post'])
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'categoryId',
      'content',
      'createdAt',
      'excerpt',
      'id',
      'image',
      'imageAlt',
      'publishedAt',
      'readTime',
      'slug',
      'tagIds',
      'title',
      'updatedAt',
    ])
    expect(res.body[0]).toMatchObject({
      slug: 'newer-post',
      categoryId: category.id,
      tagIds: [tag.id],
      readTime: 3,
      publishedAt: '2026-06-01T10:00:00.000Z',
    })
    expect(res.body[1].readTime).toBe(1)
    expect(res.body[1].categoryId).toBeNull()
  })

  it('hides a post scheduled for the future until its time comes', async () => {
    test = apiTest()
    const admin = await test.admin()
    const when = new Date(test.clock.now + 2 * DAY).toISOString()
    await admin.post('/api/admin/posts').send({
      title: 'Hurricane season checklist',
      excerpt: 'Soon.',
      markdown: 'Text.',
      status: 'published',
      publishedAt: when,
    })
    expect((await request(test.app).get('/api/blog/posts')).body).toEqual([])
    test.clock.now += 2 * DAY
    expect((await request(test.app).get('/api/blog/posts')).body.map((p: { title: string }) => p.title)).toEqual([
      'Hurricane season checklist',
    ])
  })
})

describe('public blog API: categories and topics', () => {
  it('lists categories and topics', async () => {
    test = apiTest()
    const admin = await test.admin()
    await admin.post('/api/admin/categories').send({ name: 'Maintenance' })
    await admin.post('/api/admin/tags').send({ name: 'DIY' })
    expect((await request(test.app).get('/api/blog/categories')).body).toEqual([{ id: 1, name: 'Maintenance' }])
    expect((await request(test.app).get('/api/blog/tags')).body).toEqual([{ id: 1, name: 'DIY' }])
  })
})
