import { readdirSync } from 'node:fs'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { testContext } from '../tests/support.ts'
import { createApp } from './app.ts'

const test = testContext()
afterAll(() => test.cleanup())
const app = createApp(test.ctx)

describe('serving the build: pages', () => {
  it('serves prerendered pages without a trailing slash, revalidated on every visit', async () => {
    const faq = await request(app).get('/faq')
    expect(faq.status).toBe(200)
    expect(faq.headers['content-type']).toMatch(/text\/html/)
    expect(faq.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const city = await request(app).get('/service-area/garage-door-repair-clearwater')
    expect(city.status).toBe(200)
    expect(city.text).toContain('Clearwater')
  })

  it('serves content pages as HTML and islands: no page context, no client router', async () => {
    const page = await request(app).get('/faq')
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('vike_pageContext')
    expect(page.text).toContain('<site-island data-island="FaqTabs"')
    expect((await request(app).get('/faq/index.pageContext.json')).status).toBe(404)
  })

  it('does not say what it runs on', async () => {
    const res = await request(app).get('/')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })
})

describe('serving the build: redirects', () => {
  it('redirects a trailing slash to the address without it', async () => {
    const res = await request(app).get('/service-area/garage-door-repair-clearwater/?utm_source=x')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/service-area/garage-door-repair-clearwater?utm_source=x')
  })

  it('never redirects off the site: 30 addresses that start like another host', async () => {
    const starts = ['//', '///', '/\\', '/\\\\', '/\\/', '//\\', '/%2F/', '/%5C/', '/%2F%2F', '/%5C%5C']
    const rests = ['evil.example/', 'evil.example/path/', 'evil.example/?next=//evil.example']
    const variants = starts.flatMap((start) => rests.map((rest) => start + rest))
    expect(variants).toHaveLength(30)
    for (const path of variants) {
      const res = await request(app).get(path)
      const location = res.headers.location as string | undefined
      if (!location) continue
      expect(location, path).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://site.test').host, path).toBe('site.test')
    }
  })
})

describe('serving the build: assets, tiles and unknown paths', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const asset = readdirSync('dist/client/assets', { recursive: true }).find((f) => String(f).endsWith('.js'))
    const res = await request(app).get(`/assets/${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const path of [
      '/no-such-page',
      '/service-area/garage-door-repair-atlantis',
      '/%E0%A4%A',
      '/../package.json',
      '/services/..%2f..%2fpackage.json',
      '/404',
      '/index',
      '/faq.html',
      '/pages/faq.html',
    ]) {
      const res = await request(app).get(path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).toContain('Page Not Found')
    }
  })

  it('serves map tiles through this site, a plain tile when the provider cannot be reached, and 404 for impossible ones', async () => {
    const tile = await request(app).get('/tiles/6/17/26.png')
    expect(tile.status).toBe(200)
    expect(tile.headers['content-type']).toBe('image/png')
    expect(tile.body.subarray(1, 4).toString()).toBe('PNG')
    expect((await request(app).get('/tiles/6/64/26.png')).status).toBe(404)
    expect((await request(app).get('/tiles/25/1/1.png')).status).toBe(404)
  })
})
