import type { Role } from '../shared/roles.ts'
import request from 'supertest'
import type { Express } from 'express'
import { createApp } from '../server/app.ts'
import type { Pages } from '../server/page-renderer.ts'
import { testContext } from './support.ts'

export type Agent = ReturnType<typeof request.agent>

/** The password `admin()` gives the first account. */
export const ADMIN_PASSWORD = 'Gulf-Breeze-Door-2026'
/** The password `editor()` gives an invited editor. */
export const EDITOR_PASSWORD = 'Pelican-Causeway-Tide-73'

/** The app on a fresh database, and helpers to make the first administrator and sign in. */
export function apiTest(options: Parameters<typeof testContext>[0] = {}) {
  const test = testContext(options)
  const app: Express = createApp(test.ctx)
  return {
    ...test,
    app,
    /** Ends what the app started (its page-rendering thread, as `npm run serve`'s ends: server/index.ts), then the context. */
    async cleanup() {
      ;(app.locals.pages as Pages).close()
      await test.cleanup()
    },
    /** Registers the first account with the setup code; returns an agent carrying its session cookie. */
    async admin(username = 'owner', password = ADMIN_PASSWORD): Promise<Agent> {
      const agent = request.agent(app)
      const code = test.ctx.setupCode.current()
      const res = await agent.post('/api/register').send({ username, password, code })
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`)
      return agent
    },
    /**
     * An editor invited by `admin` (an administrator's agent, e.g. from `admin()`): the invite is
     * made for `role` (a blog editor's, unless told) and redeemed; returns an agent carrying the
     * editor's session cookie.
     */
    async editor(admin: Agent, username = 'editor', password = EDITOR_PASSWORD, role: Role = 'editor'): Promise<Agent> {
      const invite = await admin.post('/api/admin/invites').send({ note: `For ${username}`, role })
      if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${invite.text}`)
      const agent = request.agent(app)
      const res = await agent.post('/api/register').send({ username, password, code: invite.body.code })
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`)
      if (res.body.role !== role) throw new Error(`registered as ${res.body.role}, not ${role}`)
      return agent
    },
    async signIn(username: string, password: string): Promise<Agent> {
      const agent = request.agent(app)
      const res = await agent.post('/api/login').send({ username, password })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
      return agent
    },
  }
}

/** The Set-Cookie header for the session cookie, split into its attributes. */
export function sessionCookie(res: {
  headers: Record<string, unknown>
}): { value: string; attributes: string[] } | null {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? []
  const cookie = cookies.find((c) => c.startsWith('session='))
  if (!cookie) return null
  const [pair, ...attributes] = cookie.split(';').map((s) => s.trim())
  return { value: pair!.slice('session='.length), attributes }
}
