import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { apiTest, sessionCookie } from '../../tests/api.ts'
import { getSite } from '../../schemas/load.ts'
import { passwordProblem, siteWords } from './password.ts'
import { ABSOLUTE_TIMEOUT, INACTIVITY_TIMEOUT } from './session.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const PASSWORD = 'Gulf-Breeze-Door-2026'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('accounts', () => {
  it('answers 401 to GET /api/user when nobody is signed in', async () => {
    test = apiTest()
    const res = await request(test.app).get('/api/user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Not signed in.' })
  })

  it('refuses registration without an invite or the setup code, with a clear message', async () => {
    test = apiTest()
    const res = await request(test.app)
      .post('/api/register')
      .send({ username: 'mallory', password: PASSWORD, code: 'guess' })
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/invite code from an administrator/)
    const missing = await request(test.app).post('/api/register').send({ username: 'mallory', password: PASSWORD })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^code: /)
  })

  it('makes the first administrator with the setup code, which then stops working; later ones need an invite', async () => {
    test = apiTest()
    const owner = await test.admin()
    const user = await owner.get('/api/user')
    expect(user.body).toEqual({ id: 1, username: 'owner' })
    expect(test.ctx.setupCode.current()).toBeNull()

    const invite = await owner.post('/api/admin/invites').send({ note: 'Office manager' })
    expect(invite.status).toBe(201)
    const code = invite.body.code as string
    const joined = await request(test.app)
      .post('/api/register')
      .send({ username: 'dana', password: 'Tarpon-Springs-Sponge-9', code })
    expect(joined.status).toBe(201)
    const reused = await request(test.app)
      .post('/api/register')
      .send({ username: 'eve', password: 'Tarpon-Springs-Sponge-9', code })
    expect(reused.status).toBe(403)
  })

  it('checks passwords: at least 12 characters, up to 128, not common, not guessable, and says why', async () => {
    test = apiTest()
    const code = test.ctx.setupCode.current()
    const register = (password: unknown, username = 'owner') =>
      request(test.app).post('/api/register').send({ username, password, code })
    const tooShort =
      'password: must be at least 12 characters; a few unrelated words together make a strong password that is easy to remember'
    // Mixing in capitals, digits and symbols does not save a short or repeated password
    // (docs/decisions/0003-sessions-and-accounts.md).
    for (const weak of ['Password1', 'garagedoor', 'Passw0rd!']) {
      const res = await register(weak)
      expect(res.status, weak).toBe(400)
      expect(res.body.message, weak).toBe(tooShort)
    }
    const repeated = await register('admin1admin1')
    expect(repeated.status).toBe(400)
    expect(repeated.body.message).toBe(
      'password: is too easy to guess (it is the same characters repeated); avoid repeating parts and add another word or two',
    )
    // Long enough, but made of what a guesser tries first: the business's own words, the username, common passwords.
    expect((await register('garagedoor2026!')).body.message).toBe(
      "password: is too easy to guess (it is mostly the business's name or town); add another word or two",
    )
    expect((await register('Garage-Door-2026')).body.message).toBe(
      "password: is too easy to guess (it is the business's name or town followed by a year); add another word or two",
    )
    expect((await register('Rebecca.Lowry.1984', 'rebecca.lowry')).body.message).toBe(
      'password: is too easy to guess (it is your username followed by a year); add another word or two',
    )
    expect((await register('Password1234')).body.message).toBe(
      'password: is too easy to guess (it is a common password); add another word or two',
    )
    expect((await register('password1234')).body.message).toBe(
      'password: is one of the most common passwords; choose another',
    )
    expect((await register('x'.repeat(129))).body.message).toBe('password: must be at most 128 characters')
    expect((await register(12345678901234)).body.message).toBe('password: must be text')
    expect(test.ctx.setupCode.current()).not.toBeNull() // nothing was created

    const long = await register('amber-harbor-lantern-42 '.repeat(6).slice(0, 128))
    expect(long.status).toBe(201)
  })

  it('accepts a passphrase of unrelated words, with or without separators', async () => {
    test = apiTest()
    const code = test.ctx.setupCode.current()
    expect(
      (
        await request(test.app)
          .post('/api/register')
          .send({ username: 'owner', password: 'amber-harbor-lantern-42', code })
      ).status,
    ).toBe(201)
    const owner = await test.signIn('owner', 'amber-harbor-lantern-42')
    expect(
      (
        await owner
          .post('/api/user/password')
          .send({ currentPassword: 'amber-harbor-lantern-42', newPassword: 'correct horse battery staple' })
      ).status,
    ).toBe(200)
  })

  it('judges the password only after the invite code: anonymous requests cost no strength estimate', async () => {
    test = apiTest()
    const res = await request(test.app)
      .post('/api/register')
      .send({ username: 'mallory', password: 'admin1admin1', code: 'guess' })
    expect(res.status).toBe(403)
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

  it('ends the other sessions when the password changes', async () => {
    test = apiTest()
    const here = await test.admin()
    const elsewhere = await test.signIn('owner', PASSWORD)
    const wrong = await here
      .post('/api/user/password')
      .send({ currentPassword: 'not-it-at-all', newPassword: 'Clearwater-Beach-2027' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('currentPassword: is not your current password')
    const changed = await here
      .post('/api/user/password')
      .send({ currentPassword: PASSWORD, newPassword: 'Clearwater-Beach-2027' })
    expect(changed.status).toBe(200)
    expect((await here.get('/api/user')).status).toBe(200)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect((await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })).status).toBe(
      401,
    )
    expect(
      (await request(test.app).post('/api/login').send({ username: 'owner', password: 'Clearwater-Beach-2027' }))
        .status,
    ).toBe(200)
  })

  it('refuses a guessable new password, naming the field and why, and keeps the old one', async () => {
    test = apiTest()
    const owner = await test.admin()
    const weak = await owner
      .post('/api/user/password')
      .send({ currentPassword: PASSWORD, newPassword: 'Gulfline Garage 2027' })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe(
      "newPassword: is too easy to guess (it is the business's name or town followed by a year); add another word or two",
    )
    const short = await owner.post('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'Passw0rd!' })
    expect(short.body.message).toMatch(/^newPassword: must be at least 12 characters/)
    expect((await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })).status).toBe(
      200,
    )
  })
})

