import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Express } from 'express'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import type { ChecklistItem } from '../shared/admin-checklist.ts'
import { BUILT_FOR_FILE } from '../shared/build-output.ts'
import { ADMIN_PASSWORD, apiTest, EDITOR_PASSWORD } from '../tests/api.ts'
import { smtpReceiver } from '../tests/smtp-receiver.ts'
import { testContext } from '../tests/support.ts'
import { createApp } from './app.ts'
import type { ServerContext } from './context.ts'

const DAY = 24 * 60 * 60_000

/** The first administrator of a fresh install, registered with the setup code; an agent with their session. */
async function firstAdministrator(app: Express, ctx: ServerContext) {
  const owner = request.agent(app)
  await owner
    .post('/api/register')
    .send({ username: 'owner', password: ADMIN_PASSWORD, code: ctx.setupCode.current() })
    .expect(201)
  return owner
}

const byId = (items: ChecklistItem[]) => Object.fromEntries(items.map((item) => [item.id, item]))

describe('the first-run checklist on a fresh install', () => {
  const test = apiTest()
  afterAll(() => test.cleanup())

  it('lists the four things still to do, each saying what to do and where', async () => {
    const owner = await test.admin()
    const res = await owner.get('/api/admin/checklist')
    expect(res.status).toBe(200)
    const items = byId(res.body)
    expect(Object.keys(items)).toEqual(['address', 'lead-email', 'backup', 'second-person'])
    expect(Object.values(items).every((item) => !item.done)).toBe(true)
    expect(items.address!.detail).toContain('as http://localhost:3000, which only the server’s own computer can open')
    expect(items['lead-email']!.detail).toMatch(/must set SMTP_HOST and SMTP_FROM/)
    expect(items['lead-email']!.href).toBe('/admin/settings#lead-email')
    expect(items.backup!.detail).toContain('No backup has been taken yet.')
    expect(items['second-person']!.href).toBe('/admin/accounts')
  })

  it('is for administrators only', async () => {
    const owner = await test.signIn('owner', ADMIN_PASSWORD)
    const editor = await test.editor(owner)
    expect((await editor.get('/api/admin/checklist')).status).toBe(403)
    expect((await request(test.app).get('/api/admin/checklist')).status).toBe(401)
  })
})

// Plain http, so the test's cookie jar sends the session back (an https site's cookie is Secure).
const PUBLIC = 'http://www.gulfline-doors.example'
// A build made for the public address (as `SITE_URL=… npm run build` records it).
const build = mkdtempSync(join(tmpdir(), 'checklist-build-'))
writeFileSync(join(build, BUILT_FOR_FILE), `${PUBLIC}\n`)
afterAll(() => rmSync(build, { recursive: true, force: true }))

describe('the first-run checklist on a configured site', () => {
  it('is done once the address agrees, a test email arrived, a backup was taken and a second person can sign in', async () => {
    const mail = await smtpReceiver()
    const test = testContext({ smtp: mail.smtp })
    const app = createApp({ ...test.ctx, siteUrl: PUBLIC, buildDir: build })
    try {
      const owner = await firstAdministrator(app, test.ctx)
      const checklist = async () => byId((await owner.get('/api/admin/checklist').expect(200)).body)
      expect((await checklist()).address!.done).toBe(true)

      const recipients = ['office@gulfline-doors.example']
      await owner
        .put('/api/admin/settings')
        .send({ leadTargets: { emails: recipients, webhook: null, formsubmit: null } })
      expect((await checklist())['lead-email']!.detail).toBe(
        'Send a test email to office@gulfline-doors.example and say when it has arrived.',
      )
      const sent = await owner.post('/api/admin/settings/test-email').send({ recipients }).expect(200)
      expect(sent.body.sent).toBe(true)
      expect(mail.received.map((email) => email.to)).toEqual([recipients])
      await owner.post('/api/admin/settings/test-email/received').send({ recipients }).expect(200)

      // Read to its end, as a browser saving the file does: a backup counts once all of it was sent.
      const download = await owner
        .get('/api/admin/backup')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => done(null, Buffer.concat(chunks)))
        })
        .expect(200)
      expect((download.body as Buffer).length).toBe(Number(download.headers['content-length']))
      await expect.poll(async () => (await checklist()).backup!.done, { timeout: 10_000 }).toBe(true)

      // A site editor cannot see a lead: their account is not the second person the item asks for.
      const editorInvite = await owner.post('/api/admin/invites').send({ note: 'For Sam', role: 'site-editor' })
      await request(app)
        .post('/api/register')
        .send({ username: 'sam', password: EDITOR_PASSWORD, code: editorInvite.body.code })
        .expect(201)
      expect((await checklist())['second-person']).toMatchObject({
        done: false,
        title: 'A second administrator can sign in',
      })

      const invite = await owner.post('/api/admin/invites').send({ note: 'For Dana', role: 'administrator' })
      await request(app)
        .post('/api/register')
        .send({ username: 'dana', password: EDITOR_PASSWORD, code: invite.body.code })
        .expect(201)

      const items = await checklist()
      expect(Object.values(items).filter((item) => !item.done)).toEqual([])
      expect(items.backup!.detail).toBe('The latest backup was taken on Nov 21, 2026.')

      // A week later the backup no longer counts, and the checklist comes back for it alone.
      test.clock.now += 8 * DAY
      // (The session has lapsed too, as sessions unused for a week do.)
      await owner.post('/api/login').send({ username: 'owner', password: ADMIN_PASSWORD }).expect(200)
      const later = await checklist()
      expect(
        Object.values(later)
          .filter((item) => !item.done)
          .map((item) => item.id),
      ).toEqual(['backup'])
      expect(later.backup!.detail).toMatch(/^The latest backup is from Nov 21, 2026\. Download one/)

      // Changing the recipients asks for a new test.
      await owner
        .put('/api/admin/settings')
        .send({ leadTargets: { emails: ['dispatch@gulfline-doors.example'], webhook: null, formsubmit: null } })
      expect((await checklist())['lead-email']!.done).toBe(false)
    } finally {
      await test.cleanup()
      await mail.close()
    }
  })
})

describe('the first-run checklist when the build and the server disagree', () => {
  it('says what is wrong when the build names another address than the server', async () => {
    const test = testContext()
    const app = createApp({ ...test.ctx, siteUrl: 'http://gulfline-doors.example', buildDir: build })
    try {
      const owner = await firstAdministrator(app, test.ctx)
      const { address } = byId((await owner.get('/api/admin/checklist').expect(200)).body)
      expect(address!.done).toBe(false)
      expect(address!.detail).toContain(
        `The build being served was made for ${PUBLIC}, but this server's address is http://gulfline-doors.example`,
      )
    } finally {
      await test.cleanup()
    }
  })
})
