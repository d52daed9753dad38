import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { administratorEmails } from '../db/lead-routing.ts'

let test: ReturnType<typeof apiTest> | undefined
afterEach(async () => {
  await test?.cleanup()
  test = undefined
})

describe('one’s own email address', () => {
  it('is optional, checked, and kept per account; only administrators’ get the notices for administrators', async () => {
    test = apiTest()
    const owner = await test.admin()
    const dana = await test.editor(owner, 'dana', undefined, 'site-editor')
    expect((await owner.get('/api/user/email').expect(200)).body).toEqual({ email: null })
    const bad = await owner.put('/api/user/email').send({ email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^email: must be an email address/)
    await owner.put('/api/user/email').send({ email: ' owner@gulfline.test ' }).expect(200)
    await dana.put('/api/user/email').send({ email: 'dana@gulfline.test' }).expect(200)
    expect((await owner.get('/api/user/email')).body).toEqual({ email: 'owner@gulfline.test' })
    expect((await dana.get('/api/user/email')).body).toEqual({ email: 'dana@gulfline.test' })
    expect(administratorEmails(test.ctx.db)).toEqual(['owner@gulfline.test'])
    await owner.put('/api/user/email').send({ email: '' }).expect(200)
    expect(administratorEmails(test.ctx.db)).toEqual([])
    expect((await request(test.app).get('/api/user/email')).status).toBe(401)
  })
})
