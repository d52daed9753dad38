/** The date (YYYY-MM-DD) it is at `now` in a time zone: "today" for the business. */
export function todayIn(timeZone: string, now: number | Date = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
