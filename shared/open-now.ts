/**
 * "Open now · closes at 8 pm": whether the phones are answered at an instant, from the business's
 * first set of hours in its own time zone, and its special days (a holiday closed, a storm day's
 * other hours). The page carries the week (renderer/shell.ts) and the browser says it
 * (renderer/page-behaviour.ts), so a page prerendered days ago is still right.
 */

import type { BookingDays } from './booking-days.ts'

type Hours = [string, string]

/** A day closed (`hours` null) or with other hours than the week's, and what it is ("Christmas Day"). */
export interface SpecialHours {
  hours: Hours | null
  name: string
}

/**
 * The business's week as the page carries it: its zone; for Sunday to Saturday `[opens, closes]`
 * ("07:00") or null when closed; and its special days by date (YYYY-MM-DD in the zone).
 */
export interface OpenWeek {
  timeZone: string
  days: (Hours | null)[]
  special?: Record<string, SpecialHours>
}

/** A special day as the content names it (schemas/business.ts). */
export interface SpecialDayInput {
  date: string
  name: string
  closed?: boolean
  opens?: string
  closes?: string
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The week of one set of hours: each day's first row that names it (a day no row names is closed), and the special days. */
export function openWeek(
  rows: { days: string[]; opens?: string; closes?: string; closed?: boolean }[],
  timeZone: string,
  specialDays: SpecialDayInput[] = [],
): OpenWeek {
  const week: OpenWeek = {
    timeZone,
    days: DAYS.map((day) => {
      const row = rows.find((r) => r.days.includes(day))
      return row && !row.closed && row.opens && row.closes ? [row.opens, row.closes] : null
    }),
  }
  if (specialDays.length)
    week.special = Object.fromEntries(
      specialDays.map((day) => [
        day.date,
        { name: day.name, hours: !day.closed && day.opens && day.closes ? [day.opens, day.closes] : null },
      ]),
    )
  return week
}

/** The day `days` after `date` (YYYY-MM-DD), and its day of the week (0 Sunday). */
function dayAfter(date: string, days: number): { date: string; weekday: number } {
  const at = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days),
  )
  return { date: at.toISOString().slice(0, 10), weekday: at.getUTCDay() }
}

/** The hours kept on `date` (YYYY-MM-DD): a special day's, else its weekday's; and the special day's name. */
export function hoursOn(week: OpenWeek, date: string): { hours: Hours | null; special: string | null } {
  const special = week.special?.[date]
  if (special) return { hours: special.hours, special: special.name }
  return { hours: week.days[dayAfter(date, 0).weekday] ?? null, special: null }
}

/**
 * Of arrival windows (`starts`, `ends`, "08:00"), those open on `date`: each that overlaps the
 * day's hours; a window with no times is open on any day that is. None on a day closed.
 */
export function slotsOpenOn<T extends { starts?: string; ends?: string }>(
  week: OpenWeek,
  date: string,
  slots: T[],
): T[] {
  const { hours } = hoursOn(week, date)
  if (!hours) return []
  return slots.filter(
    (slot) =>
      !slot.starts ||
      !slot.ends ||
      (minutes(slot.starts) < minutes(hours[1]) && minutes(slot.ends) > minutes(hours[0])),
  )
}

/** What is said under a day closed, or a special day's other hours. */
export function daySaid(date: string | null, weekday: number, { hours, special }: ReturnType<typeof hoursOn>): string {
  const when = date ? dayName(date) : `${DAYS[weekday]}s`
  if (!hours) return `We are closed on ${when}${special ? ` (${special})` : ''}: please choose another day.`
  return special ? `${special}: open ${clock(hours[0])} to ${clock(hours[1])} that day.` : ''
}

