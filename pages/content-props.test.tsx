import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '../components/ContactForm.tsx'
import { getSite } from '../content-loader/load.ts'
import { leadForm } from './content-props.ts'

describe('static-hosting mode', () => {
  it('makes the forms post straight to the forwarder with the spec hidden fields', () => {
    const site = getSite('content')
    const staticSite = {
      ...site,
      forms: {
        ...site.forms,
        mode: 'static' as const,
        forwarding: { kind: 'formsubmit' as const, url: 'https://formsubmit.co/office@example.com' },
      },
    }
    const form = leadForm(staticSite, 'contact', 'https://www.example.com', undefined)
    expect(form.target).toEqual({
      mode: 'static',
      action: 'https://formsubmit.co/office@example.com',
      hidden: [
        { name: '_subject', value: 'New Service Request from Website' },
        { name: '_template', value: 'table' },
        { name: '_next', value: 'https://www.example.com/thank-you' },
        { name: '_captcha', value: 'false' },
      ],
    })
    const html = renderToStaticMarkup(
      <ContactForm {...form} serviceTypes={site.forms.serviceTypes} states={site.forms.contact.states} />,
    )
    expect(html).toContain('action="https://formsubmit.co/office@example.com"')
    expect(html).toContain('<input type="hidden" name="_next" value="https://www.example.com/thank-you"/>')
    expect(html).not.toContain('name="formKey"')
    expect(leadForm(staticSite, 'booking', 'https://www.example.com', undefined).target.hidden[0]).toEqual({
      name: '_subject',
      value: 'New Booking Request from Website',
    })
  })

  it('sends a ticked text-message box to the forwarder as the words shown, unticked at first', () => {
    const site = getSite('content')
    const forms = {
      ...site.forms,
      mode: 'static' as const,
      forwarding: { kind: 'formsubmit' as const, url: 'https://formsubmit.co/office@example.com' },
    }
    const form = leadForm({ ...site, forms }, 'contact', 'https://www.example.com', undefined)
    const html = renderToStaticMarkup(
      <ContactForm {...form} serviceTypes={forms.serviceTypes} states={forms.contact.states} />,
    )
    const box = /<input type="checkbox"[^>]*>/.exec(html)![0]
    expect(box).toContain('name="textConsent"')
    expect(box).toContain(`value="${forms.textMessages!.consent.replace(/&/g, '&amp;')}"`)
    expect(box).not.toContain('checked')
    // The forwarder keeps no versions: the words themselves are the record.
    expect(html).not.toContain('name="textConsentVersion"')
  })

  it('in server mode posts to the page itself with the browser rules of the schema', () => {
    const form = leadForm(getSite('content'), 'contact', 'https://www.example.com', undefined)
    expect(form.target).toEqual({ mode: 'server', action: '/contact', hidden: [] })
    expect(form.rules.firstName).toEqual({ required: true, maxLength: 60 })
    expect(form.rules.address).toEqual({ required: false, maxLength: 200 })
    expect(form.rules.zip).toMatchObject({ required: true, pattern: '\\d{5}(-\\d{4})?' })
  })
})
