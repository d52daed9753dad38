import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, EDITOR_PASSWORD, apiTest } from '../../../tests/api.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const MINUTE = 60_000

/** A test whose security log the test can read. */
function loggedTest() {
  const events: Record<string, unknown>[] = []
  test = apiTest({ log: (fields) => events.push(fields) })
  return events
}

describe('the account list', () => {
  it('lists each account with its role, when it was made, its last sign-in and its live sessions', async () => {
    test = apiTest()
    const start = test.clock.now
    const admin = await test.admin()
    test.clock.now += 10 * MINUTE
    await test.editor(admin, 'dana')
    test.clock.now += 50 * MINUTE
    await test.signIn('dana', EDITOR_PASSWORD)
    const accounts = await admin.get('/api/admin/accounts')
    expect(accounts.status).toBe(200)
    expect(accounts.body).toEqual([
      { id: 1, username: 'owner', role: 'administrator', createdAt: start, lastSignInAt: start, activeSessions: 1 },
      {
        id: 2,
        username: 'dana',
        role: 'editor',
        createdAt: start + 10 * MINUTE,
        lastSignInAt: start + 60 * MINUTE,
        activeSessions: 2,
      },
    ])
  })
})

describe('invites name the role', () => {
  it('an invite for an editor makes an editor; one for an administrator, an administrator; none named, an editor', async () => {
    test = apiTest()
    const admin = await test.admin()
    const register = async (role: string | undefined, username: string) => {
      const invite = await admin.post('/api/admin/invites').send({ note: username, role })
      expect(invite.status).toBe(201)
      expect(invite.body.role).toBe(role ?? 'editor')
      const res = await request(test.app)
        .post('/api/register')
        .send({ username, password: EDITOR_PASSWORD, code: invite.body.code })
      expect(res.status).toBe(201)
      return res.body.role as string
    }
    expect(await register('editor', 'dana')).toBe('editor')
    expect(await register('administrator', 'marco')).toBe('administrator')
    expect(await register(undefined, 'jules')).toBe('editor')
    expect((await admin.get('/api/admin/invites')).body.map((i: { role: string }) => i.role)).toEqual([
      'editor',
      'administrator',
      'editor',
    ])
    const wrong = await admin.post('/api/admin/invites').send({ role: 'owner' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('role: must be one of: administrator, editor, site-editor')
  })
})

describe('changing a role', () => {
  it('promotes and demotes; the new role holds from the account’s next request', async () => {
    const events = loggedTest()
    const admin = await test.admin()
    const dana = await test.editor(admin, 'dana')
    expect((await dana.get('/api/admin/leads')).status).toBe(403)
    const promoted = await admin.patch('/api/admin/accounts/2').send({ role: 'administrator' })
    expect(promoted.status).toBe(200)
    expect(promoted.body).toMatchObject({ id: 2, username: 'dana', role: 'administrator', activeSessions: 1 })
    expect((await dana.get('/api/admin/leads')).status).toBe(200)
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'account_role_change', account: 'dana', from: 'editor', to: 'administrator' }),
    )
    expect((await admin.patch('/api/admin/accounts/2').send({ role: 'editor' })).body.role).toBe('editor')
    expect((await dana.get('/api/admin/leads')).status).toBe(403)
    expect((await admin.patch('/api/admin/accounts/2').send({ role: 'boss' })).body.message).toBe(
      'role: must be one of: administrator, editor, site-editor',
    )
    expect((await admin.patch('/api/admin/accounts/9').send({ role: 'editor' })).status).toBe(404)
  })

  it('refuses to demote the last administrator, naming the field and what to do', async () => {
    test = apiTest()
    const admin = await test.admin()
    await test.editor(admin, 'dana')
    const refused = await admin.patch('/api/admin/accounts/1').send({ role: 'editor' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'role: owner is the only administrator; make another account an administrator first',
    )
    expect((await admin.get('/api/user')).body.role).toBe('administrator')
    // With a second administrator, the first may step down.
    await admin.patch('/api/admin/accounts/2').send({ role: 'administrator' })
    expect((await admin.patch('/api/admin/accounts/1').send({ role: 'editor' })).status).toBe(200)
    expect((await admin.get('/api/admin/accounts')).status).toBe(403)
  })
})

describe('removing an account', () => {
  it('ends its sessions at once: its next request is 401, and it can no longer sign in', async () => {
    const events = loggedTest()
    const admin = await test.admin()
    const dana = await test.editor(admin, 'dana')
    const danaElsewhere = await test.signIn('dana', EDITOR_PASSWORD)
    expect((await dana.get('/api/admin/posts')).status).toBe(200)
    const removed = await admin.delete('/api/admin/accounts/2')
    expect(removed.status).toBe(204)
    for (const agent of [dana, danaElsewhere]) {
      const next = await agent.get('/api/admin/posts')
      expect(next.status).toBe(401)
      expect(next.body).toEqual({ message: 'Sign in to continue.' })
    }
    expect(test.ctx.db.prepare('SELECT count(*) FROM sessions WHERE user_id = 2').pluck().get()).toBe(0)
    expect(
      (await request(test.app).post('/api/login').send({ username: 'dana', password: EDITOR_PASSWORD })).status,
    ).toBe(401)
    expect((await admin.get('/api/admin/accounts')).body.map((a: { username: string }) => a.username)).toEqual([
      'owner',
    ])
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'account_remove', account: 'dana', username: 'owner', sessionsEnded: 2 }),
    )
    expect((await admin.delete('/api/admin/accounts/2')).status).toBe(404)
  })

  it('refuses to remove the last administrator, and nobody removes their own account', async () => {
    test = apiTest()
    const owner = await test.admin()
    const last = await owner.delete('/api/admin/accounts/1')
    expect(last.status).toBe(409)
    expect(last.body.message).toBe('id: owner is the only administrator; make another account an administrator first')

    const invite = await owner.post('/api/admin/invites').send({ role: 'administrator' })
    await request(test.app)
      .post('/api/register')
      .send({ username: 'marco', password: EDITOR_PASSWORD, code: invite.body.code })
    const self = await owner.delete('/api/admin/accounts/1')
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('id: this is your own account; another administrator can remove it')
    // Another administrator can.
    const marco = await test.signIn('marco', EDITOR_PASSWORD)
    expect((await marco.delete('/api/admin/accounts/1')).status).toBe(204)
    expect((await owner.get('/api/user')).status).toBe(401)
    expect(
      (await request(test.app).post('/api/login').send({ username: 'owner', password: ADMIN_PASSWORD })).status,
    ).toBe(401)
  })
})