/** The booking form's days (shared/booking-days.ts) for a week and its arrival windows. */
export function bookingDays<T extends { value: string; starts?: string; ends?: string }>(
  week: OpenWeek,
  slots: T[],
): BookingDays {
  const day = (on: OpenWeek, date: string) => ({
    open: slotsOpenOn(on, date, slots).map((slot) => slot.value),
    said: daySaid(on.special?.[date] ? date : null, dayAfter(date, 0).weekday, hoursOn(on, date)),
  })
  // 2023-01-01 was a Sunday: the week's days are read off it and the six after it, special days aside.
  const plain = { ...week, special: {} }
  return {
    week: DAYS.map((_, weekday) => day(plain, `2023-01-0${weekday + 1}`)),
    special: Object.fromEntries(Object.keys(week.special ?? {}).map((date) => [date, day(week, date)])),
  }
}

/** "Friday, December 25": a date as the business says it. */
export function dayName(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  })
}

/** "8 pm", "9:30 am". */
export function clock(time: string): string {
  const [h, m] = [Number(time.slice(0, 2)), time.slice(3, 5)]
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`} ${h < 12 ? 'am' : 'pm'}`
}

/** The business's clock at `now`: the date and day (0 Sunday), the minute of the day, today's hours, the zone's short name. */
function clockIn(week: OpenWeek, now: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: week.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  const date = `${part('year')}-${part('month')}-${part('day')}`
  const at = Number(part('hour')) * 60 + Number(part('minute'))
  const { hours, special } = hoursOn(week, date)
  const open = Boolean(hours && at >= minutes(hours[0]) && at < minutes(hours[1]))
  return { date, at, open, closes: hours?.[1], special, zone: part('timeZoneName') }
}

/** How far ahead the next opening is looked for: a week, and a week of storm closures after it. */
const LOOK_AHEAD_DAYS = 14

/** While closed: how many days ahead the phones are next answered (0 today), and from when; null for none ahead. */
function nextOpen(week: OpenWeek, date: string, at: number): { ahead: number; day: number; opens: string } | null {
  for (let ahead = 0; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = dayAfter(date, ahead)
    const next = hoursOn(week, day.date).hours
    if (!next || (ahead === 0 && at >= minutes(next[0]))) continue
    return { ahead, day: day.weekday, opens: next[0] }
  }
  return null
}

/**
 * The status at an instant, in words: "Open now · closes at 8 pm", "Closed · opens at 7 am",
 * "Closed · opens Sunday at 9 am". When the reader's clock shows another time than the business's
 * (a visitor away from home), the times name the business's zone: "closes at 8 pm EST".
 */
export function openStatus(week: OpenWeek, now: number): { open: boolean; text: string } {
  const { date, at, open, closes, special, zone: name } = clockIn(week, now)
  const local = new Date(now)
  const zone = local.getHours() * 60 + local.getMinutes() === at ? '' : ` ${name}`
  if (open)
    return { open: true, text: `Open now · closes at ${clock(closes!)}${zone}${special ? ` (${special})` : ''}` }
  const closed = special ? `Closed for ${special}` : 'Closed'
  const next = nextOpen(week, date, at)
  if (!next) return { open: false, text: closed }
  return {
    open: false,
    text: `${closed} · opens ${next.ahead === 0 ? '' : next.ahead < 7 ? `${DAYS[next.day]} ` : `${dayName(dayAfter(date, next.ahead).date)} `}at ${clock(next.opens)}${zone}`,
  }
}

/**
 * When the phones are next answered, for a sentence like "expect our call Monday from 7 am": null
 * while they are answered now, else "today from 8 am", "tomorrow from 7 am" or "Monday from 7 am"
 * (in the business's zone), or null with no opening in the fortnight ahead.
 */
export function nextOpening(week: OpenWeek, now: number): string | null {
  const { date, at, open } = clockIn(week, now)
  const next = open ? null : nextOpen(week, date, at)
  if (!next) return null
  const day =
    next.ahead === 0
      ? 'today'
      : next.ahead === 1
        ? 'tomorrow'
        : next.ahead < 7
          ? DAYS[next.day]
          : dayName(dayAfter(date, next.ahead).date)
  return `${day} from ${clock(next.opens)}`
}
