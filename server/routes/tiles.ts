import { deflateSync } from 'node:zlib'
import { Router } from 'express'
import type { ServerContext } from '../context.ts'
import { fencedGet, realNetwork, RemoteRefusal, type ImageNetwork } from '../images/remote-image.ts'

const TIMEOUT_MS = 4_000
/** After a failure, the upstream is not asked again for this long: pages stay fast when tiles are out of reach. */
const BACK_OFF_MS = 60_000
const CACHE_TILES = 500
/** A tile is some tens of kilobytes; more is no tile, and is not held in memory. */
const MAX_TILE_BYTES = 512 * 1024

/**
 * Map tiles through this server (/tiles/z/x/y.png): visitors' browsers talk only to this site,
 * the CSP stays 'self', and when the tile provider cannot be reached (offline, blocked) the map
 * gets a plain tile instead of a failed request, so the markers and circle still work and the
 * browser logs no error.
 *
 * The tile address comes from content a site editor may change, and anonymous visitors make the
 * server fetch it: so it is fetched through the image fetch's fence (server/images/remote-image.ts
 * fencedGet: public https hosts on port 443 only, checked at connect time and on every redirect),
 * besides the content check that refuses a private address at save (content-loader/checks/map-tiles.ts).
 * Tests pass a `network` to reach a local server; production uses the real one.
 */
export function tileRoutes(ctx: ServerContext, network: ImageNetwork = realNetwork): Router {
  const router = Router()
  const cache = new Map<string, Buffer>()
  let cachedFor = ''
  let unavailableUntil = 0

  router.get('/tiles/:z/:x/:y.png', async (req, res) => {
    const [z, x, y] = [req.params.z, req.params.x, req.params.y].map(Number) as [number, number, number]
    const valid = [z, x, y].every(Number.isInteger) && z >= 0 && z <= 19 && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z
    if (!valid) return res.status(404).json({ message: 'No such tile' })
    // The content being served now: a published change of address takes effect at once.
    const { url, subdomains } = ctx.site.pages['service-area'].map.tiles
    if (url !== cachedFor) {
      cache.clear()
      cachedFor = url
      unavailableUntil = 0
    }
    const key = `${z}/${x}/${y}`
    const cached = cache.get(key)
    if (cached) return sendTile(res, cached, true)
    if (Date.now() < unavailableUntil) return sendTile(res, PLAIN_TILE, false)
    const letters = subdomains || 'abc'
    const address = url
      .replace('{s}', letters[(x + y) % letters.length] ?? '')
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y))
    try {
      const tile = await fetchTile(address, network, `${ctx.site.business.name} website map (${ctx.siteUrl})`)
      cache.set(key, tile)
      if (cache.size > CACHE_TILES) cache.delete(cache.keys().next().value!)
      sendTile(res, tile, true)
    } catch (error) {
      unavailableUntil = Date.now() + BACK_OFF_MS
      ctx.log({
        level: 'warn',
        msg: 'map tiles unavailable; serving plain tiles',
        error: String((error as Error).message),
      })
      sendTile(res, PLAIN_TILE, false)
    }
  })
  return router
}

/** One tile's bytes, through the fence, within the time and size a tile takes. */
async function fetchTile(address: string, network: ImageNetwork, userAgent: string): Promise<Buffer> {
  const signal = AbortSignal.timeout(TIMEOUT_MS)
  const response = await fencedGet(address, network, signal, { Accept: 'image/*', 'User-Agent': userAgent })
  try {
    const type = response.headers['content-type'] ?? 'no type'
    if (!type.startsWith('image/')) throw new RemoteRefusal(`${address} is not an image (${type})`)
    const chunks: Buffer[] = []
    let length = 0
    for await (const chunk of response as AsyncIterable<Buffer>) {
      length += chunk.length
      if (length > MAX_TILE_BYTES) throw new RemoteRefusal(`${address} is larger than ${MAX_TILE_BYTES} bytes`)
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  } finally {
    response.destroy()
  }
}

function sendTile(res: import('express').Response, tile: Buffer, real: boolean) {
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Cache-Control', real ? 'public, max-age=86400' : 'no-store')
  res.send(tile)
}

/** A transparent 256×256 tile, made once: the map's own background shows through, without seams. */
const PLAIN_TILE = transparentPng(256, 256)

function transparentPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 4) // filter byte, then RGBA all zero
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
