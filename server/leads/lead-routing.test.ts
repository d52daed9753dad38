import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { currentBuild } from '../../shared/build-output.ts'
import { getSite } from '../../content-loader/load.ts'
import type { ContentEntry } from '../../shared/admin-content.ts'
import type { LeadDeliveryStatus } from '../../shared/lead-delivery.ts'
import { apiTest, EDITOR_PASSWORD, type Agent } from '../../tests/api.ts'
import { contentTest } from '../../tests/content-editing.ts'
import { bookingPost } from '../../tests/leads.ts'
import { headersOf, partOf, smtpReceiver } from '../../tests/smtp-receiver.ts'
import { noticeRoutingChange } from './lead-routing.ts'

let cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

/**
 * A served build folder as the build publishes them: BUILD_DIR a link to one of `.dist-builds/`,
 * each holding the live build's checked content (site.json) and its /contact and /booking pages,
 * so a build can be swapped in (`publish`) with forms.yaml's values or a form's action changed.
 */
function servedBuild() {
  const root = mkdtempSync(join(tmpdir(), 'lead-routing-'))
  cleanups.push(() => rmSync(root, { recursive: true, force: true }))
  const live = currentBuild('dist')
  const buildDir = join(root, 'dist')
  let count = 0
  const publish = (change: { forms?: Record<string, unknown>; contactAction?: string } = {}) => {
    const dir = join(root, '.dist-builds', `build-${++count}`)
    const site = JSON.parse(readFileSync(join(live, 'site.json'), 'utf8')) as { forms: Record<string, unknown> }
    site.forms = { ...site.forms, ...change.forms }
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site))
    for (const page of ['contact', 'booking']) {
      mkdirSync(join(dir, 'client', page), { recursive: true })
      let html = readFileSync(join(live, 'client', page, 'index.html'), 'utf8')
      if (page === 'contact' && change.contactAction)
        html = html.replace('action="/contact"', `action="${change.contactAction}"`)
      writeFileSync(join(dir, 'client', page, 'index.html'), html)
    }
    rmSync(buildDir, { force: true })
    symlinkSync(dir, buildDir)
  }
  publish()
  return { buildDir, publish }
}

async function withMail(buildDir: string) {
  const mail = await smtpReceiver()
  const test = apiTest({ smtp: mail.smtp, buildDir, outbox: { firstRetryMs: 1000, maxAttempts: 6 } })
  cleanups.push(
    () => mail.close(),
    () => test.cleanup(),
  )
  const owner = await test.admin('owner')
  const sam = await test.editor(owner, 'sam', EDITOR_PASSWORD, 'administrator')
  const dana = await test.editor(owner, 'dana', EDITOR_PASSWORD, 'site-editor')
  for (const [agent, email] of [
    [owner, 'owner@gulfline.test'],
    [sam, 'sam@gulfline.test'],
    [dana, 'dana@gulfline.test'],
  ] as const)
    expect((await agent.put('/api/user/email').send({ email })).status).toBe(200)
  return { mail, test, owner, sam, dana }
}

const status = async (agent: Agent) =>
  (await agent.get('/api/admin/settings/lead-delivery').expect(200)).body as LeadDeliveryStatus

const subjectOf = (raw: string) => headersOf(raw).subject

describe('a change to where leads go in Site content', () => {
  it('by an administrator in Site content names them once the content it published is taken in', async () => {
    const test = await contentTest()
    cleanups.push(() => test.done())
    await noticeRoutingChange(test.ctx)
    const opened = (await test.admin.get('/api/admin/content/forms/forms').expect(200)).body as ContentEntry
    const url = 'https://hooks.example.com/owner-crm'
    await test.admin
      .put('/api/admin/content/forms/forms')
      .send({ values: { ...(opened.values as object), forwarding: { kind: 'webhook', url } }, version: opened.version })
      .expect(200)
    // What the server does when the build of that change is served: its content taken in, then compared.
    test.ctx.site = getSite(test.contentDir)
    await noticeRoutingChange(test.ctx)
    const { routingChanges } = await status(test.admin)
    expect(routingChanges[0]).toMatchObject({
      by: 'owner',
      after: `the forms post to this server; each lead goes to: Webhook ${url}`,
    })
  })
})

