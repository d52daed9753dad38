import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { publishBuild } from '../build/builds.ts'
import { buildsDir, currentBuild } from '../shared/build-output.ts'
import { createApp } from '../server/app.ts'
import { blogCacheKey, PageCache } from '../server/blog-cache.ts'
import { PageRenderer } from '../server/page-renderer.ts'
import { serverPages } from '../server/routes/pages.ts'
import { apiTest, type Agent } from './api.ts'
import { testContext } from './support.ts'

/** The blog's public pages come from a cache that a save, a scheduled post's time or a new build makes stale. */
let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const POST = {
  excerpt: 'What a technician checks on a spring before the winter cold fronts reach Pinellas County.',
  markdown: '## The spring\n\nA torsion spring that is stretched gaps between its coils.',
}

async function write(admin: Agent, fields: { title: string; status: string; publishedAt?: string }) {
  const res = await admin.post('/api/admin/posts').send({ ...POST, ...fields })
  expect(res.status).toBe(201)
  return res.body as { id: number; slug: string }
}

const visit = (path: string, etag?: string) => {
  const req = request(test.app).get(path)
  return etag ? req.set('If-None-Match', etag) : req
}

describe('the blog for visitors', () => {
  it('is answered with an ETag and 304 while unchanged; a saved post shows at once with a new ETag', async () => {
    test = apiTest()
    const admin = await test.admin()
    const { id, slug } = await write(admin, { title: 'Spring check before the cold fronts', status: 'published' })
    const first = await visit('/blog')
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.text).toContain('Spring check before the cold fronts')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await visit('/blog')).headers.etag).toBe(etag)
    const again = await visit('/blog', etag)
    expect(again.status).toBe(304)
    expect(again.text).toBe('')

    const saved = await admin.patch(`/api/admin/posts/${id}`).send({ title: 'Cold-front spring check for Oldsmar' })
    expect(saved.status).toBe(200)
    const changed = await visit('/blog', etag)
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.text).toContain('Cold-front spring check for Oldsmar')
    expect(changed.text).not.toContain('Spring check before the cold fronts')
    expect((await visit(`/blog/${slug}`)).text).toMatch(/<h1[^>]*>Cold-front spring check for Oldsmar<\/h1>/)
  })

  it('shows a renamed category and topic at once, on the list and its filtered view', async () => {
    test = apiTest()
    const admin = await test.admin()
    const category = (await admin.post('/api/admin/categories').send({ name: 'Storm prep' })).body as { id: number }
    const topic = (await admin.post('/api/admin/tags').send({ name: 'Bracing' })).body as { id: number }
    const post = await admin.post('/api/admin/posts').send({
      ...POST,
      title: 'Bracing a double door',
      status: 'published',
      categoryId: category.id,
      tagIds: [topic.id],
    })
    expect(post.status).toBe(201)
    expect((await visit('/blog')).text).toContain('Storm prep')
    expect((await visit('/blog?topic=bracing')).text).toContain('Bracing a double door')
    expect((await admin.patch(`/api/admin/categories/${category.id}`).send({ name: 'Hurricane season' })).status).toBe(
      200,
    )
    expect((await admin.patch(`/api/admin/tags/${topic.id}`).send({ name: 'Wind load' })).status).toBe(200)
    const list = await visit('/blog')
    expect(list.text).toContain('Hurricane season')
    expect(list.text).not.toContain('Storm prep')
    expect((await visit('/blog?topic=wind-load')).text).toContain('Wind load')
  })

  it('shows a scheduled post once its time passes, not before', async () => {
    test = apiTest()
    const admin = await test.admin()
    // The clock stands at 2026-11-21 12:00 UTC.
    await write(admin, {
      title: 'Hurricane bracing before the next season',
      status: 'published',
      publishedAt: '2026-11-24T14:00:00Z',
    })
    expect((await visit('/blog')).text).not.toContain('Hurricane bracing before the next season')
    test.clock.now = Date.parse('2026-11-24T13:59:59Z')
    expect((await visit('/blog')).text).not.toContain('Hurricane bracing before the next season')
    test.clock.now = Date.parse('2026-11-24T14:00:00Z')
    expect((await visit('/blog')).text).toContain('Hurricane bracing before the next season')
  })
})

