import request from 'supertest'
import { afterEach, describe, it, expect } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { listLeads } from '../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const form = (path: string, body: Record<string, string>) => request(test.app).post(path).type('form').send(body)
const long = (n: number) => 'The door reverses before it closes. '.repeat(Math.ceil(n / 36)).slice(0, n - 1) + '!'

describe('a lead form message', () => {
  it("over the site's 100 KB body limit, is read and sent back whole; past 1 MB, the form comes back with the limit at the field", async () => {
    test = apiTest()
    const message = long(150 * 1024)
    const page = await form('/contact', contactPost({ message }, test.clock.now))
    expect(page.status).toBe(422)
    expect(page.text).toContain('Please keep the message to 2,000 characters (yours has 153,600).')
    expect(page.text).toContain(`>${message}</textarea>`)
    const huge = await form('/booking', bookingPost({ additionalNotes: long(1100 * 1024) }, test.clock.now))
    expect(huge.status).toBe(413)
    expect(huge.type).toBe('text/html')
    expect(huge.text).toContain('<form')
    expect(huge.text).toMatch(/id="field-additionalNotes-error"[^>]*>This was too long for us to receive \(over 1 MB\)/)
    expect(huge.text).toContain('Please keep it to 2,000 characters.')
    expect(listLeads(test.ctx.db)).toEqual([])
  })
})
