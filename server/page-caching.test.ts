import { readdirSync } from 'node:fs'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { prerenderedPaths } from '../shared/build-output.ts'
import { apiTest } from '../tests/api.ts'

/**
 * Every public page may be kept by a CDN and by browsers: the same bytes for every visitor,
 * `public`, with a strong ETag, and 304 with no body while it is unchanged. The pages with a lead
 * form are among them: their forms carry no key of their own (server/leads/form-key.ts).
 */
const test = apiTest()
afterAll(() => test.cleanup())

const get = (path: string, etag?: string) => {
  const req = request(test.app).get(path)
  return etag ? req.set('If-None-Match', etag) : req
}

/** The page asked for twice, then with its ETag and with another, as a CDN or a browser asks: its first answer. */
async function checkCacheable(path: string, cacheControl: RegExp) {
  const first = await get(path)
  expect(first.status, path).toBe(200)
  expect(first.headers['cache-control'], path).toMatch(cacheControl)
  expect(first.headers['cache-control'], path).not.toMatch(/private|no-store/)
  const etag = first.headers.etag as string
  expect(etag, path).toMatch(/^"[\w-]+"$/)
  const second = await get(path)
  expect(second.text, path).toBe(first.text)
  expect(second.headers.etag, path).toBe(etag)
  const again = await get(path, etag)
  expect(again.status, path).toBe(304)
  expect(again.text ?? '', path).toBe('')
  expect(again.headers.etag, path).toBe(etag)
  expect((await get(path, '"another-version"')).status, path).toBe(200)
  return first
}

describe('public pages, for caches', () => {
  const paths = prerenderedPaths('dist')

  it(`answers every prerendered page (${paths.length}) the same to everyone: public, revalidated, a strong ETag, 304 while unchanged`, async () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/booking', '/thank-you', '/faq']))
    for (const path of paths) await checkCacheable(path, /^public, max-age=0, must-revalidate$/)
  })

  it('serves the pages with a lead form with no key and no time of their own', async () => {
    for (const path of ['/', '/contact', '/booking']) {
      const page = await checkCacheable(path, /^public\b/)
      expect(page.text, path).toContain('name="formKey" value=""')
      expect(page.text, path).toContain('name="servedAt" value="page"')
    }
  })

  it('answers the blog for visitors public, with a strong ETag and 304', async () => {
    await checkCacheable('/blog', /^public, no-cache$/)
  })

  it('caches hashed assets for a year, immutable, and revalidates the other files', async () => {
    const asset = readdirSync('dist/client/assets', { recursive: true }).find((f) => String(f).endsWith('.css'))
    const css = await get(`/assets/${asset}`)
    expect(css.status).toBe(200)
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/robots.txt', '/sitemap.xml', '/images/logo.svg']) {
      const file = await get(path)
      expect(file.status, path).toBe(200)
      expect(file.headers['cache-control'], path).toMatch(/^public, (max-age=0, must-revalidate|no-cache)$/)
      expect((await get(path, file.headers.etag as string)).status, path).toBe(304)
    }
  })
})
