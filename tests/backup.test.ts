import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { getSite } from '../content-loader/load.ts'
import { createApp } from '../server/app.ts'
import { STEP_PAGES, writeBackup } from '../server/backup.ts'
import { createContext } from '../server/create-context.ts'
import { openDatabase } from '../server/db/database.ts'
import { silentLogger } from '../server/log.ts'
import { ADMIN_PASSWORD, apiTest } from './api.ts'
import { bookingPost, contactPost } from './leads.ts'
import { SITE_URL } from './support.ts'
import { lastBackupAt } from '../server/db/backups.ts'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Restores a backup as the README says: the file becomes DATABASE_PATH of a server started on it. */
function restore(backup: string, now: () => number = Date.now) {
  const dir = mkdtempSync(join(tmpdir(), 'site-restored-'))
  copyFileSync(backup, join(dir, 'site.db'))
  const db = openDatabase(join(dir, 'site.db'))
  const ctx = createContext({ db, site: getSite('content'), siteUrl: SITE_URL, log: silentLogger, now })
  cleanups.push(async () => {
    await ctx.outbox.stop()
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return { app: createApp(ctx), db }
}

const signIn = async (app: ReturnType<typeof createApp>, username: string, password: string) => {
  const agent = request.agent(app)
  const res = await agent.post('/api/login').send({ username, password })
  expect(res.status, `${username} signs in on the restored database`).toBe(200)
  return agent
}

const post = (title: string, status: 'published' | 'draft') => ({
  title,
  excerpt: `${title}: what a homeowner in Oldsmar should know.`,
  markdown: `# ${title}\n\nCall before the door comes down on its own.`,
  status,
})

describe('a backup restores', () => {
  it('into a fresh DATABASE_PATH with the same posts, leads, accounts and settings', async () => {
    const test = apiTest()
    cleanups.push(() => test.cleanup())
    const owner = await test.admin()
    for (const [title, status] of [
      ['Torsion Spring Safety', 'published'],
      ['Opener Noises Explained', 'published'],
      ['Hurricane Bracing Checklist', 'draft'],
    ] as const)
      expect((await owner.post('/api/admin/posts').send(post(title, status))).status).toBe(201)
    const invite = await owner.post('/api/admin/invites').send({ note: 'Front desk', role: 'editor' })
    const colleague = { username: 'frontdesk', password: 'Tarpon-Springs-Ladder-9' }
    const registered = await request(test.app)
      .post('/api/register')
      .send({ ...colleague, code: invite.body.code })
    expect(registered.status).toBe(201)
    const form = (path: string, body: Record<string, string>) => request(test.app).post(path).type('form').send(body)
    expect((await form('/contact', contactPost({ email: 'ana.diaz@example.com' }, test.clock.now))).status).toBe(303)
    expect((await form('/contact', contactPost({ email: 'marco.v@example.com' }, test.clock.now))).status).toBe(303)
    expect((await form('/booking', bookingPost({ email: 'ray@example.com' }, test.clock.now))).status).toBe(303)
    const forwarding = {
      leadTargets: {
        emails: ['office@gulfline.test'],
        webhook: 'https://hooks.example.com/gulfline',
        formsubmit: null,
      },
    }
    expect((await owner.put('/api/admin/settings').send(forwarding)).status).toBe(200)

    const file = join(test.dir, 'backups', 'site-backup.db')
    const summary = await writeBackup(test.ctx.db, file, STEP_PAGES.server)
    expect(summary.counts).toEqual({ posts: 3, leads: 3, accounts: 2 })
    // Changes after the backup are not in it.
    await owner.post('/api/admin/posts').send(post('Written After The Backup', 'published'))

    const restored = restore(file, () => test.clock.now)
    const restoredOwner = await signIn(restored.app, 'owner', ADMIN_PASSWORD)
    await signIn(restored.app, colleague.username, colleague.password)
    const posts = (await restoredOwner.get('/api/admin/posts')).body as { title: string }[]
    expect(posts.map((p) => p.title).sort()).toEqual([
      'Hurricane Bracing Checklist',
      'Opener Noises Explained',
      'Torsion Spring Safety',
    ])
    const original = (await owner.get('/api/admin/posts')).body as { title: string }[]
    expect(posts).toEqual(original.filter((p) => p.title !== 'Written After The Backup'))
    for (const path of ['/api/admin/leads', '/api/admin/settings']) {
      const [before, after] = [await owner.get(path), await restoredOwner.get(path)]
      expect(after.status, path).toBe(200)
      expect(after.body, path).toEqual(before.body)
    }
    const leads = JSON.stringify((await restoredOwner.get('/api/admin/leads')).body)
    for (const email of ['ana.diaz@example.com', 'marco.v@example.com', 'ray@example.com'])
      expect(leads).toContain(email)
    expect((await restoredOwner.get('/api/admin/settings')).body).toMatchObject(forwarding)
  })
})

/** Runs `npm run backup <file>` against DATABASE_PATH; resolves with its exit code and output. */
function runBackupScript(databasePath: string, file: string) {
  const child = spawn('npm', ['run', '--silent', 'backup', file], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

/** Posts a contact request over HTTP every 50 ms (20 a second) until stopped; each answer's status is kept. */
function postLeads(url: string) {
  const statuses: Promise<number>[] = []
  const timer = setInterval(() => {
    const n = statuses.length
    const body = new URLSearchParams(contactPost({ email: `caller${n}@example.com`, zip: '34677' }))
    statuses.push(
      fetch(`${url}/contact`, { method: 'POST', headers: { accept: 'application/json' }, body }).then((r) => r.status),
    )
  }, 50)
  return {
    sent: () => statuses.length,
    async stop() {
      clearInterval(timer)
      return { statuses: await Promise.all(statuses) }
    },
  }
}

describe('npm run backup while the server takes 20 leads a second', () => {
  it('writes a copy that passes the integrity check, restores, and holds every lead stored before it began', async () => {
    const test = apiTest({ realTime: true, leadsPerTenMinutes: 100_000 })
    cleanups.push(() => test.cleanup())
    await test.admin()
    // 48 MB besides the leads, so the copy takes long enough for leads to arrive while it runs.
    test.ctx.db.exec(`CREATE TABLE ballast (data BLOB);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 48)
      INSERT INTO ballast SELECT randomblob(1024 * 1024) FROM n`)
    const server: Server = await new Promise((resolve) => {
      const s = test.app.listen(0, '127.0.0.1', () => resolve(s))
    })
    cleanups.push(() => new Promise((resolve) => server.close(resolve)))
    const leads = postLeads(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    // Leads are arriving before the copy begins (however busy the machine is, it takes them all).
    const stored = () => test.ctx.db.prepare('SELECT count(*) FROM leads').pluck().get() as number
    await expect.poll(stored, { timeout: 30_000 }).toBeGreaterThanOrEqual(25)

    const storedBefore = test.ctx.db.prepare('SELECT id FROM leads ORDER BY id').pluck().all() as number[]
    const file = join(test.dir, 'copy.db')
    const script = await runBackupScript(test.path, file)
    const sentDuringBackup = leads.sent()
    // And keep arriving after it.
    await expect.poll(stored, { timeout: 30_000 }).toBeGreaterThan(sentDuringBackup + 5)
    const { statuses } = await leads.stop()

    // npm's own notices aside, the script wrote nothing to stderr.
    expect(script.stderr.split('\n').filter((line) => line && !line.startsWith('npm '))).toEqual([])
    expect(script.code).toBe(0)
    expect(script.stdout).toContain(`to ${file} in `)
    expect(script.stdout).toContain('integrity check: ok')
    // The live database knows of it: the dashboard's checklist counts it.
    expect(lastBackupAt(test.ctx.db)).not.toBeNull()
    expect(statuses.every((status) => status === 201)).toBe(true)
    expect(storedBefore.length).toBeGreaterThanOrEqual(25)

    const copy = new Database(file, { readonly: true })
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(copy.prepare('SELECT count(*) FROM ballast').pluck().get()).toBe(48)
    const copied = copy.prepare('SELECT id FROM leads ORDER BY id').pluck().all() as number[]
    const newest = JSON.parse(copy.prepare('SELECT fields FROM leads ORDER BY id DESC').pluck().get() as string)
    copy.close()
    expect(copied.slice(0, storedBefore.length)).toEqual(storedBefore)
    expect(copied.length).toBeLessThanOrEqual(sentDuringBackup)
    expect(script.stdout).toContain(`holds: 0 posts, ${copied.length} leads, 1 accounts`)
    // Leads kept coming after the copy was taken, and the live database has them all.
    const live = test.ctx.db.prepare('SELECT count(*) FROM leads').pluck().get() as number
    expect(live).toBe(statuses.length)
    expect(live).toBeGreaterThan(copied.length)

    const restored = restore(file)
    expect(restored.db.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(copied.length)
    const owner = await signIn(restored.app, 'owner', ADMIN_PASSWORD)
    const list = await owner.get('/api/admin/leads')
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).toContain(newest.email)
  }, 60_000)
})
