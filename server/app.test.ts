import { readdirSync } from 'node:fs'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { testContext } from '../tests/support.ts'
import { createApp } from './app.ts'

const test = testContext()
afterAll(() => test.cleanup())
const app = createApp(test.ctx, { clientDir: 'dist/client' })

describe('serving the build', () => {
  it('serves prerendered pages without a trailing slash, revalidated on every visit', async () => {
    const home = await request(app).get('/')
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toMatch(/text\/html/)
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const city = await request(app).get('/service-area/garage-door-repair-clearwater')
    expect(city.status).toBe(200)
    expect(city.text).toContain('Clearwater')
  })

  it('redirects a trailing slash to the address without it', async () => {
    const res = await request(app).get('/service-area/garage-door-repair-clearwater/?utm_source=x')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/service-area/garage-door-repair-clearwater?utm_source=x')
  })

  it('caches hashed assets for a year, immutable', async () => {
    const asset = readdirSync('dist/client/assets', { recursive: true }).find((f) => String(f).endsWith('.js'))
    const res = await request(app).get(`/assets/${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/service-area/garage-door-repair-atlantis', '/%E0%A4%A', '/../package.json', '/services/..%2f..%2fpackage.json']) {
      const res = await request(app).get(path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).toContain('Page Not Found')
    }
  })

  it('does not say what it runs on', async () => {
    const res = await request(app).get('/')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })
})
