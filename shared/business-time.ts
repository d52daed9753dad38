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

/**
 * "Thu, Nov 26, 2:05 PM EST": an instant (a lead received, a sign-in, a post scheduled); with
 * `year`, "Wed, Nov 26, 2025, 2:05 PM EST", for an instant not of the current year.
 */
export function businessDateTime(ms: number, timeZone: string, { year = false } = {}): string {
  const when = format(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
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

/** The wall-clock time in a zone at an instant, read as if it were UTC (ms, to the second). */
function wallClock(ms: number, timeZone: string): number {
  const parts = format(timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms)
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
}

/** "2026-11-28T09:00": an instant as the business's clock shows it, the way a datetime-local input holds it. */
export function businessClock(ms: number, timeZone: string): string {
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 16)
}

/**
 * The instant at which the business's clock shows a wall time ("2026-11-28T09:00", a datetime-local
 * input's value, or a day's "2026-11-28T00:00"); NaN for anything else. A time that the clock skips
 * when it goes forward is read with the offset of before the change.
 */
export function instantAt(wallTime: string, timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallTime)) return Number.NaN
  const asUtc = Date.parse(`${wallTime}Z`)
  // Date.parse rolls a day past the month's end (February 30th) over into the next month.
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== wallTime) return Number.NaN
  const guess = asUtc - (wallClock(asUtc, timeZone) - asUtc)
  // A second pass lands on the offset in force at that time, not at the UTC reading's.
  return asUtc - (wallClock(guess, timeZone) - guess)
}
