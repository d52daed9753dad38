import { parseFeed } from '@rowanmanning/feed-parser'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'

const DAY = 24 * 60 * 60 * 1000
let test: ReturnType<typeof apiTest>

afterEach(() => test.cleanup())

/** The feed's items as a feed reader sees them, in order. */
function items(xml: string) {
  return parseFeed(xml).items.map((item) => ({
    title: item.title,
    url: item.url,
    published: item.published?.getTime(),
    description: item.description,
  }))
}

describe('the blog feed', () => {
  it('lists published posts only, newest first, as RSS 2.0 a feed reader parses, with absolute addresses; a scheduled post appears when it is due', async () => {
    test = apiTest()
    const admin = await test.admin()
    const post = (title: string, publishedAt: number) =>
      admin.post('/api/admin/posts').send({
        title,
        excerpt: 'Springs & cables <explained>.',
        markdown: 'Text.',
        status: 'published',
        publishedAt: new Date(publishedAt).toISOString(),
      })
    expect((await post('Spring safety & you', test.clock.now - DAY)).status).toBe(201)
    expect((await post('Opener buying guide', test.clock.now - 60_000)).status).toBe(201)
    expect((await post('Hurricane season checklist', test.clock.now + 2 * DAY)).status).toBe(201)
    const draft = { title: 'Opener wiring notes', excerpt: 'Unfinished.', markdown: 'Text.', status: 'draft' }
    expect((await admin.post('/api/admin/posts').send(draft)).status).toBe(201)

    const res = await request(test.app).get('/blog/feed.xml')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/)
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(res.text).toContain('<title>Gulfline Garage Door Co. blog</title>')
    expect(res.text).toContain('<atom:link href="http://localhost:3000/blog/feed.xml" rel="self"')
    const feed = parseFeed(res.text)
    expect(feed.meta.type).toBe('rss')
    expect(feed.title).toBe('Gulfline Garage Door Co. blog')
    expect(feed.url).toBe('http://localhost:3000/blog')
    expect(items(res.text)).toEqual([
      {
        title: 'Opener buying guide',
        url: 'http://localhost:3000/blog/opener-buying-guide',
        published: test.clock.now - 60_000,
        description: 'Springs & cables <explained>.',
      },
      {
        title: 'Spring safety & you',
        url: 'http://localhost:3000/blog/spring-safety-you',
        published: test.clock.now - DAY,
        description: 'Springs & cables <explained>.',
      },
    ])
    expect(res.text).toContain('<description>Springs &amp; cables &lt;explained&gt;.</description>')

    test.clock.now += 2 * DAY
    const later = await request(test.app).get('/blog/feed.xml')
    expect(items(later.text).map((item) => item.title)).toEqual([
      'Hurricane season checklist',
      'Opener buying guide',
      'Spring safety & you',
    ])
  })

  it('is named in the head of the blog and of each article, for feed readers to find', async () => {
    test = apiTest()
    const admin = await test.admin()
    await admin.post('/api/admin/posts').send({
      title: 'Spring safety',
      excerpt: 'Why springs are dangerous.',
      markdown: 'Text.',
      status: 'published',
    })
    const link =
      '<link rel="alternate" type="application/rss+xml" title="Gulfline Garage Door Co. blog" href="http://localhost:3000/blog/feed.xml"/>'
    for (const path of ['/blog', '/blog/spring-safety']) {
      const res = await request(test.app).get(path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toContain(link)
    }
    expect((await request(test.app).get('/faq')).text).not.toContain('application/rss+xml')
  })
})
