import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { shownHours } from '../../schemas/business.ts'
import { heroOf, leadForm, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.contact
  const { business } = site
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Contact', path: '/contact' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    formHeading: page.formHeading,
    formIntro: page.formIntro,
    form: {
      ...leadForm(site, 'contact', new URL(pageContext.canonical).origin, pageContext.formState),
      serviceTypes: site.forms.serviceTypes,
      states: site.forms.contact.states,
    },
    office: {
      email: business.email,
      emailResponse: business.emailResponse,
      address: business.address,
      hours: shownHours(business.hours),
      afterHoursNote: business.afterHoursNote,
    },
  } satisfies PageData
}