describe('a change to where leads go', () => {
  it('by an administrator in Settings is recorded, shown on the dashboard and emailed to every administrator and the addresses it took leads from', async () => {
    const { buildDir } = servedBuild()
    const { mail, owner, dana } = await withMail(buildDir)
    // A site editor reads and changes none of it.
    expect((await dana.get('/api/admin/settings')).status).toBe(403)
    expect((await dana.get('/api/admin/settings/lead-delivery')).status).toBe(403)
    expect(
      (
        await dana
          .put('/api/admin/settings')
          .send({ leadTargets: { emails: ['x@evil.test'], webhook: null, formsubmit: null } })
      ).status,
    ).toBe(403)
    expect(mail.received).toEqual([])

    await owner
      .put('/api/admin/settings')
      .send({ leadTargets: { emails: ['office@gulfline.test'], webhook: null, formsubmit: null } })
      .expect(200)
    await expect.poll(() => mail.received.length).toBe(1)
    expect(mail.received[0]!.to).toEqual(['owner@gulfline.test', 'sam@gulfline.test'])
    expect(subjectOf(mail.received[0]!.raw)).toMatch(/^Where your website's leads go has changed/)

    await owner
      .put('/api/admin/settings')
      .send({ leadTargets: { emails: ['new-office@gulfline.test'], webhook: null, formsubmit: null } })
      .expect(200)
    await expect.poll(() => mail.received.length).toBe(2)
    // The address that got the leads until now hears that they go elsewhere.
    expect(mail.received[1]!.to).toEqual(['owner@gulfline.test', 'sam@gulfline.test', 'office@gulfline.test'])
    expect(partOf(mail.received[1]!.raw, 'text/plain')).toContain('Email to new-office@gulfline.test')
    expect(mail.received.flatMap((email) => email.to)).not.toContain('dana@gulfline.test')

    const { routingChanges } = await status(owner)
    expect(routingChanges).toHaveLength(2)
    expect(routingChanges[0]).toMatchObject({
      by: 'owner',
      before: 'the forms post to this server; each lead goes to: Email to office@gulfline.test',
      after: 'the forms post to this server; each lead goes to: Email to new-office@gulfline.test',
    })
    expect(routingChanges[0]!.when).toMatch(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M E[SD]T$/)
  })

  it('by a content file (a hand edit or a git pull, then a build) is recorded at the reload as "a content file", and emailed', async () => {
    const { buildDir, publish } = servedBuild()
    const { mail, owner } = await withMail(buildDir)
    expect((await status(owner)).routingChanges).toEqual([])

    publish({ forms: { forwarding: { kind: 'webhook', url: 'https://hooks.example.com/leads' } } })
    // The first request after the new build brings its content in.
    await owner.get('/api/admin/settings').expect(200)
    await expect.poll(() => mail.received.length).toBe(1)
    expect(mail.received[0]!.to).toEqual(['owner@gulfline.test', 'sam@gulfline.test'])
    expect(partOf(mail.received[0]!.raw, 'text/plain')).toContain('Webhook https://hooks.example.com/leads')
    const { routingChanges } = await status(owner)
    expect(routingChanges[0]).toMatchObject({
      by: 'a content file (edited by hand or pulled with git)',
      before: 'the forms post to this server; leads are only stored, sent nowhere',
      after: 'the forms post to this server; each lead goes to: Webhook https://hooks.example.com/leads',
    })
  })
})

describe('the CSP of a static-mode site', () => {
  it('lets the forms post to the content’s forwarder, and only here otherwise', async () => {
    const { buildDir, publish } = servedBuild()
    const test = apiTest({ buildDir })
    cleanups.push(() => test.cleanup())
    const formAction = async () =>
      /form-action ([^;]+)/.exec(
        String((await request(test.app).get('/contact')).headers['content-security-policy']),
      )?.[1]
    expect(await formAction()).toBe("'self'")
    publish({
      forms: { mode: 'static', forwarding: { kind: 'formsubmit', url: 'https://formsubmit.co/office@example.com' } },
    })
    expect(await formAction()).toBe("'self' https://formsubmit.co")
  })
})

describe('the dashboard’s account of where leads go', () => {
  it('says in red when the live contact form posts elsewhere, from its HTML, and then never that every lead reached its targets', async () => {
    const { buildDir, publish } = servedBuild()
    const { owner } = await withMail(buildDir)
    await owner
      .put('/api/admin/settings')
      .send({ leadTargets: { emails: ['office@gulfline.test'], webhook: null, formsubmit: null } })
      .expect(200)
    const here = await status(owner)
    expect(here.liveForms).toEqual([
      { page: '/contact', action: 'http://localhost:3000/contact', elsewhere: false },
      { page: '/booking', action: 'http://localhost:3000/booking', elsewhere: false },
    ])
    expect(here.allDelivered).toBe(true)

    publish({ contactAction: 'https://formsubmit.co/someone@elsewhere.test' })
    const elsewhere = await status(owner)
    expect(elsewhere.liveForms[0]).toEqual({
      page: '/contact',
      action: 'https://formsubmit.co/someone@elsewhere.test',
      elsewhere: true,
    })
    expect(elsewhere.allDelivered).toBe(false)
  })

  it('never says every lead reached its targets while the latest failure is being tried again', async () => {
    const { buildDir } = servedBuild()
    const { test, owner } = await withMail(buildDir)
    // A target whose host does not exist: every attempt fails, and the lead waits for its retry.
    await owner
      .put('/api/admin/settings')
      .send({ leadTargets: { emails: [], webhook: 'https://hooks.invalid/leads', formsubmit: null } })
      .expect(200)
    expect((await status(owner)).allDelivered).toBe(true)
    const posted = await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    expect(posted.status, posted.text).toBe(303)
    await test.ctx.outbox.runOnce()
    const after = await status(owner)
    expect(after.latestFailure?.since).toBe('retrying')
    expect(after.unreached).toEqual({ stored: 0, failed: 0 })
    expect(after.allDelivered).toBe(false)
  })
})
