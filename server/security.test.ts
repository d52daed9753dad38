import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../tests/api.ts'
import { createApp } from './app.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('cross-site request forgery', () => {
  it('refuses state changes a cross-site page asks for, and lets same-origin ones through', async () => {
    test = apiTest()
    const admin = await test.admin()
    const create = () => admin.post('/api/admin/categories').send({ name: `c${Math.random()}` })
    expect((await create().set('Sec-Fetch-Site', 'cross-site')).status).toBe(403)
    expect((await create().set('Sec-Fetch-Site', 'same-site')).status).toBe(403)
    expect((await create().set('Sec-Fetch-Site', 'same-origin')).status).toBe(201)
    expect((await create().set('Origin', 'https://evil.example')).status).toBe(403)
    expect((await create().set('Origin', 'http://localhost:3000')).status).toBe(201)
    // A same-origin form post under a no-referrer policy carries Origin: null; fetch metadata vouches for it.
    expect((await create().set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin')).status).toBe(201)
    expect((await create().set('Origin', 'null')).status).toBe(403)
    const refused = await create().set('Sec-Fetch-Site', 'cross-site')
    expect(refused.body).toEqual({ message: 'This request came from another site and was refused.' })
    // Sign-in is protected too (login CSRF), and reading is not affected.
    expect(
      (
        await request(test.app)
          .post('/api/login')
          .set('Sec-Fetch-Site', 'cross-site')
          .send({ username: 'owner', password: 'x' })
      ).status,
    ).toBe(403)
    expect((await request(test.app).get('/api/blog/posts').set('Sec-Fetch-Site', 'cross-site')).status).toBe(200)
  })

  it('refuse another site, Origin: null and same-site: a page to a browser, JSON to a script', async () => {
    test = apiTest()
    const admin = await test.admin()
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const asJson = await admin.post('/api/logout').set(headers)
      expect(asJson.status).toBe(403)
      expect(asJson.body).toEqual({ message: 'This request came from another site and was refused.' })
    }
    const asPage = await admin
      .post('/api/logout')
      .set({ Origin: 'https://evil.example', Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
    expect(asPage.status).toBe(403)
    expect(asPage.headers['content-type']).toMatch(/text\/html/)
    expect(asPage.text).toContain('This request came from another site and was refused.')
    expect(asPage.text).toContain('href="tel:+18135550142"')
    // Still signed in: nothing was changed.
    expect((await admin.get('/api/user')).status).toBe(200)
  })
})

describe('bad input', () => {
  it('answers malformed JSON, oversized bodies, wrong types and unknown ids with 4xx naming the problem', async () => {
    test = apiTest()
    const admin = await test.admin()
    const malformed = await admin.post('/api/admin/posts').set('Content-Type', 'application/json').send('{"title": ')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: 'body: not valid JSON' })
    const huge = await admin
      .post('/api/admin/posts')
      .send({ title: 'x', excerpt: 'y', markdown: 'z'.repeat(110 * 1024) })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('body: larger than 100 KB')
    const wrongType = await admin.post('/api/admin/posts').send({ title: 42, excerpt: 'y', markdown: 'z' })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.message).toBe('title: must be text')
    const missing = await admin.post('/api/admin/posts').send({ excerpt: 'y', markdown: 'z' })
    expect(missing.body.message).toBe('title: is required')
    expect((await admin.patch('/api/admin/posts/12345').send({ title: 'x' })).body).toEqual({
      message: 'No post with id 12345',
    })
    expect((await admin.get('/api/admin/posts/abc')).body).toEqual({ message: 'id: must be a number' })
    expect(
      (
        await request(test.app)
          .post('/api/login')
          .send({ username: ['a'], password: 'b' })
      ).body,
    ).toEqual({ message: 'username: must be text' })
    expect((await request(test.app).get('/api/nope')).body).toEqual({ message: 'No such API endpoint: GET /api/nope' })
    expect((await admin.get('/api/admin/posts')).body).toEqual([])
  })
})

describe('headers', () => {
  it('sends a CSP for what the site uses, nosniff, frame protection, no X-Powered-By, and HSTS only over https', async () => {
    test = apiTest()
    const res = await request(test.app).get('/api/blog/posts')
    const csp = res.headers['content-security-policy']
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['strict-transport-security']).toBeUndefined()
    // X-Forwarded-Proto counts only from a proxy TRUST_PROXY names.
    expect(
      (await request(test.app).get('/api/blog/posts').set('X-Forwarded-Proto', 'https')).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined()
    const proxied = createApp({ ...test.ctx, trustProxy: 1 })
    const https = await request(proxied).get('/api/blog/posts').set('X-Forwarded-Proto', 'https')
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('logs', () => {
  it('writes one JSON line per request and per security event, never a password or token, one line even for a hostile username', async () => {
    const lines: string[] = []
    test = apiTest({ log: (fields) => lines.push(JSON.stringify(fields)) })
    await test.admin('owner', 'Gulf-Breeze-Door-2026')
    const evil = 'owner\n{"event":"login_success","username":"admin"}'
    await request(test.app).post('/api/login').send({ username: evil, password: 'Secret-Password-77' })
    const ok = await request(test.app).post('/api/login').send({ username: 'owner', password: 'Gulf-Breeze-Door-2026' })
    const token = (ok.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!.split('=')[1]!
    const all = lines.join('\n')
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    expect(lines.every((line) => !line.includes('\n'))).toBe(true)
    expect(lines.filter((line) => JSON.parse(line).msg === 'request')).toHaveLength(3)
    expect(lines.map((line) => JSON.parse(line).event).filter(Boolean)).toEqual([
      'register',
      'login_failure',
      'login_success',
    ])
    expect(JSON.parse(lines.find((l) => l.includes('login_failure'))!).username).toBe(evil)
    expect(all).not.toContain('Secret-Password-77')
    expect(all).not.toContain('Gulf-Breeze-Door-2026')
    expect(all).not.toContain(token.split('.')[1])
  })
})
