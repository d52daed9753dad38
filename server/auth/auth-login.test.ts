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

  it('allows five failures, then answers 429 with a Retry-After growing from 1 minute, even to the right password', async () => {
    test = apiTest()
    await test.admin()
    const attempt = (password: string) => request(test.app).post('/api/login').send({ username: 'owner', password })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401)
    const sixth = await attempt('wrong-password')
    expect(sixth.status).toBe(429)
    expect(sixth.headers['retry-after']).toBe('60')
    expect(sixth.body).toEqual({ message: 'Too many failed sign-ins for this account. Try again in 1 minute.' })
    expect((await attempt(PASSWORD)).status).toBe(429)

    test.clock.now += 60 * 1000
    expect((await attempt('wrong-again')).status).toBe(401)
    const next = await attempt(PASSWORD)
    expect(next.status).toBe(429)
    expect(Number(next.headers['retry-after'])).toBe(120)
    test.clock.now += 2 * 60 * 1000
    expect((await attempt(PASSWORD)).status).toBe(200)
  })

  it('slows one address after 20 failures across usernames, for minutes, and never another address', async () => {
    test = apiTest()
    await test.admin()
    // Clients behind one proxy on this machine (TRUST_PROXY=1), which names each in X-Forwarded-For.
    const app = createApp({ ...test.ctx, trustProxy: 1 })
    const from = (ip: string, username: string, password = 'nope-nope-nope') =>
      request(app).post('/api/login').set('X-Forwarded-For', ip).send({ username, password })
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.9', `user${i}`)).status).toBe(401)
    const refused = await from('203.0.113.9', 'someone-new')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: 'Too many failed sign-ins from your network. Try again in 1 minute.' })
    expect(Number(refused.headers['retry-after'])).toBe(60)
    expect((await from('198.51.100.7', 'someone-new')).status).toBe(401)
    // No account is locked by it: once the wait has passed, the owner signs in from that address.
    test.clock.now += 60 * 1000
    expect((await from('203.0.113.9', 'owner', PASSWORD)).status).toBe(200)
  })
})
