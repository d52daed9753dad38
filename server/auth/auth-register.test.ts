import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD as PASSWORD, apiTest } from '../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('registration', () => {
  it('refuses registration without an invite or the setup code, at the code, in words for the site it is', async () => {
    test = apiTest()
    const res = await request(test.app)
      .post('/api/register')
      .send({ username: 'mallory', password: PASSWORD, code: 'guess' })
    expect(res.status).toBe(403)
    // No account yet: the code asked for is the setup code, said so at its field.
    expect(res.body.message).toBe(
      'code: is not the setup code. Use the one-time code the server printed on its console when it started (or run npm run admin:create on the server).',
    )
    await test.admin()
    const later = await request(test.app)
      .post('/api/register')
      .send({ username: 'mallory', password: PASSWORD, code: 'guess' })
    expect(later.body.message).toBe(
      'code: is not a valid invite code, or it has expired or been used. Ask an administrator for a new invite.',
    )
    const missing = await request(test.app).post('/api/register').send({ username: 'mallory', password: PASSWORD })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^code: /)
  })

  it('makes the first administrator with the setup code, which then stops working; later ones need an invite', async () => {
    test = apiTest()
    const owner = await test.admin()
    const user = await owner.get('/api/user')
    expect(user.body).toEqual({ id: 1, username: 'owner', role: 'administrator' })
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

  it('refuses a username git would not keep as given (it names the author of content commits), at the field', async () => {
    test = apiTest()
    const code = test.ctx.setupCode.current()
    for (const username of ['...', 'owner.', '.git', '-owner_']) {
      const res = await request(test.app).post('/api/register').send({ username, password: PASSWORD, code })
      expect(res.status, username).toBe(400)
      expect(res.body.message, username).toBe('username: must begin and end with a letter or a digit')
    }
    expect(test.ctx.setupCode.current()).toBe(code)
    const owner = await test.admin('o.wner-2_x')
    expect((await owner.get('/api/user')).body.username).toBe('o.wner-2_x')
  })

  it('judges the password only after the invite code: anonymous requests cost no strength estimate', async () => {
    test = apiTest()
    const res = await request(test.app)
      .post('/api/register')
      .send({ username: 'mallory', password: 'admin1admin1', code: 'guess' })
    expect(res.status).toBe(403)
  })
})

describe('passwords at registration', () => {
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
      'password: is too easy to guess: it is the same characters repeated. Avoid repeating parts, and add another word or two',
    )
    // Long enough, but made of what a guesser tries first: the business's own words, the username, common passwords.
    expect((await register('garagedoor2026!')).body.message).toBe(
      "password: is too easy to guess: it is mostly the business's name or town. Add another word or two",
    )
    expect((await register('Garage-Door-2026')).body.message).toBe(
      "password: is too easy to guess: it is the business's name or town followed by a year. Add another word or two",
    )
    expect((await register('Rebecca.Lowry.1984', 'rebecca.lowry')).body.message).toBe(
      'password: is too easy to guess: it is your username followed by a year. Add another word or two',
    )
    expect((await register('Password1234')).body.message).toBe(
      'password: is too easy to guess: it is a common password. Add another word or two',
    )
    expect((await register('password1234')).body.message).toBe(
      'password: is too easy to guess: it appears in lists of common passwords. Try a longer phrase of several unrelated words',
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
})
