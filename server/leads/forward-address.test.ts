import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { generate } from 'selfsigned'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { receiver } from '../../tests/lead-receiver.ts'
import { bookingPost } from '../../tests/leads.ts'
import { listDeliveries } from '../db/lead-deliveries.ts'
import { listLeads } from '../db/leads.ts'
import { realNetwork, type ImageNetwork } from '../images/remote-image.ts'

let cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

const tls = await generate([{ name: 'commonName', value: 'crm.test' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'crm.test' }] },
  ],
})

/** A webhook over HTTPS on loopback, reached as crm.test; it counts what it received. */
async function httpsHook() {
  const received: string[] = []
  const server = createHttpsServer({ key: tls.private, cert: tls.cert }, (req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push(body)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return { received, port: (server.address() as AddressInfo).port }
}

async function withAdmin(network: ImageNetwork = realNetwork) {
  const test = apiTest({ outbox: { firstRetryMs: 1000, maxAttempts: 3, network } })
  cleanups.push(() => test.cleanup())
  return { test, owner: await test.admin() }
}

const targets = (webhook: string, privateNetwork?: boolean) => ({
  leadTargets: { emails: [], webhook, formsubmit: null, ...(privateNetwork === undefined ? {} : { privateNetwork }) },
})

describe('a webhook or forwarder is public https, unless an administrator says it is on their private network', () => {
  it('Settings refuses a private, loopback or http address without the private-network choice, and shows it with it', async () => {
    const { owner } = await withAdmin()
    for (const url of ['http://hooks.example.com/leads', 'https://127.0.0.1/leads', 'https://192.168.1.20/crm']) {
      const res = await owner.put('/api/admin/settings').send(targets(url))
      expect(res.status, url).toBe(400)
      expect(res.body.message).toMatch(/^leadTargets\.webhook: .*or choose “This is on our private network”/)
    }
    await owner.put('/api/admin/settings').send(targets('https://192.168.1.20/crm', true)).expect(200)
    const status = (await owner.get('/api/admin/settings/lead-delivery').expect(200)).body
    expect(status.targets).toEqual([
      { kind: 'webhook', text: 'Webhook https://192.168.1.20/crm (on our private network)' },
    ])
  })

  it('at send time a public target whose name now leads to this computer is refused, and nothing reaches it', async () => {
    const hook = await receiver(0)
    cleanups.push(() => hook.close())
    // DNS answers 127.0.0.1 for a name that was public when it was saved.
    const network: ImageNetwork = { ...realNetwork, lookup: async () => [{ address: '127.0.0.1', family: 4 }] }
    const { test, owner } = await withAdmin(network)
    await owner.put('/api/admin/settings').send(targets('https://hooks.example.com/leads')).expect(200)
    const posted = await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now))
    expect(posted.status).toBe(303)
    await test.ctx.outbox.runOnce()
    const [attempt] = listDeliveries(test.ctx.db, listLeads(test.ctx.db)[0]!.id)
    expect(attempt).toMatchObject({ ok: false })
    expect(attempt!.error).toMatch(/^refused: .*127\.0\.0\.1 port 443, which is not a public https host/)
    expect(hook.received).toEqual([])
  })

  it('a public https target is sent to at the address its name resolved to; a private one chosen on purpose is reached too', async () => {
    const hook = await httpsHook()
    // A stub resolver and a policy admitting the local server's port stand in for DNS and a public host.
    const network: ImageNetwork = {
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      allow: (_address, port) => port === hook.port,
      ca: tls.cert,
    }
    const { test, owner } = await withAdmin(network)
    await owner
      .put('/api/admin/settings')
      .send(targets(`https://crm.test:${hook.port}/leads`))
      .expect(200)
    await request(test.app).post('/booking').type('form').send(bookingPost({}, test.clock.now)).expect(303)
    await test.ctx.outbox.runOnce()
    expect(hook.received).toHaveLength(1)
    expect(JSON.parse(hook.received[0]!)).toMatchObject({ kind: 'booking' })
    expect(listLeads(test.ctx.db)[0]!.status).toBe('delivered')

    const office = await receiver(0)
    cleanups.push(() => office.close())
    await owner.put('/api/admin/settings').send(targets(office.url, true)).expect(200)
    await request(test.app)
      .post('/booking')
      .type('form')
      .send(bookingPost({ firstName: 'Second' }, test.clock.now))
      .expect(303)
    await test.ctx.outbox.runOnce()
    expect(office.received).toHaveLength(1)
  })
})
