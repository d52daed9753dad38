import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { businessDate, businessDateTime, zoneName } from '../../shared/business-time.ts'

/**
 * The admin area shows every date and time in the business's own time zone (the content's
 * `business.timeZone`, handed over by the page's data), never in the browser's: an owner reading
 * the leads while travelling, or a staff member's laptop set to another zone, sees the times the
 * business works by, each naming its zone.
 */
const BusinessZone = createContext<string | null>(null)

export function BusinessTimeZone({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <BusinessZone value={timeZone}>{children}</BusinessZone>
}

/** "Thu, Nov 26, 2:05 PM EST"; with the year when it is not the current one in the zone. */
export function adminDateTime(at: number | string, timeZone: string): string {
  const ms = typeof at === 'number' ? at : Date.parse(at)
  const year = (when: number) => businessDate(when, timeZone).slice(-4)
  return businessDateTime(ms, timeZone, { year: year(ms) !== year(Date.now()) })
}

/** "Eastern Time": the zone's name as a person says it, for labels such as "Publish at (Eastern Time, EST)". */
export function zoneLongName(timeZone: string, at = Date.now()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/**
 * How long ago, for "last seen": the server writes it every five minutes at most, so anything
 * more recent is "in the last 5 minutes"; after a day, the date and time.
 */
export function ago(ms: number, now: number, timeZone: string): string {
  const minutes = Math.floor((now - ms) / 60_000)
  if (minutes < 5) return 'in the last 5 minutes'
  if (minutes < 60) return `${minutes} minutes ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return adminDateTime(ms, timeZone)
}

/** The business's zone and its formats, inside the admin area. */
export function useBusinessTime() {
  const timeZone = useContext(BusinessZone)
  if (!timeZone) throw new Error('useBusinessTime() is for the admin area, inside <BusinessTimeZone>')
  return useMemo(
    () => ({
      timeZone,
      /** An instant: "Thu, Nov 26, 2:05 PM EST". */
      dateTime: (at: number | string) => adminDateTime(at, timeZone),
      /** The day of an instant, in the zone: "Nov 26, 2026". */
      date: (at: number | string) => businessDate(typeof at === 'number' ? at : Date.parse(at), timeZone),
      /** "2 hours ago", or after a day the instant as above. */
      ago: (ms: number, now: number) => ago(ms, now, timeZone),
      /** "Eastern Time, EST" (the short name of the moment given, or of now). */
      zone: (at = Date.now()) => `${zoneLongName(timeZone, at)}, ${zoneName(at, timeZone)}`,
    }),
    [timeZone],
  )
}
