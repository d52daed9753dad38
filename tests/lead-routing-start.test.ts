import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../server/db/database.ts'
import { latestRoutingChanges } from '../server/db/lead-routing.ts'
import { freePort } from './ports.ts'
import { createAdminIn, startServerIn } from './server-child.ts'
import { partOf, smtpReceiver } from './smtp-receiver.ts'

const dir = mkdtempSync(join(tmpdir(), 'lead-routing-start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const startServer = (env: Record<string, string>) => startServerIn(dir, env)
const createAdmin = (database: string, env: Record<string, string>, args: string[] = []) =>
  createAdminIn(dir, database, env, args)

describe('where leads go, at the server’s start', () => {
  it('a forwarder written into content/forms.yaml while the server was stopped (a hand edit, a git pull) is recorded at the next start and emailed', async () => {
    const mail = await smtpReceiver()
    const content = join(dir, 'routing-content')
    cpSync('content', content, { recursive: true })
    const created = await createAdmin('routing.db', {}, ['--email', 'owner@gulfline.test'])
    expect(created.code, created.output).toBe(0)
    const env = {
      DATABASE_PATH: join(dir, 'routing.db'),
      CONTENT_DIR: content,
      SITE_URL: '',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_TLS: 'none',
      SMTP_FROM: 'site@gulfline.test',
    }
    const run = async () => {
      const server = await startServer({ ...env, PORT: String(await freePort()) })
      await server.listening
      return server
    }
    // The first start records where leads go as it finds them: nothing to tell.
    const first = await run()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    const forms = join(content, 'forms.yaml')
    writeFileSync(
      forms,
      readFileSync(forms, 'utf8').replace(
        'mode: server\n',
        'mode: server\nforwarding:\n  kind: webhook\n  url: https://hooks.example.com/leads\n',
      ),
    )
    const second = await run()
    try {
      await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBe(1)
      expect(mail.received[0]!.to).toEqual(['owner@gulfline.test'])
      expect(partOf(mail.received[0]!.raw, 'text/plain')).toContain(
        'Who: a content file (edited by hand or pulled with git)',
      )
      expect(partOf(mail.received[0]!.raw, 'text/plain')).toContain('Webhook https://hooks.example.com/leads')
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
      await mail.close()
    }
    const db = openDatabase(join(dir, 'routing.db'))
    const [change] = latestRoutingChanges(db, 5)
    db.close()
    expect(change).toMatchObject({ by: null, after: { targets: ['Webhook https://hooks.example.com/leads'] } })
  })
})
