import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, EDITOR_PASSWORD, apiTest, sessionCookie, type Agent } from '../../../tests/api.ts'
import { USER_AGENT_MAX } from '../../auth/session.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const MINUTE = 60_000
/** User-Agent strings as real browsers send them. */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

interface SessionView {
  id: string
  device: string
  ip: string
  signedInAt: number
  lastSeenAt: number
  current: boolean
}

/** The owner signed in from a browser with this User-Agent: an agent that sends it with every request. */
async function signInFrom(userAgent: string, username = 'owner', password = ADMIN_PASSWORD): Promise<Agent> {
  const agent = request.agent(test.app).set('User-Agent', userAgent)
  const res = await agent.post('/api/login').send({ username, password })
  expect(res.status).toBe(200)
  return agent
}

const sessionsOf = async (agent: Agent) => (await agent.get('/api/admin/sessions')).body as SessionView[]

describe('your sessions', () => {
  it('lists every device signed in, with its browser and system, address, sign-in and last use; this one marked', async () => {
    test = apiTest()
    await test.admin()
    const start = test.clock.now
    const windows = await signInFrom(CHROME_WINDOWS)
    test.clock.now += MINUTE
    await signInFrom(SAFARI_IPHONE)
    test.clock.now += MINUTE
    const linux = await signInFrom(FIREFOX_LINUX)
    test.clock.now += 10 * MINUTE
    await windows.get('/api/user')
    const listed = await sessionsOf(linux)
    expect(listed.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on Linux', current: true },
      { device: 'Chrome on Windows', current: false },
      { device: 'Safari on iPhone', current: false },
      // The session registration opened, from a client that named no browser.
      { device: 'Unknown device', current: false },
    ])
    expect(listed[0]).toMatchObject({ ip: '127.0.0.1', signedInAt: start + 2 * MINUTE })
    expect(listed[1]).toMatchObject({ ip: '127.0.0.1', signedInAt: start, lastSeenAt: start + 12 * MINUTE })
    expect(listed[2]).toMatchObject({ signedInAt: start + MINUTE, lastSeenAt: start + MINUTE })
    // The list names sessions without giving away any part of a cookie's token.
    const tokens = test.ctx.db.prepare('SELECT id FROM sessions').pluck().all() as string[]
    for (const id of tokens) expect(JSON.stringify(listed)).not.toContain(id)
  })

  it('writes "last seen" at most every five minutes, not at every request', async () => {
    test = apiTest()
    await test.admin()
    const agent = await signInFrom(CHROME_WINDOWS)
    const start = test.clock.now
    const writes = () => test.ctx.db.prepare('SELECT max(last_seen_at) FROM sessions').pluck().get()
    for (let minute = 1; minute < 5; minute++) {
      test.clock.now = start + minute * MINUTE
      await agent.get('/api/user')
      expect(writes()).toBe(start)
    }
    test.clock.now = start + 5 * MINUTE
    await agent.get('/api/user')
    expect(writes()).toBe(start + 5 * MINUTE)
  })

  it('keeps the User-Agent trimmed to a sane length', async () => {
    test = apiTest()
    await test.admin()
    await signInFrom(`${FIREFOX_LINUX} ${'x'.repeat(5000)}`)
    const stored = test.ctx.db.prepare('SELECT max(length(user_agent)) FROM sessions').pluck().get()
    expect(stored).toBe(USER_AGENT_MAX)
  })
})

describe('ending sessions', () => {
  it('ends one session: that device is signed out, this one stays', async () => {
    test = apiTest()
    await test.admin()
    const phone = await signInFrom(SAFARI_IPHONE)
    const laptop = await signInFrom(CHROME_WINDOWS)
    const target = (await sessionsOf(laptop)).find((s) => s.device === 'Safari on iPhone')!
    expect((await laptop.delete(`/api/admin/sessions/${target.id}`)).status).toBe(204)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user')).status).toBe(200)
    expect((await sessionsOf(laptop)).map((s) => s.device)).not.toContain('Safari on iPhone')
    const again = await laptop.delete(`/api/admin/sessions/${target.id}`)
    expect(again.status).toBe(404)
    expect(again.body.message).toBe(`id: you have no session ${target.id}; it may have ended already`)
  })

  it('ends all the others at once; the one in use stays', async () => {
    test = apiTest()
    const first = await test.admin()
    const phone = await signInFrom(SAFARI_IPHONE)
    const laptop = await signInFrom(CHROME_WINDOWS)
    const ended = await laptop.post('/api/admin/sessions/end-others')
    expect(ended.body).toEqual({ ended: 2 })
    for (const other of [first, phone]) expect((await other.get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user')).status).toBe(200)
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ device: 'Chrome on Windows', current: true })])
  })

  it('ending the session in use signs out here', async () => {
    test = apiTest()
    await test.admin()
    const laptop = await signInFrom(CHROME_WINDOWS)
    const [mine] = (await sessionsOf(laptop)).filter((s) => s.current)
    const res = await laptop.delete(`/api/admin/sessions/${mine!.id}`)
    expect(res.status).toBe(204)
    expect(sessionCookie(res)!.attributes).toContain('Max-Age=0')
    expect((await laptop.get('/api/user')).status).toBe(401)
  })

  it("never touches another account's session: its id answers 404, as an unknown one does", async () => {
    test = apiTest()
    const owner = await test.admin()
    await test.editor(owner, 'dana')
    const dana = await signInFrom(SAFARI_IPHONE, 'dana', EDITOR_PASSWORD)
    const danas = await sessionsOf(dana)
    expect(danas).toHaveLength(2)
    expect((await sessionsOf(owner)).map((s) => s.id)).not.toEqual(expect.arrayContaining([danas[0]!.id]))
    for (const session of danas) {
      const res = await owner.delete(`/api/admin/sessions/${session.id}`)
      expect(res.status).toBe(404)
      expect(res.body.message).toMatch(/^id: you have no session /)
    }
    expect((await owner.delete('/api/admin/sessions/not-a-session')).status).toBe(404)
    // An administrator's "end all others" ends only their own.
    await owner.post('/api/admin/sessions/end-others')
    expect((await dana.get('/api/user')).status).toBe(200)
    expect(await sessionsOf(dana)).toHaveLength(2)
  })
})
