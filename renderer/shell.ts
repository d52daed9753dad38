import type { HoursRow } from '../schemas/business.ts'
import type { Site } from '../schemas/site.ts'

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
    hours: hoursRows(business.hours),
    afterHoursNote: business.afterHoursNote,
    social: business.social,
    claims: business.claims.slice(0, 4),
    header: navigation.header,
    footer: navigation.footer,
  }
}
export type Shell = ReturnType<typeof shellData>

export function telHref(telephone: string): string {
  return `tel:+1${telephone.replace(/\D/g, '')}`
}

/** Opening hours as shown: `Mon-Fri` `7am-8pm`. */
export function hoursRows(rows: HoursRow[]): { label: string; text: string }[] {
  return rows.map(({ label, opens, closes, closed }) => ({ label, text: hoursText(opens, closes, closed) }))
}

/** `07:00`–`20:00` → `7am-8pm`. */
export function hoursText(opens?: string, closes?: string, closed?: boolean): string {
  if (closed || !opens || !closes) return 'Closed'
  return `${clock(opens)}-${clock(closes)}`
}

function clock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 || 12
  return m ? `${hour}:${String(m).padStart(2, '0')}${suffix}` : `${hour}${suffix}`
}
