import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { shownHours } from '../../schemas/business.ts'
import { bookingServiceTypes } from '../../schemas/forms.ts'
import { todayIn } from '../../shared/dates.ts'
import { bookingDays, openWeek } from '../../shared/open-now.ts'
import { heroOf, leadForm, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const page = site.pages.booking
  const { business, forms } = site
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: 'Book a Service', path: '/booking' }),
    phone: phoneOf(site),
    hero: heroOf(site, page.hero),
    formHeading: page.formHeading,
    form: {
      ...leadForm(site, 'booking', new URL(pageContext.canonical).origin, pageContext.formState),
      serviceTypes: bookingServiceTypes(forms),
      timeSlots: forms.booking.timeSlots,
      days: bookingDays(
        openWeek(business.hours[0]!.rows, business.timeZone, business.specialDays),
        forms.booking.timeSlots,
      ),
      urgency: forms.booking.urgency,
      minDate: todayIn(business.timeZone),
      timeZone: business.timeZone,
    },
    office: {
      hours: shownHours(business.hours),
      afterHoursNote: business.afterHoursNote,
    },
  } satisfies PageData
}
