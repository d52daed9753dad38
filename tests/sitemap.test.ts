import { readFileSync } from 'node:fs'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { loadSite } from '../content-loader/load.ts'
import { apiTest, type Agent } from './api.ts'
import { prerenderedPages } from './pages.ts'

/**
 * The served sitemap.xml on the built site, a real server and a real SQLite file: valid against the
 * sitemaps.org schema, every indexable page and published post in it with its date, nothing a
 * search engine is asked to leave out; robots.txt lets crawlers read each page's noindex.
 */
let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const SCHEMA = readFileSync('tests/fixtures/sitemap.xsd', 'utf8')
const ORIGIN = 'http://localhost:3000'
const site = loadSite('content')
const pages = prerenderedPages()
const noindex = (html: string) => /<meta name="robots" content="noindex"/.test(html)

/** The served sitemap, validated against the schema, as its addresses (paths) and their dates. */
async function sitemap(): Promise<Map<string, string>> {
  const res = await request(test.app).get('/sitemap.xml')
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/xml/)
  const checked = await validateXML({ xml: { fileName: 'sitemap.xml', contents: res.text }, schema: SCHEMA })
  expect(checked.errors.map((error) => error.rawMessage)).toEqual([])
  const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)]
  expect(urls.length, 'every <url> has a <lastmod>').toBe(res.text.split('<url>').length - 1)
  return new Map(urls.map(([, loc, lastmod]) => [loc!.slice(ORIGIN.length) || '/', lastmod!]))
}

const POST = {
  excerpt: 'What to check on a garage door before the summer storms reach the Gulf coast.',
  markdown: '## Before the storms\n\nCheck the bracing, the weatherstrip and the opener’s battery.',
}
async function write(admin: Agent, fields: Record<string, unknown>) {
  const res = await admin.post('/api/admin/posts').send({ ...POST, ...fields })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: number; slug: string; updatedAt: string; publishedAt: string | null }
}

describe('sitemap.xml', () => {
  it('is valid against the sitemaps.org schema and lists every indexable prerendered page with its date, and the blog', async () => {
    test = apiTest()
    const listed = await sitemap()
    const dates = JSON.parse(readFileSync('dist/lastmod.json', 'utf8')) as Record<string, { since: string }>
    for (const page of pages) {
      if (noindex(page.html)) expect(listed.has(page.path), `${page.path} is noindex`).toBe(false)
      else expect(listed.get(page.path), page.path).toBe(dates[page.path]!.since)
    }
    expect(listed.has('/blog')).toBe(true)
    expect([...listed.keys()].filter((path) => !site.routes.some((route) => route.path === path))).toEqual([])
  })

  it('lists published posts with their last change, never a draft or a post scheduled for later, and follows publishing', async () => {
    test = apiTest()
    const admin = await test.admin()
    const published = await write(admin, { title: 'Storm bracing for Oldsmar garages', status: 'published' })
    const draft = await write(admin, { title: 'Opener batteries, a draft', status: 'draft' })
    const later = await write(admin, {
      title: 'Hurricane season checklist',
      status: 'published',
      publishedAt: '2026-12-01T14:00:00Z',
    })
    let listed = await sitemap()
    expect(listed.get(`/blog/${published.slug}`)).toBe(published.updatedAt.replace(/\.\d+Z$/, 'Z'))
    expect(listed.get('/blog')).toBe(listed.get(`/blog/${published.slug}`))
    expect(listed.has(`/blog/${draft.slug}`)).toBe(false)
    expect(listed.has(`/blog/${later.slug}`)).toBe(false)

    // An hour later the draft is published and the first post edited: both are dated then.
    test.clock.now += 60 * 60_000
    const hourLater = new Date(test.clock.now).toISOString().replace(/\.\d+Z$/, 'Z')
    expect((await admin.patch(`/api/admin/posts/${draft.id}`).send({ status: 'published' })).status).toBe(200)
    expect(
      (await admin.patch(`/api/admin/posts/${published.id}`).send({ excerpt: `${POST.excerpt} Updated.` })).status,
    ).toBe(200)
    listed = await sitemap()
    expect(listed.get(`/blog/${draft.slug}`)).toBe(hourLater)
    expect(listed.get(`/blog/${published.slug}`)).toBe(hourLater)

    // Taken back to draft, it leaves; the scheduled post joins when its time comes, dated then.
    expect((await admin.patch(`/api/admin/posts/${draft.id}`).send({ status: 'draft' })).status).toBe(200)
    test.clock.now = Date.parse('2026-12-01T14:00:00Z')
    listed = await sitemap()
    expect(listed.has(`/blog/${draft.slug}`)).toBe(false)
    expect(listed.get(`/blog/${later.slug}`)).toBe('2026-12-01T14:00:00Z')
    expect(listed.get('/blog')).toBe('2026-12-01T14:00:00Z')
  })

  it('is cacheable with an ETag: an unchanged sitemap is answered 304, a publication changes it', async () => {
    test = apiTest()
    const admin = await test.admin()
    const first = await request(test.app).get('/sitemap.xml')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await request(test.app).get('/sitemap.xml').set('If-None-Match', etag)
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    const post = await write(admin, { title: 'Spring balance in cold snaps', status: 'published' })
    const changed = await request(test.app).get('/sitemap.xml').set('If-None-Match', etag)
    expect(changed.status).toBe(200)
    expect(changed.text).toContain(`${ORIGIN}/blog/${post.slug}</loc>`)
  })
})

describe('robots.txt and the pages kept out of search results', () => {
  it('disallows no page that asks not to be indexed, so crawlers can read its noindex; /thank-you is such a page', async () => {
    test = apiTest()
    const robots = (await request(test.app).get('/robots.txt')).text
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(([, path]) => path!)
    expect(disallowed).toEqual(['/api/'])
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    const thankYou = pages.find((page) => page.path === '/thank-you')!
    expect(noindex(thankYou.html)).toBe(true)
    const listed = await sitemap()
    expect(listed.has('/thank-you')).toBe(false)
    // The pages the server renders that ask the same: each answers its noindex to a crawler.
    for (const path of ['/auth', '/admin', '/no-such-page']) {
      const res = await request(test.app).get(path).redirects(3)
      expect(noindex(res.text), path).toBe(true)
      expect(listed.has(path), path).toBe(false)
    }
  })
})
