import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../server/app.ts'
import { loadSite } from '../content-loader/load.ts'
import { internalLinks, prerenderedPages } from './pages.ts'
import { testContext } from './support.ts'
import { importSeedPosts } from '../server/blog/seed.ts'

const test = testContext()
importSeedPosts(test.ctx.blog, loadSite('content').blog.posts, test.ctx.now())
afterAll(() => test.cleanup())
const app = createApp(test.ctx)
const pages = prerenderedPages()
const site = loadSite('content')

describe('links between pages', () => {
  it('every page of the route list is built', async () => {
    for (const route of site.routes) {
      const res = await request(app).get(route.path)
      expect(res.status, route.path).toBe(200)
    }
  })

  it('every internal link on every prerendered page leads to a page that answers 200', async () => {
    expect(pages.length).toBeGreaterThan(150)
    const targets = new Map<string, string>()
    for (const page of pages)
      for (const link of internalLinks(page.html)) if (!targets.has(link)) targets.set(link, page.path)
    const broken: string[] = []
    for (const [link, foundOn] of targets) {
      // The admin area sends visitors who are not signed in to the sign-in page: follow that.
      const res = await request(app).get(link).redirects(3)
      if (res.status !== 200) broken.push(`${link} (${res.status}, linked from ${foundOn})`)
    }
    expect(broken).toEqual([])
    // The spec's "also linked" routes are among the links and resolve.
    for (const path of [
      '/services/high-speed-doors',
      '/services/fire-rated-doors',
      '/services/dock-equipment',
      '/products/residential-garage-doors',
      '/products/garage-door-accessories',
    ]) {
      expect(targets.has(path), path).toBe(true)
    }
  })

  it('sitemap.xml lists the route list but its noindex pages, and the published posts; the /sitemap page, every route', async () => {
    const xml = (await request(app).get('/sitemap.xml')).text
    const locs = [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
    const posts = test.ctx.blog.listPublished(test.ctx.now()).map((post) => `/blog/${post.slug}`)
    expect(posts.length).toBeGreaterThan(0)
    const noindex = (path: string) =>
      /<meta name="robots" content="noindex"/.test(pages.find((p) => p.path === path)?.html ?? '')
    const indexed = site.routes.map((r) => r.path).filter((path) => !noindex(path))
    expect(locs.sort()).toEqual([...indexed, ...posts].sort())
    const sitemapPage = pages.find((p) => p.path === '/sitemap')!.html
    const listed = new Set(internalLinks(sitemapPage))
    for (const route of site.routes)
      if (route.path !== '/sitemap') expect(listed.has(route.path), route.path).toBe(true)
    const robots = (await request(app).get('/robots.txt')).text
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})
