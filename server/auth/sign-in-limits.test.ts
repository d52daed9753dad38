import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createContext } from '../create-context.ts'
import { openDatabase } from '../db/database.ts'
import { silentLogger } from '../log.ts'
import { ADMIN_PASSWORD, EDITOR_PASSWORD, apiTest } from '../../tests/api.ts'
import { SITE_URL } from '../../tests/support.ts'

let test: ReturnType<typeof apiTest>
const restarted: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of restarted.splice(0)) await stop()
  await test?.cleanup()
})

type App = Parameters<typeof request>[0]

/** The app behind one proxy on this machine (TRUST_PROXY=1), which names each client in X-Forwarded-For. */
const behindProxy = () => createApp({ ...test.ctx, trustProxy: 1 })

const signIn = (app: App, ip: string, username: string, password: string) =>
  request(app).post('/api/login').set('X-Forwarded-For', ip).send({ username, password })

/** Twenty addresses in twenty different networks: the per-address limit never adds up across them. */
const addresses = Array.from({ length: 20 }, (_, i) => `198.51.${100 + i}.${i + 1}`)

/** The same server started again on the same SQLite file (a new context, as after a restart). */
function restart(): App {
  const db = openDatabase(test.path)
  const ctx = createContext({
    db,
    site: test.ctx.site,
    siteUrl: SITE_URL,
    log: silentLogger,
    now: () => test.clock.now,
    trustProxy: 1,
  })
  restarted.push(async () => {
    await ctx.outbox.stop()
    db.close()
  })
  return createApp(ctx)
}

describe('sign-in limits per account, across addresses', () => {
  it('slows, then refuses 100 guesses at one account from 20 addresses, the right password too; the owner signs in once the short lock passes', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    const statuses: number[] = []
    for (let i = 0; i < 100; i++)
      statuses.push((await signIn(app, addresses[i % 20]!, 'owner', `guess-number-${i}`)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)

    // A guesser who waits as told gets one guess per wait, each wait twice the last, up to 15 minutes.
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      const held = await signIn(app, addresses[i]!, 'owner', 'patient-guess')
      expect(held.status).toBe(429)
      waits.push(Number(held.headers['retry-after']))
      test.clock.now += waits.at(-1)! * 1000
      expect((await signIn(app, addresses[i]!, 'owner', `patient-guess-${i}`)).status).toBe(401)
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900])

    const locked = await signIn(app, addresses[7]!, 'owner', ADMIN_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({ message: 'Too many failed sign-ins for this account. Try again in 15 minutes.' })
    expect(locked.headers['retry-after']).toBe('900')

    test.clock.now += 15 * 60 * 1000
    expect((await signIn(app, '192.0.2.50', 'owner', ADMIN_PASSWORD)).status).toBe(200)
    // The correct password ended the run: the next mistake is an ordinary one.
    expect((await signIn(app, '192.0.2.50', 'owner', 'a-typo-of-mine')).status).toBe(401)
  }, 60_000)

  it('counts an unknown username like a real one, so a wait tells no one which accounts exist', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    for (const username of ['owner', 'nobody-here'])
      for (let i = 0; i < 5; i++) await signIn(app, addresses[i]!, username, 'wrong-password')
    const real = await signIn(app, addresses[9]!, 'owner', 'wrong-password')
    const unknown = await signIn(app, addresses[9]!, 'nobody-here', 'wrong-password')
    expect(real.status).toBe(429)
    expect(unknown.status).toBe(429)
    expect(unknown.body).toEqual(real.body)
    expect(unknown.headers['retry-after']).toBe(real.headers['retry-after'])
  })
})

