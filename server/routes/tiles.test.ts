import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { generate } from 'selfsigned'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testContext } from '../../tests/support.ts'
import { publicHttpsOnly } from '../images/address-policy.ts'
import { realNetwork, type ImageNetwork } from '../images/remote-image.ts'
import { tileRoutes } from './tiles.ts'

/**
 * The map-tile proxy fetches the address in content for anonymous visitors: an address on this
 * computer, named by IP or by a host name that resolves to it, is never connected to; the visitor
 * gets the plain tile. A tile server the policy admits is relayed, so the refusal is the fence's.
 */
const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#9ecae1' } })
  .png()
  .toBuffer()
const tls = await generate([{ name: 'commonName', value: 'tiles.test' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'tiles.test' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ],
})

/** A tile server on this computer, as an internal service would be: it logs every request it gets. */
const asked: string[] = []
let tileServer: Server
let port: number
beforeAll(async () => {
  tileServer = createServer({ key: tls.private, cert: tls.cert }, (req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(tile)
  })
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve))
  port = (tileServer.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => tileServer.close(resolve)))

const contexts: ReturnType<typeof testContext>[] = []
afterEach(async () => {
  asked.length = 0
  for (const test of contexts.splice(0)) await test.cleanup()
})

/** The tile proxy of a site whose tile address is `url`, reaching other hosts through `network`. */
function proxy(url: string, network: ImageNetwork) {
  const logged: Record<string, unknown>[] = []
  const test = testContext({ log: (fields) => logged.push(fields) })
  contexts.push(test)
  const { site } = test.ctx
  const page = site.pages['service-area']
  test.ctx.site = {
    ...site,
    pages: { ...site.pages, 'service-area': { ...page, map: { ...page.map, tiles: { ...page.map.tiles, url } } } },
  }
  const app = express().use(tileRoutes(test.ctx, network))
  return { get: () => request(app).get('/tiles/6/17/26.png'), logged }
}

/** This machine's resolver, for tiles.test, and the test's certificate authority: the production policy. */
const production: ImageNetwork = {
  ...realNetwork,
  lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  ca: tls.cert,
}

describe('the map-tile proxy', () => {
  it('never fetches a tile address on this computer, named by IP or by a name that resolves to it', async () => {
    for (const url of [`https://127.0.0.1:${port}/{z}/{x}/{y}.png`, `https://tiles.test:${port}/{z}/{x}/{y}.png`]) {
      const { get, logged } = proxy(url, production)
      const res = await get()
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(Buffer.compare(res.body as Buffer, tile)).not.toBe(0)
      expect(logged.find((line) => line.msg === 'map tiles unavailable; serving plain tiles')?.error).toMatch(
        /leads to 127\.0\.0\.1 port \d+, which is not a public https host/,
      )
    }
    expect(asked).toEqual([])
  })

  it('relays the tiles of a server the policy admits (here, by a test policy that admits this computer)', async () => {
    const { get } = proxy(`https://tiles.test:${port}/{z}/{x}/{y}.png`, {
      ...production,
      allow: (address, port) => address === '127.0.0.1' || publicHttpsOnly(address, port),
    })
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(Buffer.compare(res.body as Buffer, tile)).toBe(0)
    expect(asked).toEqual(['/6/17/26.png'])
  })
})
