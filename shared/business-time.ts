/**
 * Dates and times as the business reads them: always in the business's own time zone (content's
 * `business.timeZone`), never in the reader's, and saying which zone it is, since an owner may read
 * the admin area or a lead email while travelling. The admin area and the lead emails both use these.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let made = formats.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formats.set(key, made)
  }
  return made
}

/** The zone's short name at that instant: "EST" in winter, "EDT" in summer. */
export function zoneName(ms: number, timeZone: string): string {
  return format(timeZone, { timeZoneName: 'short' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')!.value
}

/** "Thu, Nov 26, 2:05 PM EST": an instant (a lead received, a sign-in, a post scheduled). */
export function businessDateTime(ms: number, timeZone: string): string {
  const when = format(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return `${when.format(ms)} ${zoneName(ms, timeZone)}`
}

/** "Nov 26, 2026": the day of an instant, in the business's zone. */
export function businessDate(ms: number, timeZone: string): string {
  return format(timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(ms)
}

/**
 * "Sat, Nov 28": a calendar day the visitor picked (YYYY-MM-DD, a booking's preferred date). It is a
 * day, not an instant, so no zone applies; anything else is returned as it was written.
 */
export function calendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const noon = Date.parse(`${day}T12:00:00Z`)
  if (Number.isNaN(noon)) return day
  return format('UTC', { weekday: 'short', month: 'short', day: 'numeric' }).format(noon)
}
