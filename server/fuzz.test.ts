import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../tests/api.ts'

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

const awkward = [
  '',
  ' ',
  '\u0000',
  '💥',
  'a'.repeat(5000),
  '<script>',
  '../../etc/passwd',
  '1e309',
  '-1',
  'null',
  '{}',
  '[]',
  'true',
  "'; DROP TABLE posts; --",
]

function value(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 9))
  switch (pick) {
    case 0:
      return null
    case 1:
      return next() > 0.5
    case 2:
      return Math.floor(next() * 2 ** 40) * (next() > 0.5 ? -1 : 1)
    case 3:
      return next() * 1e308
    case 4:
      return awkward[Math.floor(next() * awkward.length)]
    case 5:
      return String.fromCharCode(...Array.from({ length: Math.floor(next() * 20) }, () => Math.floor(next() * 0xffff)))
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1))
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [field(next), value(next, depth + 1)]),
      )
  }
}

const fields = [
  'title',
  'slug',
  'excerpt',
  'markdown',
  'image',
  'imageAlt',
  'categoryId',
  'tagIds',
  'status',
  'publishedAt',
  'name',
  'username',
  'password',
  'code',
  'leadTargets',
  'emails',
  'webhook',
  'formsubmit',
  'recipients',
  'kind',
  'url',
  'note',
  'expiresInDays',
  'currentPassword',
  'newPassword',
  '__proto__',
  'constructor',
]
const field = (next: () => number) => fields[Math.floor(next() * fields.length)]!

/** A body: usually JSON of a random value, sometimes text that is not JSON at all. */
function body(next: () => number): { type: string; text: string } {
  const roll = next()
  if (roll < 0.15)
    return {
      type: 'application/json',
      text: ['{', '{"title":', '[1,2', 'nul', '"\\u12"', '{"a":1}}'][Math.floor(next() * 6)]!,
    }
  if (roll < 0.2) return { type: 'application/x-www-form-urlencoded', text: 'title=%ZZ&a[b]=1&' }
  if (roll < 0.25) return { type: 'text/plain', text: 'hello' }
  return { type: 'application/json', text: JSON.stringify(value(next)) ?? 'null' }
}

let test: ReturnType<typeof apiTest>
let admin: Agent
beforeAll(async () => {
  test = apiTest()
  admin = await test.admin()
  await admin.post('/api/admin/categories').send({ name: 'Maintenance' })
  await admin.post('/api/admin/posts').send({ title: 'Kept', excerpt: 'Kept.', markdown: 'Kept.' })
})
afterAll(() => test.cleanup())

const endpoints: [string, string, boolean][] = [
  ['post', '/api/login', false],
  ['post', '/api/register', false],
  ['post', '/api/user/password', true],
  ['post', '/api/admin/posts', true],
  ['put', '/api/admin/posts/1', true],
  ['patch', '/api/admin/posts/1', true],
  ['post', '/api/admin/categories', true],
  ['patch', '/api/admin/categories/1', true],
  ['post', '/api/admin/tags', true],
  ['put', '/api/admin/settings', true],
  ['post', '/api/admin/invites', true],
]

describe('random and malformed bodies', () => {
  it.each(endpoints)(
    '%s %s: 100 of them get no 500 and change nothing',
    async (method, path, signedIn) => {
      const next = random(path.length * 7919 + method.length)
      const snapshot = () =>
        JSON.stringify(
          ['users', 'posts', 'categories', 'tags', 'settings', 'invites'].map((t) =>
            test.ctx.db.prepare(`SELECT * FROM ${t}`).all(),
          ),
        )
      const client = signedIn ? admin : request(test.app)
      for (let i = 0; i < 100; i++) {
        const before = snapshot()
        const { type, text } = body(next)
        const res = await (client as Agent)[method as 'post'](path).set('Content-Type', type).send(text)
        expect(res.status, `${text.slice(0, 200)} → ${res.text}`).toBeLessThan(500)
        // Random bodies may happen to be valid; those that were refused must leave no trace.
        if (res.status >= 400) {
          expect(typeof res.body.message, text.slice(0, 100)).toBe('string')
          expect(snapshot()).toBe(before)
        }
      }
    },
    60_000,
  )
})
