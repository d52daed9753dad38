import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { ADMIN_PASSWORD as PASSWORD, apiTest } from '../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('sign-in throttling', () => {
  it('answers an unknown user exactly as a wrong password', async () => {
    test = apiTest()
    await test.admin()
    const unknown = await request(test.app).post('/api/login').send({ username: 'nobody', password: 'whatever-123' })
    const wrong = await request(test.app).post('/api/login').send({ username: 'owner', password: 'whatever-123' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(unknown.body).toEqual({ message: 'Invalid username or password.' })
  })

  it('allows five failures, then answers 429 with Retry-After growing from 10 minutes, even to the right password', async () => {
    test = apiTest()
    await test.admin()
    const attempt = (password: string) => request(test.app).post('/api/login').send({ username: 'owner', password })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401)
    const sixth = await attempt('wrong-password')
    expect(sixth.status).toBe(429)
    expect(sixth.headers['retry-after']).toBe('600')
    expect((await attempt(PASSWORD)).status).toBe(429)

    test.clock.now += 10 * 60 * 1000
    expect((await attempt('wrong-again')).status).toBe(401)
    const next = await attempt(PASSWORD)
    expect(next.status).toBe(429)
    expect(Number(next.headers['retry-after'])).toBe(1200)
    test.clock.now += 20 * 60 * 1000
    expect((await attempt(PASSWORD)).status).toBe(200)
  })

  it('allows at most 100 failures a day from one address, across usernames', async () => {
    test = apiTest()
    await test.admin()
    // Clients behind one proxy on this machine (TRUST_PROXY=1), which names each in X-Forwarded-For.
    const app = createApp({ ...test.ctx, trustProxy: 1 })
    const from = (ip: string, username: string) =>
      request(app).post('/api/login').set('X-Forwarded-For', ip).send({ username, password: 'nope-nope-nope' })
    for (let i = 0; i < 100; i++) expect((await from('203.0.113.9', `user${i}`)).status).toBe(401)
    const refused = await from('203.0.113.9', 'someone-new')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await from('198.51.100.7', 'someone-new')).status).toBe(401)
  }, 60_000)
})
