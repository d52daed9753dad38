import { afterEach, describe, expect, it } from 'vitest'
import type { ContentEntry } from '../../../shared/admin-content.ts'
import { contentTest } from '../../../tests/content-editing.ts'

let test: Awaited<ReturnType<typeof contentTest>> | undefined
afterEach(async () => {
  await test?.done()
  test = undefined
})

const FORWARDER = 'forwarding:\n  kind: formsubmit\n  url: https://formsubmit.co/owner-inbox@example.com\n'

/** The content copy with a forwarder set in forms.yaml, as a developer would write it. */
async function withForwarder() {
  return contentTest({
    async prepare(contentDir) {
      const { readFileSync, writeFileSync } = await import('node:fs')
      const file = `${contentDir}/forms.yaml`
      writeFileSync(file, readFileSync(file, 'utf8').replace('mode: server\n', `mode: server\n${FORWARDER}`))
    },
  })
}

describe('Site content: where leads go is the administrators’ alone', () => {
  it('a site editor opens Forms’ choices without the mode or the forwarder, in the values and in the schema', async () => {
    test = await withForwarder()
    const forEditor = (await test.editor.get('/api/admin/content/forms/forms')).body as ContentEntry
    const values = forEditor.values as Record<string, unknown>
    expect(Object.keys(values)).not.toContain('mode')
    expect(Object.keys(values)).not.toContain('forwarding')
    const schema = forEditor.schema as { properties: Record<string, unknown>; required: string[] }
    expect(Object.keys(schema.properties)).not.toContain('mode')
    expect(Object.keys(schema.properties)).not.toContain('forwarding')
    expect(schema.required).not.toContain('mode')
    expect(values).toHaveProperty('serviceTypes')

    const forAdmin = (await test.admin.get('/api/admin/content/forms/forms')).body as ContentEntry
    expect(forAdmin.values).toMatchObject({
      mode: 'server',
      forwarding: { kind: 'formsubmit', url: 'https://formsubmit.co/owner-inbox@example.com' },
    })
    expect(Object.keys((forAdmin.schema as { properties: object }).properties)).toContain('forwarding')
  })

  it('a site editor’s save that sets the mode or a forwarder is refused by name on every path; one without them keeps the file’s', async () => {
    test = await withForwarder()
    const { values, version } = await test.open('forms', 'forms')
    const before = test.read('forms.yaml')
    const hijack = { kind: 'webhook', url: 'https://hooks.example.net/steal' }
    for (const [path, body] of [
      ['', { values: { ...values, forwarding: hijack }, version }],
      ['', { values: { ...values, mode: 'static' }, version }],
      ['/check', { values: { ...values, forwarding: hijack }, version }],
      ['/preview', { values: { ...values, mode: 'static' }, version }],
    ] as const) {
      const res = await (
        path
          ? test.editor.post(`/api/admin/content/forms/forms${path}`)
          : test.editor.put('/api/admin/content/forms/forms')
      ).send(body)
      expect(res.status, `${path || 'save'}: ${res.text}`).toBe(403)
      expect(res.body.message).toMatch(/^(forwarding|mode): only an administrator decides where leads go/)
    }
    expect(test.read('forms.yaml')).toBe(before)

    const phoneExample = '(727) 555-0100'
    const saved = await test.editor
      .put('/api/admin/content/forms/forms')
      .send({ values: { ...values, phoneExample }, version })
    expect(saved.status, saved.text).toBe(200)
    const after = test.read('forms.yaml')
    expect(after).toContain(FORWARDER)
    expect(after).toContain('mode: server\n')
    expect(after.replace(`"${phoneExample}"`, '"(813) 555-0142"')).toBe(before)
  })

  it('a site editor cannot revert an administrator’s change of the forwarder; an administrator can', async () => {
    test = await withForwarder()
    const opened = (await test.admin.get('/api/admin/content/forms/forms')).body as ContentEntry
    const changed = await test.admin.put('/api/admin/content/forms/forms').send({
      values: { ...(opened.values as object), forwarding: { kind: 'webhook', url: 'https://crm.example.com/leads' } },
      version: opened.version,
    })
    expect(changed.status, changed.text).toBe(200)
    const afterAdmin = test.read('forms.yaml')
    const revert = await test.editor.post(`/api/admin/content-history/${changed.body.change.id}/revert`)
    expect(revert.status, revert.text).toBe(403)
    expect(revert.body.message).toMatch(/^forwarding: only an administrator/)
    expect(test.read('forms.yaml')).toBe(afterAdmin)
    const byAdmin = await test.admin.post(`/api/admin/content-history/${changed.body.change.id}/revert`)
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect(test.read('forms.yaml')).toContain(FORWARDER)
  })
})

describe('Site content: what a site editor’s diffs show of where leads go', () => {
  it('a site editor’s diffs (history, the answer to their own change) never show the routing fields’ values', async () => {
    test = await withForwarder()
    const secret = 'https://crm.example.com/owner-only'
    const opened = (await test.admin.get('/api/admin/content/forms/forms')).body as ContentEntry
    const byAdmin = await test.admin.put('/api/admin/content/forms/forms').send({
      values: { ...(opened.values as object), forwarding: { kind: 'webhook', url: secret } },
      version: opened.version,
    })
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect(byAdmin.body.change.diff).toContain(secret)

    const { values, version } = await test.open('forms', 'forms')
    const own = await test.editor
      .put('/api/admin/content/forms/forms')
      .send({ values: { ...values, phoneExample: '(727) 555-0100' }, version })
    expect(own.status, own.text).toBe(200)
    const history = (await test.editor.get('/api/admin/content-history').expect(200)).body as {
      changes: { diff: string }[]
    }
    const seen = [own.body.change.diff, ...history.changes.map((change) => change.diff)].join('\n')
    expect(seen).not.toContain('crm.example.com')
    expect(seen).not.toContain('formsubmit.co/owner-inbox@example.com')
    const adminHistory = (await test.admin.get('/api/admin/content-history').expect(200)).body as {
      changes: { diff: string }[]
    }
    expect(adminHistory.changes.map((change) => change.diff).join('\n')).toContain(secret)
  })
})
