/** One formatter per time zone: making one costs some hundred times what formatting a date does. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The date (YYYY-MM-DD) it is at `now` in a time zone: "today" for the business. */
export function todayIn(timeZone: string, now: number | Date = Date.now()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(now)
}
