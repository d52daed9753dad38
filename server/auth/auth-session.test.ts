import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { ADMIN_PASSWORD as PASSWORD, apiTest, sessionCookie } from '../../tests/api.ts'
import { ABSOLUTE_TIMEOUT, INACTIVITY_TIMEOUT } from './session.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('the session cookie', () => {
  it('answers 401 to GET /api/user when nobody is signed in', async () => {
    test = apiTest()
    const res = await request(test.app).get('/api/user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Not signed in.' })
  })

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure only over https', async () => {
    test = apiTest()
    await test.admin()
    const plain = await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })
    const cookie = sessionCookie(plain)!
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']))
    expect(cookie.attributes).not.toContain('Secure')
    expect(cookie.value).toMatch(/^[a-z2-9]{24}\.[a-z2-9]{24}$/)
    // X-Forwarded-Proto from a client that is not a proxy TRUST_PROXY names changes nothing.
    const claimed = await request(test.app)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'owner', password: PASSWORD })
    expect(sessionCookie(claimed)!.attributes).not.toContain('Secure')
    // Behind a proxy on this machine that terminates https (TRUST_PROXY=1).
    const secure = await request(createApp({ ...test.ctx, trustProxy: 1 }))
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'owner', password: PASSWORD })
    expect(sessionCookie(secure)!.attributes).toContain('Secure')
  })

  it('stores only a hash of the session secret', async () => {
    test = apiTest()
    await test.admin()
    const res = await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })
    const [id, secret] = sessionCookie(res)!.value.split('.')
    const row = test.ctx.db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as Record<string, unknown>
    expect(JSON.stringify(row)).not.toContain(secret)
    expect((row.secret_hash as Buffer).length).toBe(32)
  })

  it('rejects a tampered token', async () => {
    test = apiTest()
    await test.admin()
    const token = sessionCookie(
      await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD }),
    )!.value
    const [id] = token.split('.')
    for (const bad of [`${id}.${'a'.repeat(24)}`, `${id}`, `${id}.x.y`, 'garbage', '']) {
      expect((await request(test.app).get('/api/user').set('Cookie', `session=${bad}`)).status, bad).toBe(401)
    }
  })
})

describe('session lifetime', () => {
  it('gives a new token at each sign-in and deletes the session server-side at sign-out', async () => {
    test = apiTest()
    await test.admin()
    const first = sessionCookie(
      await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD }),
    )!.value
    const second = sessionCookie(
      await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD }),
    )!.value
    expect(first).not.toBe(second)
    const logout = await request(test.app).post('/api/logout').set('Cookie', `session=${first}`)
    expect(logout.status).toBe(200)
    expect(sessionCookie(logout)!.attributes).toContain('Max-Age=0')
    expect((await request(test.app).get('/api/user').set('Cookie', `session=${first}`)).status).toBe(401)
    expect((await request(test.app).get('/api/user').set('Cookie', `session=${second}`)).status).toBe(200)
  })

  it('ends a session after 7 days unused, extends it with use, and ends it after 30 days however active', async () => {
    test = apiTest()
    await test.admin()
    const token = sessionCookie(
      await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD }),
    )!.value
    const get = () => request(test.app).get('/api/user').set('Cookie', `session=${token}`)

    test.clock.now += INACTIVITY_TIMEOUT - HOUR
    const renewed = await get()
    expect(renewed.status).toBe(200)
    expect(sessionCookie(renewed)).not.toBeNull() // the cookie's life was extended
    test.clock.now += INACTIVITY_TIMEOUT - HOUR
    expect((await get()).status).toBe(200) // still alive: renewed 7 days minus an hour ago

    for (let day = 0; test.clock.now + DAY < Date.parse('2026-11-21T12:00:00Z') + ABSOLUTE_TIMEOUT; day++) {
      test.clock.now += DAY
      expect((await get()).status).toBe(200)
    }
    test.clock.now += DAY
    expect((await get()).status).toBe(401)

    const idle = sessionCookie(
      await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD }),
    )!.value
    test.clock.now += INACTIVITY_TIMEOUT
    expect((await request(test.app).get('/api/user').set('Cookie', `session=${idle}`)).status).toBe(401)
  })
})
