import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

interface Received {
  headers: Record<string, string | string[] | undefined>
  body: string
  /** performance.now() when the request had arrived. */
  at: number
}

interface ReceiverOptions {
  /** Never answer a request whose body contains this (the connection stays open). */
  hangOn?: string | null
  /** Answer 200 with headers and a first chunk to a request whose body contains this, then never end the body. */
  hangBodyOn?: string | null
  /** Hold every answer until release(). */
  held?: boolean
  /** Answer after this long. */
  delayMs?: number
}

/** A real HTTP receiver on this machine that fails the first `failures` requests with 503, and counts requests open at once. */
export async function receiver(failures: number, options: ReceiverOptions = {}) {
  const received: Received[] = []
  const waiting: (() => void)[] = []
  const openKeys = new Map<string, number>()
  const stats = { open: 0, maxOpen: 0, overlaps: 0 }
  let seen = 0
  const answer = (res: ServerResponse) => {
    seen++
    res
      .writeHead(seen <= failures ? 503 : 200, { 'Content-Type': 'application/json' })
      .end(seen <= failures ? '{"success":"false"}' : '{"success":"true"}')
  }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = String(req.headers['idempotency-key'])
    stats.open++
    stats.maxOpen = Math.max(stats.maxOpen, stats.open)
    // The same lead arriving while an earlier request for it is still open: a concurrent double delivery.
    if (openKeys.get(key)) stats.overlaps++
    openKeys.set(key, (openKeys.get(key) ?? 0) + 1)
    res.on('close', () => {
      stats.open--
      openKeys.set(key, openKeys.get(key)! - 1)
    })
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: performance.now() })
      if (options.hangOn && body.includes(options.hangOn)) return
      if (options.hangBodyOn && body.includes(options.hangBodyOn))
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"success":')
      if (options.held) return void waiting.push(() => answer(res))
      if (options.delayMs) return void setTimeout(() => answer(res), options.delayMs)
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/forward`,
    received,
    stats,
    options,
    /** Answers the held requests and stops holding. */
    release() {
      options.held = false
      for (const send of waiting.splice(0)) send()
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
