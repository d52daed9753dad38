import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { HEAD_TEXT_LIMITS, headTextLength } from '../shared/head-limits.ts'
import { loadSite } from '../content-loader/load.ts'
import { importSeedPosts } from '../server/blog/seed.ts'
import { apiTest } from './api.ts'
import { prerenderedPages } from './pages.ts'

/**
 * Every page's <title> and description, as the build and the server write them, fit what search
 * results show (shared/head-limits.ts): the content check holds each value to it, and this reads
 * the pages themselves.
 */
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A page's title and description as a search engine reads them. */
function head(html: string): { title: string; description: string } {
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
  }
}

/** Each title and description over its limit, as `path title (length): text`. */
function overLimits(pages: { path: string; html: string }[]): string[] {
  return pages.flatMap(({ path, html }) => {
    const found = head(html)
    return (['title', 'description'] as const).flatMap((part) =>
      headTextLength(found[part]) > HEAD_TEXT_LIMITS[part]
        ? [`${path} ${part} (${headTextLength(found[part])}): ${found[part]}`]
        : [],
    )
  })
}

let test: ReturnType<typeof apiTest> | undefined
afterEach(() => test?.cleanup())

describe('titles and descriptions', () => {
  it('of every built page are within 60 and 160 characters, and every page has both', () => {
    const pages = prerenderedPages()
    expect(pages.length).toBeGreaterThan(100)
    expect(overLimits(pages)).toEqual([])
    const missing = pages.filter(({ html }) => !head(html).title || !head(html).description).map((p) => p.path)
    expect(missing).toEqual([])
  })

  it('of the blog posts the server serves are within them too: the seed posts, and one written at the limits', async () => {
    test = apiTest()
    const { ctx } = test
    importSeedPosts(ctx.blog, loadSite('content').blog.posts, ctx.now())
    const admin = await test.admin()
    const title = 'What a Garage Door Technician Checks on Every Spring Visit 1'
    const excerpt =
      'Springs, cables, rollers, hinges, the opener and its safety reverse: each visit covers them in one order, so nothing is missed and you get a written note of it.'
    expect([title.length, excerpt.length]).toEqual([60, 160])
    const written = await admin
      .post('/api/admin/posts')
      .send({ title, excerpt, markdown: 'The visit, step by step.', status: 'published' })
    expect(written.status).toBe(201)
    const slugs = ctx.blog.listPublished(ctx.now()).map((post) => post.slug)
    expect(slugs).toHaveLength(loadSite('content').blog.posts.length + 1)
    const pages = []
    for (const slug of slugs) {
      const res = await request(test.app).get(`/blog/${slug}`)
      expect(res.status, slug).toBe(200)
      pages.push({ path: `/blog/${slug}`, html: res.text })
    }
    expect(overLimits(pages)).toEqual([])
    expect(head(pages.find((p) => p.path === `/blog/${written.body.slug}`)!.html)).toEqual({
      title,
      description: excerpt,
    })
  })
})