describe('the blog for a signed-in user', () => {
  it('never answers a signed-in user from the cache, nor keeps their pages', async () => {
    test = apiTest()
    const admin = await test.admin()
    await write(admin, { title: 'Spring check before the cold fronts', status: 'published' })
    const { slug } = await write(admin, { title: 'Draft about opener batteries', status: 'draft' })
    const visitor = await visit('/blog')
    const signedIn = await admin.get('/blog').set('If-None-Match', visitor.headers.etag as string)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers['cache-control']).toBe('private, no-store')
    expect(signedIn.headers.etag).not.toBe(visitor.headers.etag)
    const preview = await admin.get(`/blog/${slug}`)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Draft about opener batteries')
    expect(preview.headers['cache-control']).toBe('private, no-store')
    const after = await visit(`/blog/${slug}`)
    expect(after.status).toBe(404)
    expect(after.text).not.toContain('Draft about opener batteries')
  })
})

describe('the cache', () => {
  it('keeps only the parameters the blog reads, in one order, and refuses over-long searches', () => {
    const key = (url: string) => blogCacheKey(new URL(url, 'http://x').pathname, new URL(url, 'http://x').searchParams)
    expect(key('/blog?utm_source=x&topic=b&topic=a&topic=b&category=c')).toBe('/blog?category=c&topic=a&topic=b')
    expect(key('/blog?q=%20springs%20')).toBe('/blog?q=springs')
    expect(key('/blog?fbclid=1')).toBe('/blog')
    expect(key(`/blog?q=${'a'.repeat(101)}`)).toBeNull()
    expect(key('/blog/a-post?topic=x')).toBe('/blog/a-post')
    expect(key('/sign-in')).toBeNull()
  })

  it('stays within its entries and bytes, the least recently used going first', () => {
    const cache = new PageCache({ entries: 5, bytes: 10_000 })
    const fresh = { build: 'b', version: '1', now: 0 }
    const page = (body: string) => ({ statusCode: 200, headers: [], body, build: 'b', version: '1', expires: Infinity })
    for (let i = 0; i < 50; i++) {
      cache.set(`/blog?q=${i}`, page('x'.repeat(1500)))
      if (i >= 1) cache.get('/blog?q=0', fresh)
      expect(cache.size).toBeLessThanOrEqual(5)
      expect(cache.bytes).toBeLessThanOrEqual(10_000)
    }
    expect(cache.get('/blog?q=0', fresh)).not.toBeNull()
    expect(cache.get('/blog?q=1', fresh)).toBeNull()
    expect(cache.get('/blog?q=0', { ...fresh, build: 'c' })).toBeNull()
  })

  it('through HTTP, many distinct searches leave at most its limit of pages', async () => {
    test = apiTest()
    const cache = new PageCache({ entries: 3, bytes: 50_000_000 })
    const pages = new PageRenderer(resolve('dist'), test.ctx.db.name)
    const app = express().use(serverPages(test.ctx, pages, cache))
    try {
      for (let i = 0; i < 8; i++) {
        const res = await request(app).get(`/blog?q=door${i}&utm_campaign=${i}`)
        expect(res.status).toBe(200)
        expect(cache.size).toBe(Math.min(i + 1, 3))
      }
      // The unknown parameter does not make a page of its own.
      await request(app).get('/blog?q=door7&utm_campaign=other')
      expect(cache.size).toBe(3)
    } finally {
      pages.close()
    }
  })
})

mkdirSync('.test-builds', { recursive: true })
const builds = mkdtempSync(join('.test-builds', 'blog-cache-'))
afterAll(() => rmSync(builds, { recursive: true, force: true }))

describe('a new build under the running server', () => {
  it('is rendered from, not answered from the old build’s cache', async () => {
    const buildDir = join(builds, 'dist')
    mkdirSync(builds, { recursive: true })
    const publish = (heading: string) => {
      const build = { dir: join(buildsDir(buildDir), heading.replace(/\W+/g, '-')), buildDir: resolve(buildDir) }
      cpSync(currentBuild('dist'), build.dir, { recursive: true })
      const site = join(build.dir, 'site.json')
      const data = JSON.parse(readFileSync(site, 'utf8'))
      data.pages.blog.hero.heading = heading
      writeFileSync(site, JSON.stringify(data))
      publishBuild(build)
    }
    publish('Garage door notes from the first build')
    const context = testContext()
    try {
      const app = createApp({ ...context.ctx, buildDir: resolve(buildDir) })
      const first = await request(app).get('/blog')
      expect(first.text).toContain('Garage door notes from the first build')
      publish('Garage door notes from the second build')
      const second = await request(app)
        .get('/blog')
        .set('If-None-Match', first.headers.etag as string)
      expect(second.status).toBe(200)
      expect(second.text).toContain('Garage door notes from the second build')
    } finally {
      await context.cleanup()
    }
  })
})
