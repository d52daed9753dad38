import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'

function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

const junk = [
  '',
  ' ',
  '\u0000\u0001',
  '💥'.repeat(50),
  'x'.repeat(3000),
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '2026-02-30',
  '9999-99-99',
  '1e999',
  '-1',
  'null',
  '__proto__',
  "' OR 1=1 --",
  '\r\nSet-Cookie: a=b',
]

/** A valid post with a few fields removed, replaced by junk, or duplicated; or not a form at all. */
function mutate(next: () => number, valid: Record<string, string>): { type: string; body: string } {
  const roll = next()
  if (roll < 0.1)
    return {
      type: 'application/json',
      body: ['{', '[]', '"x"', JSON.stringify({ ...valid, firstName: 12 }), 'null'][Math.floor(next() * 5)]!,
    }
  if (roll < 0.15) return { type: 'text/plain', body: 'firstName=Ana' }
  const entries = Object.entries(valid)
  const form = new URLSearchParams()
  for (const [name, value] of entries) {
    const r = next()
    if (r < 0.12) continue
    if (r < 0.3) form.append(name, junk[Math.floor(next() * junk.length)]!)
    else if (r < 0.35) {
      form.append(name, value)
      form.append(name, value)
    } else form.append(name, value)
  }
  if (next() < 0.2) form.append(junk[Math.floor(next() * junk.length)]!, 'extra')
  const text = form.toString()
  return { type: 'application/x-www-form-urlencoded', body: next() < 0.05 ? text.replace(/%/g, '%%') : text }
}

const test = apiTest({ leadsPerTenMinutes: 1_000_000 })
afterAll(() => test.cleanup())

describe('lead endpoints under random and malformed posts', () => {
  it.each(['contact', 'booking'] as const)(
    '/%s: 500 posts, no 500 answer, no row from a refused one',
    async (kind) => {
      const next = random(kind.length * 104729)
      const count = () => test.ctx.db.prepare('SELECT count(*) FROM leads').pluck().get() as number
      let stored = 0
      for (let i = 0; i < 500; i++) {
        const valid = kind === 'contact' ? contactPost({}, test.clock.now) : bookingPost({}, test.clock.now)
        const { type, body } = mutate(next, valid)
        const before = count()
        const json = next() < 0.5
        const res = await request(test.app)
          .post(`/${kind}`)
          .set('Content-Type', type)
          .set('Accept', json ? 'application/json' : 'text/html')
          .send(body)
        expect(res.status, body.slice(0, 300)).toBeLessThan(500)
        if (res.status >= 400) expect(count(), body.slice(0, 300)).toBe(before)
        else stored++
      }
      expect(stored).toBeGreaterThan(10)
    },
    120_000,
  )
})
