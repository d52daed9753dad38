import { shownHours } from '../schemas/business.ts'
import type { Site } from '../schemas/site.ts'
import { openWeek } from '../shared/open-now.ts'
import { telHref } from '../shared/telephone.ts'

/** What the header, footer and mobile call bar show on every page; sent to the browser once per page. */
export function shellData(site: Site) {
  const { business, navigation } = site
  return {
    name: business.name,
    tagline: business.tagline,
    logo: { src: business.logo, ...site.images[business.logo]! },
    telephone: business.telephone,
    telephoneHref: telHref(business.telephone),
    email: business.email,
    address: business.address,
    hours: shownHours(business.hours),
    afterHoursNote: business.afterHoursNote,
    // The first set of hours is when the phones are answered: the header says whether they are now.
    openWeek: openWeek(business.hours[0]!.rows, business.timeZone, business.specialDays),
    social: business.social,
    claims: business.claims.slice(0, 4),
    header: navigation.header,
    footer: navigation.footer,
  }
}
export type Shell = ReturnType<typeof shellData>
