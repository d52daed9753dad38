import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../tests/api.ts'

/** A signed-in user previews posts visitors cannot see yet, on the blog pages of the built site. */
let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const POST = {
  excerpt: 'What a technician checks on a spring before the winter cold fronts reach Pinellas County.',
  markdown: '## The spring\n\nA torsion spring that is stretched gaps between its coils.',
}
const BANNER = /<div role="status"[^>]*>[\s\S]*?Preview — not published/

async function write(admin: Agent, fields: { title: string; status: string; publishedAt?: string }) {
  const res = await admin.post('/api/admin/posts').send({ ...POST, ...fields })
  expect(res.status).toBe(201)
  return res.body as { slug: string }
}

/** What a visitor gets at an address where no post was ever written. */
async function notFoundPage() {
  const res = await request(test.app).get('/blog/no-post-was-ever-written-here')
  expect(res.status).toBe(404)
  return res.text
}

describe('a draft at its address', () => {
  it('shows a signed-in user the article with the preview banner, not indexed and never stored', async () => {
    test = apiTest()
    const admin = await test.admin()
    const { slug } = await write(admin, { title: 'Winter spring check for Oldsmar garages', status: 'draft' })
    const res = await admin.get(`/blog/${slug}`)
    expect(res.status).toBe(200)
    expect(res.text).toMatch(/<h1[^>]*>Winter spring check for Oldsmar garages<\/h1>/)
    expect(res.text).toMatch(BANNER)
    expect(res.text).toContain('This draft is seen only by signed-in staff; visitors get “page not found”')
    expect(res.text).toContain('<meta name="robots" content="noindex"/>')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
  })

  it('is the not-found page for a visitor, as for any address without a post', async () => {
    test = apiTest()
    const admin = await test.admin()
    const { slug } = await write(admin, { title: 'Winter spring check for Oldsmar garages', status: 'draft' })
    const res = await request(test.app).get(`/blog/${slug}`)
    expect(res.status).toBe(404)
    expect(res.text).toBe(await notFoundPage())
    expect(res.text).not.toContain('Winter spring check')
  })
})

describe('a scheduled post at its address', () => {
  it('says when it publishes, in the business time zone, to a signed-in user; a visitor sees it only from then on, without a banner', async () => {
    test = apiTest()
    const admin = await test.admin()
    // The test clock stands at 2026-11-21 12:00 UTC; 14:00 UTC on the 24th is 9:00 in Oldsmar (EST).
    const { slug } = await write(admin, {
      title: 'Hurricane bracing before the next season',
      status: 'published',
      publishedAt: '2026-11-24T14:00:00Z',
    })
    const preview = await admin.get(`/blog/${slug}`)
    expect(preview.status).toBe(200)
    expect(preview.text).toMatch(BANNER)
    expect(preview.text).toContain('Scheduled to publish Tuesday, November 24, 2026 at 9:00 AM EST.')
    expect(preview.text).toContain('<meta name="robots" content="noindex"/>')
    expect(preview.headers['cache-control']).toBe('private, no-store')

    const early = await request(test.app).get(`/blog/${slug}`)
    expect(early.status).toBe(404)
    expect(early.text).toBe(await notFoundPage())

    test.clock.now = Date.parse('2026-11-24T14:00:00Z')
    for (const res of [await request(test.app).get(`/blog/${slug}`), await admin.get(`/blog/${slug}`)]) {
      expect(res.status).toBe(200)
      expect(res.text).toMatch(/<h1[^>]*>Hurricane bracing before the next season<\/h1>/)
      expect(res.text).not.toContain('Preview — not published')
      expect(res.text).not.toContain('name="robots"')
      expect(res.headers['x-robots-tag']).toBeUndefined()
    }
  })
})

describe('the blog list', () => {
  it('never shows drafts or scheduled posts, even to a signed-in user', async () => {
    test = apiTest()
    const admin = await test.admin()
    await write(admin, {
      title: 'Opener remote pairing guide',
      status: 'published',
      publishedAt: '2026-11-01T10:00:00Z',
    })
    await write(admin, { title: 'Draft about noisy rollers', status: 'draft' })
    await write(admin, {
      title: 'Scheduled piece on door seals',
      status: 'published',
      publishedAt: '2026-12-01T10:00:00Z',
    })
    for (const res of [await admin.get('/blog'), await request(test.app).get('/blog')]) {
      expect(res.status).toBe(200)
      expect(res.text).toContain('Opener remote pairing guide')
      expect(res.text).not.toContain('noisy rollers')
      expect(res.text).not.toContain('door seals')
      expect(res.text).not.toContain('Preview — not published')
    }
  })
})
