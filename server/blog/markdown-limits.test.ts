import { once } from 'node:events'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { corpus, SLOWEST_ACCEPTED } from '../../tests/markdown-limits-corpus.ts'

let test: ReturnType<typeof apiTest>
let server: Server
let base: string
let cookie: string

/** Saves a draft (drafts keep the public post list short): the answer's status and message. */
async function save(markdown: string) {
  const res = await fetch(`${base}/api/admin/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'Limits', excerpt: 'A body at the limits.', markdown }),
  })
  const body = (await res.json()) as { message?: string }
  return { status: res.status, message: body.message }
}

/** A GET on a kept-alive connection; node:http costs the test's own thread less than fetch, which shares it with the server. */
const agent = new http.Agent({ keepAlive: true })
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject)
  })

/**
 * `count` bodies as costly to format as any the limits let through, each a little different: the
 * formatting thread takes them one at a time.
 */
const slowBodies = (count: number) =>
  Array.from({ length: count }, (_, i) => `${String.fromCharCode(97 + i)}${SLOWEST_ACCEPTED.slice(1)}`)

beforeAll(async () => {
  // The real app on a real port, with a signed-in administrator.
  test = apiTest()
  server = test.app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'Gulf-Breeze-Door-2026', code: test.ctx.setupCode.current() }),
  })
  expect(res.status).toBe(201)
  cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!
  // The formatting thread starts with the first body.
  expect((await save('warm **up**')).status).toBe(201)
})

afterAll(async () => {
  agent.destroy()
  server.closeAllConnections()
  server.close()
  await test.cleanup()
})

describe('Markdown limits', () => {
  // The limits bound the work a body costs (docs/decisions/0008-markdown-bounded-and-off-thread.md):
  // each body below is formatted or refused by what it breaks, never by the time limit, nor with a 5xx.
  // What each costs in processor time is `npm run bench`'s to report.
  it.each(corpus)('answers %s formatted or refused by name, never 5xx', async (_name, markdown, refusal) => {
    const { status, message } = await save(markdown)
    if (refusal) {
      expect(status).toBe(422)
      expect(message).toMatch(refusal)
    } else {
      expect(status, message).toBe(201)
    }
  })

  it('answers 400 to a body over the size limit, and 413 to a 1 MB request, without waiting for the formatter', async () => {
    // The formatting thread is kept busy with bodies it takes one at a time.
    const order: string[] = []
    const saves = slowBodies(3).map(async (body) => {
      const answer = await save(body)
      order.push('save')
      return answer
    })
    const [long, huge] = await Promise.all([save('*a'.repeat(45_000)), save('> '.repeat(500_000))])
    order.push('refusals')
    expect(long).toMatchObject({ status: 400, message: 'markdown: must be at most 50,000 characters' })
    expect(huge.status).toBe(413)
    for (const answer of await Promise.all(saves)) expect(answer.status).toBe(201)
    // Refused before formatting: answered while the formatter still had bodies sent before them.
    expect(order.indexOf('refusals'), order.join(', ')).toBeLessThan(order.lastIndexOf('save'))
  })
})

describe('formatting Markdown beside page requests', () => {
  it('answers page requests one after another while saves wait for the formatter, as formatting on the server’s thread could not', async () => {
    // Five saves of the costliest accepted bodies, formatted one after another on the formatting
    // thread, and a visitor asking for the post list again as soon as each answer comes.
    const order: ('save' | 'page')[] = []
    const saves = slowBodies(5).map(async (body) => {
      const answer = await save(body)
      order.push('save')
      return answer
    })
    let saving = true
    const visitor = (async () => {
      while (saving) {
        expect(await get(`${base}/api/blog/posts`)).toBe(200)
        order.push('page')
      }
    })()
    for (const answer of await Promise.all(saves)) expect(answer.status).toBe(201)
    saving = false
    await visitor
    // Formatted on the server's own thread, each save would hold every request while it formatted:
    // at most a page or two could be answered between one save's answer and the next. Off it, the
    // visitor is answered again and again while each body formats.
    const between = order.slice(order.indexOf('save'), order.lastIndexOf('save')).filter((e) => e === 'page')
    expect(between.length, order.join(' ')).toBeGreaterThanOrEqual(12)
  })
})