describe('sign-in limits: kept in the database, and shown on the form without JavaScript', () => {
  it('keeps the count across a restart', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    for (let i = 0; i < 5; i++) expect((await signIn(app, addresses[i]!, 'owner', 'wrong-password')).status).toBe(401)
    const again = restart()
    const held = await signIn(again, addresses[5]!, 'owner', ADMIN_PASSWORD)
    expect(held.status).toBe(429)
    expect(held.headers['retry-after']).toBe('60')
    // The count goes on where it was: the next failure waits 2 minutes, not the first wait again.
    test.clock.now += 60 * 1000
    expect((await signIn(again, addresses[6]!, 'owner', 'wrong-password')).status).toBe(401)
    expect((await signIn(restart(), addresses[7]!, 'owner', ADMIN_PASSWORD)).headers['retry-after']).toBe('120')
  })
  it("answers the sign-in page's own form post (no JavaScript) with the same wait, in words, and what was typed", async () => {
    test = apiTest()
    await test.admin()
    const post = (password: string) =>
      request(test.app).post('/auth').type('form').send({ username: 'owner', password })
    for (let i = 0; i < 5; i++) expect((await post('wrong-password')).status).toBe(401)
    const held = await post(ADMIN_PASSWORD)
    expect(held.status).toBe(429)
    expect(held.headers['retry-after']).toBe('60')
    expect(held.text).toContain('Too many failed sign-ins for this account. Try again in 1 minute.')
    expect(held.text).toContain('value="owner"')
  })

  it('forgets a run a day after its last failure, and deletes its row', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    for (let i = 0; i < 5; i++) await signIn(app, addresses[i]!, 'owner', 'wrong-password')
    const rows = () => test.ctx.db.prepare('SELECT kind, subject FROM sign_in_failures ORDER BY kind').all()
    expect(rows()).toHaveLength(6)
    test.clock.now += 24 * 60 * 60 * 1000 + 1
    expect((await signIn(app, addresses[5]!, 'owner', 'wrong-password')).status).toBe(401)
    expect((await signIn(app, addresses[5]!, 'owner', ADMIN_PASSWORD)).status).toBe(200)
    expect(rows()).toEqual([{ kind: 'address', subject: addresses[5] }])
  })
})

describe('sign-in limits per address', () => {
  it('100 failures from one address hold back neither another account from another address nor, for more than minutes, the owner at that address', async () => {
    test = apiTest()
    const owner = await test.admin()
    await test.editor(owner, 'editor')
    const app = behindProxy()
    const statuses: number[] = []
    for (let i = 0; i < 100; i++)
      statuses.push((await signIn(app, '203.0.113.9', `someone${i}`, 'nope-nope-nope')).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(20)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)

    expect((await signIn(app, '198.51.100.7', 'editor', EDITOR_PASSWORD)).status).toBe(200)
    // The owner behind the same NAT as the stranger: made to wait, with the wait in words, then let in.
    const held = await signIn(app, '203.0.113.9', 'owner', ADMIN_PASSWORD)
    expect(held.status).toBe(429)
    expect(held.body).toEqual({ message: 'Too many failed sign-ins from your network. Try again in 1 minute.' })
    test.clock.now += Number(held.headers['retry-after']) * 1000
    expect((await signIn(app, '203.0.113.9', 'owner', ADMIN_PASSWORD)).status).toBe(200)
  }, 60_000)

  it('never waits longer than 5 minutes, however many failures came before', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    const waits: number[] = []
    for (let i = 0; i < 30; i++) {
      const answer = await signIn(app, '203.0.113.9', `someone${i}`, 'nope-nope-nope')
      if (answer.status === 429) {
        waits.push(Number(answer.headers['retry-after']))
        test.clock.now += waits.at(-1)! * 1000
      }
    }
    expect(waits.slice(0, 4)).toEqual([60, 120, 240, 300])
    expect(Math.max(...waits)).toBe(300)
  })

  it('counts the addresses of one IPv6 /64 together, and an IPv4 address mapped into IPv6 as itself', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    for (let i = 1; i <= 20; i++)
      expect((await signIn(app, `2001:db8:1:2::${i.toString(16)}`, `user${i}`, 'nope-nope-nope')).status).toBe(401)
    expect((await signIn(app, '2001:db8:1:2:aaaa:bbbb:cccc:dddd', 'user-new', 'nope-nope-nope')).status).toBe(429)
    expect((await signIn(app, '2001:db8:1:3::1', 'user-new', 'nope-nope-nope')).status).toBe(401)

    for (let i = 1; i <= 20; i++)
      expect((await signIn(app, '203.0.113.9', `other${i}`, 'nope-nope-nope')).status).toBe(401)
    expect((await signIn(app, '::ffff:203.0.113.9', 'other-new', 'nope-nope-nope')).status).toBe(429)
  })

  it('counts 127.0.0.1, the rest of 127.0.0.0/8 and ::1 as one address', async () => {
    test = apiTest()
    await test.admin()
    const app = behindProxy()
    for (let i = 1; i <= 10; i++)
      expect((await signIn(app, '127.0.0.1', `user${i}`, 'nope-nope-nope')).status).toBe(401)
    for (let i = 11; i <= 20; i++) expect((await signIn(app, '::1', `user${i}`, 'nope-nope-nope')).status).toBe(401)
    expect((await signIn(app, '127.0.0.1', 'user-new', 'nope-nope-nope')).status).toBe(429)
    expect((await signIn(app, '::1', 'user-new', 'nope-nope-nope')).status).toBe(429)
    expect((await signIn(app, '127.8.9.10', 'user-new', 'nope-nope-nope')).status).toBe(429)
  })
})
