/**
 * "Open now · closes at 8 pm": whether the phones are answered at an instant, from the business's
 * first set of hours in its own time zone. The page carries the week (renderer/shell.ts) and the
 * browser says it (renderer/page-behaviour.ts), so a page prerendered days ago is still right.
 */

/** The business's week as the page carries it: its zone, and for Sunday to Saturday `[opens, closes]` ("07:00") or null when closed. */
export interface OpenWeek {
  timeZone: string
  days: ([string, string] | null)[]
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The week of one set of hours: each day's first row that names it (a day no row names is closed). */
export function openWeek(
  rows: { days: string[]; opens?: string; closes?: string; closed?: boolean }[],
  timeZone: string,
): OpenWeek {
  return {
    timeZone,
    days: DAYS.map((day) => {
      const row = rows.find((r) => r.days.includes(day))
      return row && !row.closed && row.opens && row.closes ? [row.opens, row.closes] : null
    }),
  }
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** "8 pm", "9:30 am". */
function clock(time: string): string {
  const [h, m] = [Number(time.slice(0, 2)), time.slice(3, 5)]
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`} ${h < 12 ? 'am' : 'pm'}`
}

/** The business's clock at `now`: the day (0 Sunday), the minute of the day, the zone's short name. */
function clockIn(week: OpenWeek, now: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: week.timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'))
  const at = Number(part('hour')) * 60 + Number(part('minute'))
  const hours = week.days[today]
  const open = Boolean(hours && at >= minutes(hours[0]) && at < minutes(hours[1]))
  return { today, at, open, closes: hours?.[1], zone: part('timeZoneName') }
}

/** While closed: how many days ahead the phones are next answered (0 today), and from when; null for a week with no hours. */
function nextOpen(week: OpenWeek, today: number, at: number): { ahead: number; day: number; opens: string } | null {
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = (today + ahead) % 7
    const next = week.days[day]
    if (!next || (ahead === 0 && at >= minutes(next[0]))) continue
    return { ahead, day, opens: next[0] }
  }
  return null
}

/**
 * The status at an instant, in words: "Open now · closes at 8 pm", "Closed · opens at 7 am",
 * "Closed · opens Sunday at 9 am". When the reader's clock shows another time than the business's
 * (a visitor away from home), the times name the business's zone: "closes at 8 pm EST".
 */
export function openStatus(week: OpenWeek, now: number): { open: boolean; text: string } {
  const { today, at, open, closes, zone: name } = clockIn(week, now)
  const local = new Date(now)
  const zone = local.getHours() * 60 + local.getMinutes() === at ? '' : ` ${name}`
  if (open) return { open: true, text: `Open now · closes at ${clock(closes!)}${zone}` }
  const next = nextOpen(week, today, at)
  if (!next) return { open: false, text: 'Closed' }
  return {
    open: false,
    text: `Closed · opens ${next.ahead === 0 ? '' : `${DAYS[next.day]} `}at ${clock(next.opens)}${zone}`,
  }
}

/**
 * When the phones are next answered, for a sentence like "expect our call Monday from 7 am": null
 * while they are answered now, else "today from 8 am", "tomorrow from 7 am" or "Monday from 7 am"
 * (in the business's zone), or null for a week with no hours at all.
 */
export function nextOpening(week: OpenWeek, now: number): string | null {
  const { today, at, open } = clockIn(week, now)
  const next = open ? null : nextOpen(week, today, at)
  if (!next) return null
  const day = next.ahead === 0 ? 'today' : next.ahead === 1 ? 'tomorrow' : DAYS[next.day]
  return `${day} from ${clock(next.opens)}`
}
