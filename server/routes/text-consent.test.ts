import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { bookingPost, contactPost } from '../../tests/leads.ts'
import { consentVersion } from '../../shared/text-consent.ts'
import { parse } from 'csv-parse/sync'
import { listLeads, type Lead } from '../db/leads.ts'
import { leadEmail } from '../leads/email.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const form = (path: string, body: Record<string, string>) => request(test.app).post(path).type('form').send(body)
const BOX = /<input type="checkbox"[^>]*name="textConsent"[^>]*>/
const WORDING = /<input type="hidden" name="textConsentVersion" value="([^"]+)"\/>/

/** The version of the box's wording that the served page carries, and the words shown beside the box. */
async function servedBox(path: string) {
  const html = (await request(test.app).get(path)).text
  const box = BOX.exec(html)?.[0]
  return { version: WORDING.exec(html)?.[1], box, html }
}

const consentOfLead = async (admin: Awaited<ReturnType<typeof test.admin>>, id: number) =>
  (await admin.get(`/api/admin/leads/${id}`)).body.textConsent

describe('the text-message box', () => {
  it('is offered unticked on both forms, with the wording from forms.yaml and its version', async () => {
    test = apiTest()
    const text = test.ctx.site.forms.textMessages!.consent
    for (const path of ['/contact', '/booking']) {
      const { version, box, html } = await servedBox(path)
      expect(box, path).toBeDefined()
      expect(box, path).not.toContain('checked')
      expect(version, path).toBe(consentVersion(text))
      expect(html, path).toContain(text.replace(/&/g, '&amp;'))
    }
  })

  it('stores a ticked box with the wording shown and the time, and an unticked one as not agreed', async () => {
    test = apiTest()
    const admin = await test.admin()
    const { version } = await servedBox('/contact')
    await form('/contact', contactPost({ textConsent: 'yes', textConsentVersion: version! }, test.clock.now))
    test.clock.now += 60_000
    await form('/booking', bookingPost({ textConsentVersion: version! }, test.clock.now))
    const [booking, contact] = listLeads(test.ctx.db)
    expect(contact!.textConsent).toEqual({ agreed: true, version, at: test.clock.now - 60_000 })
    expect(booking!.textConsent).toEqual({ agreed: false, version, at: test.clock.now })
    // The box is not a field of the request: it is kept beside them.
    expect(contact!.fields).not.toHaveProperty('textConsent')
    expect(await consentOfLead(admin, contact!.id)).toEqual({
      agreed: true,
      version,
      text: test.ctx.site.forms.textMessages!.consent,
      at: new Date(test.clock.now - 60_000).toISOString(),
    })
    // The export and the lead email say it too.
    const csv = parse((await admin.get('/api/admin/leads/export')).text, { bom: true }) as string[][]
    const column = csv[0]!.indexOf('Text messages')
    expect(csv.slice(1).map((row) => row[column])).toEqual([`Not agreed (${version})`, `Agreed (${version})`])
    const email = (lead: Lead) => leadEmail(lead, test.ctx.site, test.ctx.siteUrl, ['office@gulfline.test']).text
    expect(email(contact!)).toContain('Text messages: agreed to texts about this request')
    expect(email(booking!)).toContain('Text messages: not agreed (call or email)')
  })

  it('sends a form with errors back with the box as the visitor left it', async () => {
    test = apiTest()
    const { version } = await servedBox('/contact')
    const ticked = await form(
      '/contact',
      contactPost({ zip: '3376', textConsent: 'yes', textConsentVersion: version! }, test.clock.now),
    )
    expect(ticked.status).toBe(422)
    expect(BOX.exec(ticked.text)?.[0]).toContain('checked')
    const unticked = await form('/contact', contactPost({ zip: '3376', textConsentVersion: version! }, test.clock.now))
    expect(BOX.exec(unticked.text)?.[0]).not.toContain('checked')
  })
})

describe('the text-message box over time', () => {
  it('an edit of the wording is a new version; leads sent beside the old words keep showing them', async () => {
    test = apiTest()
    const admin = await test.admin()
    const oldText = test.ctx.site.forms.textMessages!.consent
    const { version: oldVersion } = await servedBox('/contact')
    await form('/contact', contactPost({ textConsent: 'yes', textConsentVersion: oldVersion! }, test.clock.now))

    // The owner edits the wording and publishes: the server takes the new build's content in.
    const newText =
      'Text me about this request. Gulfline Garage Door Co. sends up to 3 messages per request. Msg & data rates may apply. Reply STOP to opt out, HELP for help.'
    const site = test.ctx.site
    test.ctx.site = {
      ...site,
      forms: { ...site.forms, textMessages: { ...site.forms.textMessages!, consent: newText } },
    }
    const newVersion = consentVersion(newText)
    expect(newVersion).not.toBe(oldVersion)

    // A visitor who opened the page before the edit still saw the old words; one after it, the new.
    test.clock.now += 60_000
    await form('/contact', contactPost({ textConsent: 'yes', textConsentVersion: oldVersion! }, test.clock.now))
    await form('/booking', bookingPost({ textConsent: 'yes', textConsentVersion: newVersion }, test.clock.now))
    // A version this site never showed is not believed: the lead gets the wording of the day.
    await form('/booking', bookingPost({ textConsent: 'yes', textConsentVersion: 'sms-made-up' }, test.clock.now))
    // A form from before the box (no version) records no answer at all, ticked or not.
    await form('/contact', contactPost({ textConsent: 'yes' }, test.clock.now))

    const [noBox, madeUp, after, stale, first] = listLeads(test.ctx.db)
    expect(noBox!.textConsent).toBeNull()
    expect(await consentOfLead(admin, noBox!.id)).toBeNull()
    expect((await consentOfLead(admin, first!.id)).text).toBe(oldText)
    expect(await consentOfLead(admin, stale!.id)).toMatchObject({ version: oldVersion, text: oldText })
    expect(await consentOfLead(admin, after!.id)).toMatchObject({ version: newVersion, text: newText })
    expect(await consentOfLead(admin, madeUp!.id)).toMatchObject({ version: newVersion, text: newText })
  })

  it('takes a changed answer sent again from the same form as a correction', async () => {
    test = apiTest()
    const { version } = await servedBox('/booking')
    const body = bookingPost({ textConsentVersion: version! }, test.clock.now)
    await form('/booking', body)
    test.clock.now += 30_000
    await form('/booking', { ...body, textConsent: 'yes' })
    const [lead] = listLeads(test.ctx.db)
    expect(listLeads(test.ctx.db)).toHaveLength(1)
    expect(lead!.textConsent).toEqual({ agreed: true, version, at: test.clock.now })
    expect(lead!.correctedAt).toBe(test.clock.now)
  })
})
