import { request as httpRequest, Agent, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../server/app.ts'
import { listLeads } from '../server/db/leads.ts'
import { BEACONS_PER_MINUTE } from '../server/measure/beacon-rate.ts'
import { contactPost } from './leads.ts'
import { testContext } from './support.ts'

/**
 * A flood of beacons from many browsers at once, each at an address of its own (behind a proxy on
 * this machine) and within one address's rate, with lead forms sent in the middle of it, against
 * the real server on a real port and its SQLite file: every lead is stored and every beacon counted.
 */
const CLIENTS = 100
const EACH = BEACONS_PER_MINUTE - 20
const LEADS = 20
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0', 'Accept-Language': 'en-US' }

const test = testContext({ realTime: true, leadsPerTenMinutes: 1000, trustProxy: ['loopback'] })
let server: Server
let port: number
beforeAll(async () => {
  server = await new Promise((resolve) => {
    const s = createApp(test.ctx).listen(0, '127.0.0.1', () => resolve(s))
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await test.cleanup()
})

/** One HTTP request on a client's own kept-alive connection; resolves with the status. */
function send(
  agent: Agent,
  method: string,
  path: string,
  type: string,
  body: string,
  from = '127.0.0.1',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER, 'Content-Type': type, 'X-Forwarded-For': from }
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe(`${(CLIENTS * EACH).toLocaleString('en-US')} beacons from ${CLIENTS} browsers at once`, () => {
  it('lose no lead sent among them, and each is counted', async () => {
    const kinds = ['visit', 'view', 'call', 'form_start']
    const browsers = Array.from({ length: CLIENTS }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const statuses: number[] = []
      for (let i = 0; i < EACH; i++) {
        const beacon = {
          path: `/service-area/garage-door-repair-city-${client % 10}`,
          landing: '/',
          referrer: 'www.google.com',
          type: kinds[i % kinds.length],
        }
        const from = `198.51.100.${client}`
        statuses.push(await send(agent, 'POST', '/api/events', 'text/plain', JSON.stringify(beacon), from))
      }
      agent.destroy()
      return statuses
    })
    const formAgent = new Agent({ keepAlive: true, maxSockets: 4 })
    const leads = Array.from({ length: LEADS }, (_, i) =>
      send(
        formAgent,
        'POST',
        '/contact',
        'application/x-www-form-urlencoded',
        new URLSearchParams(contactPost({ firstName: `Flood${i}`, email: `flood${i}@example.com` })).toString(),
      ),
    )
    // A page asked for in the middle of it all is served.
    const page = send(formAgent, 'GET', '/contact', 'text/plain', '')

    const beaconStatuses = (await Promise.all(browsers)).flat()
    expect(beaconStatuses).toHaveLength(CLIENTS * EACH)
    expect(new Set(beaconStatuses)).toEqual(new Set([204]))
    expect(await Promise.all(leads)).toEqual(Array(LEADS).fill(303))
    expect(await page).toBe(200)
    formAgent.destroy()

    const stored = listLeads(test.ctx.db).filter((lead) => lead.fields.firstName?.startsWith('Flood'))
    expect(stored).toHaveLength(LEADS)
    test.ctx.siteEvents.flush()
    const count = (where: string) =>
      test.ctx.db.prepare(`SELECT coalesce(sum(count), 0) FROM site_event_days WHERE ${where}`).pluck().get()
    expect(count("type != 'form_submit'")).toBe(CLIENTS * EACH)
    // Each lead the inbox counts is a form sent, counted by the server as it stored it.
    expect(count("type = 'form_submit'")).toBe(stored.filter((lead) => !['spam', 'held'].includes(lead.status)).length)
  }, 120_000)
})
