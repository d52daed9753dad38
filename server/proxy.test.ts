import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, sessionCookie } from '../tests/api.ts'
import { contactPost } from '../tests/leads.ts'
import { createApp } from './app.ts'
import { listLeads } from './db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/** A wrong password for `username`; the sign-in limit per address counts these across usernames, past 20. */
const failLogin = (app: Parameters<typeof request>[0], forwardedFor: string, username = 'owner') =>
  request(app)
    .post('/api/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ username, password: 'not the password at all' })

describe('proxy headers (TRUST_PROXY)', () => {
  it('by default believes no X-Forwarded-For, even from this machine: a rotated address does not get past the sign-in throttle', async () => {
    test = apiTest()
    await test.admin()
    for (let i = 1; i <= 20; i++) expect((await failLogin(test.app, `203.0.113.${i}`, `user${i}`)).status).toBe(401)
    const next = await failLogin(test.app, '203.0.113.99', 'someone-else')
    expect(next.status).toBe(429)
    expect(next.body.message).toMatch(/from your network/)
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('by default, a rotated X-Forwarded-For does not get past the lead limit either', async () => {
    test = apiTest({ leadsPerTenMinutes: 2 })
    const post = (i: number) =>
      request(test.app)
        .post('/contact')
        .type('form')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send(contactPost({}, test.clock.now))
    expect((await post(1)).status).toBe(303)
    expect((await post(2)).status).toBe(303)
    expect((await post(3)).status).toBe(303)
    // One address: the third is over its limit, so it is held for review.
    expect(listLeads(test.ctx.db).map((lead) => lead.status)).toEqual(['held', 'stored', 'stored'])
  })

  it('with TRUST_PROXY=1 (one proxy in front) takes the client address from it, so each client has its own limit', async () => {
    test = apiTest()
    await test.admin()
    const app = createApp({ ...test.ctx, trustProxy: 1 })
    for (let i = 1; i <= 20; i++) expect((await failLogin(app, '203.0.113.7', `user${i}`)).status).toBe(401)
    expect((await failLogin(app, '203.0.113.7', 'someone-else')).status).toBe(429)
    // Another client behind the same proxy is not held back by the first.
    expect((await failLogin(app, '203.0.113.8', 'someone-else')).status).toBe(401)
  })

  it('with a list of proxy addresses believes only those', async () => {
    test = apiTest()
    await test.admin()
    const app = createApp({ ...test.ctx, trustProxy: ['10.0.0.5'] })
    for (let i = 1; i <= 20; i++) expect((await failLogin(app, `203.0.113.${i}`, `user${i}`)).status).toBe(401)
    expect((await failLogin(app, '203.0.113.99', 'someone-else')).status).toBe(429)
  })
})

describe('an https site (SITE_URL=https://…)', () => {
  it('sends Secure cookies and HSTS even when the proxy in front says nothing of https', async () => {
    test = apiTest()
    const app = createApp({ ...test.ctx, siteUrl: 'https://www.gulflinegaragedoors.example' })
    const page = await request(app).get('/faq')
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const code = test.ctx.setupCode.current()
    const registered = await request(app)
      .post('/api/register')
      .send({ username: 'owner', password: 'amber-harbor-lantern-42', code })
    expect(registered.status).toBe(201)
    expect(sessionCookie(registered)!.attributes).toContain('Secure')
    const signedIn = await request(app)
      .post('/api/login')
      .send({ username: 'owner', password: 'amber-harbor-lantern-42' })
    expect(sessionCookie(signedIn)!.attributes).toContain('Secure')
  })

  it('an http site sends neither', async () => {
    test = apiTest()
    const page = await request(test.app).get('/faq')
    expect(page.headers['strict-transport-security']).toBeUndefined()
    const code = test.ctx.setupCode.current()
    const registered = await request(test.app)
      .post('/api/register')
      .send({ username: 'owner', password: 'amber-harbor-lantern-42', code })
    expect(sessionCookie(registered)!.attributes).not.toContain('Secure')
  })
})