describe('password change throttling', () => {
  it('allows five wrong current passwords, then answers 429 with Retry-After, even to the right one', async () => {
    test = apiTest()
    const owner = await test.admin()
    const change = (currentPassword: string) =>
      owner.post('/api/user/password').send({ currentPassword, newPassword: 'amber-harbor-lantern-42' })
    for (let i = 0; i < 5; i++) expect((await change(`wrong-guess-${i}`)).status).toBe(400)
    const sixth = await change('wrong-guess-5')
    expect(sixth.status).toBe(429)
    expect(sixth.headers['retry-after']).toBe('600')
    expect(sixth.body).toEqual({ message: 'Too many wrong current passwords. Try again in 10 minutes.' })
    expect((await change(PASSWORD)).status).toBe(429)
    // The same count as sign-in: the guesser may not switch to the sign-in form for five more.
    expect((await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })).status).toBe(
      429,
    )

    test.clock.now += 10 * 60 * 1000
    expect((await change('wrong-again')).status).toBe(400)
    const next = await change(PASSWORD)
    expect(next.status).toBe(429)
    expect(next.headers['retry-after']).toBe('1200')
    expect(next.body.message).toBe('Too many wrong current passwords. Try again in 20 minutes.')
    test.clock.now += 20 * 60 * 1000
    expect((await change(PASSWORD)).status).toBe(200)
    expect(
      (await request(test.app).post('/api/login').send({ username: 'owner', password: 'amber-harbor-lantern-42' }))
        .status,
    ).toBe(200)
  })

  it('clears the count when the current password is right', async () => {
    test = apiTest()
    const owner = await test.admin()
    for (let i = 0; i < 4; i++)
      expect(
        (
          await owner
            .post('/api/user/password')
            .send({ currentPassword: 'not-it', newPassword: 'amber-harbor-lantern-42' })
        ).status,
      ).toBe(400)
    expect(
      (
        await owner
          .post('/api/user/password')
          .send({ currentPassword: PASSWORD, newPassword: 'amber-harbor-lantern-42' })
      ).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++)
      expect(
        (
          await owner
            .post('/api/user/password')
            .send({ currentPassword: 'not-it', newPassword: 'correct horse battery staple' })
        ).status,
      ).toBe(400)
    expect(
      (
        await owner
          .post('/api/user/password')
          .send({ currentPassword: 'amber-harbor-lantern-42', newPassword: 'correct horse battery staple' })
      ).status,
    ).toBe(200)
  })
})

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

describe('password strength', () => {
  it("counts the business's name, tagline, town and domain as guessable, alone and run together", async () => {
    const words = siteWords(getSite('content').business, 'https://www.gulfline-garage.example')
    expect(words).toEqual(
      expect.arrayContaining([
        'gulfline',
        'garage',
        'door',
        'garagedoor',
        'gulflinegaragedoor',
        'repair',
        'florida',
        'oldsmar',
      ]),
    )
    expect(words).not.toContain('example')
    expect(words).not.toContain('www')
    expect(await passwordProblem('GulflineGarage-Oldsmar', { siteWords: words })).toMatch(
      /^is too easy to guess \(it is the business's name or town\)/,
    )
    expect(await passwordProblem('GulflineGarage-Oldsmar')).toBeNull() // the same password, for a business with another name
  })

  it('checks even 128 characters of the slowest kinds with well under 50 ms of work', async () => {
    await passwordProblem('load the estimator first')
    const context = {
      username: 'owner',
      siteWords: siteWords(getSite('content').business, 'https://gulfline-garage.example'),
    }
    const slow = {
      random: 'kD8$mQ2#vL7@pR4!wN8%tB3&hJ6*zC1^'.repeat(4),
      substitutions: '4@831!|0$5+7'.repeat(11).slice(0, 128),
      digits: '8392017465920184736291047382910'.repeat(5).slice(0, 128),
      dates: '19/05/2024-'.repeat(12).slice(0, 128),
      words: 'amber harbor lantern violet quartz kayak pelican mango tarpon osprey '.repeat(2).slice(0, 128),
    }
    for (const [kind, password] of Object.entries(slow)) {
      expect(password.length).toBe(128)
      const runs: number[] = []
      for (let i = 0; i < 3; i++) {
        const before = process.cpuUsage()
        await passwordProblem(password, context)
        const used = process.cpuUsage(before)
        runs.push((used.user + used.system) / 1000)
      }
      // Processor time, which a machine busy with other work does not inflate as it does wall time;
      // the least of three, so a garbage collection does not fail the test.
      expect(Math.min(...runs), kind).toBeLessThan(50)
    }
  })
})
