import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { contactPost } from '../../tests/leads.ts'
import { listLeads } from '../db/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

describe('/review', () => {
  it('sends the customer to the review address in business.yaml with a temporary redirect that is not kept', async () => {
    test = apiTest()
    const res = await request(test.app).get('/review')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe(test.ctx.site.business.review!.url)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('follows the address when the content changes it', async () => {
    test = apiTest()
    // The server takes in the served build's content with the first request; a publish replaces it like this.
    await request(test.app).get('/review')
    const moved = 'https://g.page/r/CdGulflineMoved9EAE/review'
    test.ctx.site = {
      ...test.ctx.site,
      business: { ...test.ctx.site.business, review: { ...test.ctx.site.business.review!, url: moved } },
    }
    expect((await request(test.app).get('/review')).headers.location).toBe(moved)
  })

  it('is not found when the content names no review address', async () => {
    test = apiTest()
    await request(test.app).get('/review')
    const { review: _none, ...business } = test.ctx.site.business
    test.ctx.site = { ...test.ctx.site, business }
    const res = await request(test.app).get('/review')
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
  })
})

describe('the review request on a lead', () => {
  it('is offered only once the lead is won, with the link to /review and the first name and business filled in', async () => {
    test = apiTest()
    const admin = await test.admin()
    await request(test.app)
      .post('/contact')
      .type('form')
      .send(contactPost({ firstName: 'Ana' }, test.clock.now))
    const [lead] = listLeads(test.ctx.db)
    expect((await admin.get(`/api/admin/leads/${lead!.id}`)).body.reviewRequest).toBeNull()
    const won = await admin.patch(`/api/admin/leads/${lead!.id}`).send({ stage: 'won' })
    expect(won.status).toBe(200)
    const { reviewRequest } = (await admin.get(`/api/admin/leads/${lead!.id}`)).body
    expect(reviewRequest).toEqual({
      link: `${test.ctx.siteUrl}/review`,
      emailSubject: 'How was your visit from Gulfline Garage Door Co.?',
      message: `Hi Ana, this is Gulfline Garage Door Co. Thank you for having us out. If you have a minute, we would appreciate an honest review of your visit; it helps your neighbors choose, and it helps us improve: ${test.ctx.siteUrl}/review`,
    })
  })
})
