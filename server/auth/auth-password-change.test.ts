import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD as PASSWORD, apiTest } from '../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('changing the password', () => {
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
      "newPassword: is too easy to guess: it is the business's name or town followed by a year. Add another word or two",
    )
    const short = await owner.post('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'Passw0rd!' })
    expect(short.body.message).toMatch(/^newPassword: must be at least 12 characters/)
    expect((await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })).status).toBe(
      200,
    )
  })
})

describe('password change throttling', () => {
  it('allows five wrong current passwords, then answers 429 with a Retry-After that grows, even to the right one', async () => {
    test = apiTest()
    const owner = await test.admin()
    const change = (currentPassword: string) =>
      owner.post('/api/user/password').send({ currentPassword, newPassword: 'amber-harbor-lantern-42' })
    for (let i = 0; i < 5; i++) expect((await change(`wrong-guess-${i}`)).status).toBe(400)
    const sixth = await change('wrong-guess-5')
    expect(sixth.status).toBe(429)
    expect(sixth.headers['retry-after']).toBe('60')
    expect(sixth.body).toEqual({ message: 'Too many wrong current passwords for this account. Try again in 1 minute.' })
    expect((await change(PASSWORD)).status).toBe(429)
    // The same count as sign-in: the guesser may not switch to the sign-in form for more guesses.
    expect((await request(test.app).post('/api/login').send({ username: 'owner', password: PASSWORD })).status).toBe(
      429,
    )

    test.clock.now += 60 * 1000
    expect((await change('wrong-again')).status).toBe(400)
    const next = await change(PASSWORD)
    expect(next.status).toBe(429)
    expect(next.headers['retry-after']).toBe('120')
    expect(next.body.message).toBe('Too many wrong current passwords for this account. Try again in 2 minutes.')
    test.clock.now += 2 * 60 * 1000
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
