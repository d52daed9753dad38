import type { DayTotals, ReportPeriod, ReportRow, SiteReport, VitalReport } from '../../shared/admin-reports.ts'
import { todayIn } from '../../shared/dates.ts'
import type { Vital } from '../../shared/site-events.ts'
import type { Site } from '../../schemas/site.ts'
import type { DB } from '../db/database.ts'
import { eventCounts, leadTimes, vitalBuckets, type EventCount } from '../db/site-events.ts'
import { p75, ratingOf } from './vitals.ts'

const DAY_MS = 86_400_000

/** The business's days of the period, oldest first, ending today. */
function daysUpTo(now: number, days: number, timeZone: string): string[] {
  const list = new Set<string>()
  // Stepping back by 24 h from noon lands on each calendar day once, daylight-saving changes included.
  for (let back = 0; list.size < days; back++) list.add(todayIn(timeZone, now - back * DAY_MS))
  return [...list].reverse()
}

type Tally = Omit<ReportRow, 'key' | 'label' | 'conversion'>
const emptyTally = (): Tally => ({ visits: 0, calls: 0, formStarts: 0, formsSent: 0 })

/** Adds a count to a row: visits or views, as `visitsAre` says the row counts them. */
function add(tally: Tally, count: EventCount, visitsAre: 'visits' | 'views') {
  if (count.type === 'visit' || (count.type === 'view' && visitsAre === 'views')) tally.visits += count.count
  else if (count.type === 'call') tally.calls += count.count
  else if (count.type === 'form_start') tally.formStarts += count.count
  else if (count.type === 'form_submit') tally.formsSent += count.count
}

const conversionOf = (tally: Tally) => (tally.visits ? (tally.calls + tally.formsSent) / tally.visits : 0)

function rows(
  counts: EventCount[],
  keyOf: (count: EventCount) => string | null,
  visitsAre: 'visits' | 'views',
  labelOf: (key: string) => string = (key) => key,
): ReportRow[] {
  const byKey = new Map<string, Tally>()
  for (const count of counts) {
    const key = keyOf(count)
    if (key === null) continue
    let tally = byKey.get(key)
    if (!tally) byKey.set(key, (tally = emptyTally()))
    add(tally, count, visitsAre)
  }
  return [...byKey]
    .map(([key, tally]) => ({ key, label: labelOf(key), ...tally, conversion: conversionOf(tally) }))
    .sort(
      (a, b) => b.calls + b.formsSent - (a.calls + a.formsSent) || b.visits - a.visits || a.key.localeCompare(b.key),
    )
}

/** The Reports screen's figures for the last `days` days, today included. */
export function siteReport(db: DB, site: Site, now: number, days: ReportPeriod): SiteReport {
  const { timeZone } = site.business
  const period = daysUpTo(now, days, timeZone)
  const from = period[0]!
  const to = period.at(-1)!
  const counts = eventCounts(db, from, to)

  const daily = new Map<string, DayTotals>(period.map((day) => [day, { day, visits: 0, calls: 0, formsSent: 0 }]))
  const totals = emptyTally()
  let views = 0
  for (const count of counts) {
    add(totals, count, 'visits')
    if (count.type === 'visit' || count.type === 'view') views += count.count
    const day = daily.get(count.day)
    if (!day) continue
    if (count.type === 'visit') day.visits += count.count
    if (count.type === 'call') day.calls += count.count
    if (count.type === 'form_submit') day.formsSent += count.count
  }

  const cityNames = new Map(site.cities.map((city) => [city.path, city.name]))
  const pageName = (path: string) => {
    const city = cityNames.get(path)
    return city ? `${city} city page` : path === '/' ? 'Home page' : path
  }
  const leads = leadTimes(db, now - (days + 1) * DAY_MS).filter((at) => {
    const day = todayIn(timeZone, at)
    return day >= from && day <= to
  }).length

  return {
    days,
    from,
    to,
    totals: { ...totals, views, conversion: conversionOf(totals) },
    leads,
    daily: [...daily.values()],
    landingPages: rows(counts, (count) => count.landing, 'visits', pageName),
    cities: rows(
      counts,
      (count) => (cityNames.has(count.landing) ? count.landing : null),
      'visits',
      (key) => cityNames.get(key)!,
    ),
    sources: rows(counts, (count) => count.source, 'visits'),
    pages: rows(counts, (count) => count.path, 'views', pageName),
    vitals: vitalsReport(db, from, to),
  }
}

function vitalsReport(db: DB, from: string, to: string): VitalReport[] {
  const histograms = new Map<
    string,
    { template: string; metric: Vital; buckets: { bucket: number; count: number }[] }
  >()
  for (const row of vitalBuckets(db, from, to)) {
    const key = `${row.template}\u0000${row.metric}`
    let histogram = histograms.get(key)
    if (!histogram) histograms.set(key, (histogram = { template: row.template, metric: row.metric, buckets: [] }))
    histogram.buckets.push(row)
  }
  return [...histograms.values()].map(({ template, metric, buckets }) => {
    const value = p75(metric, buckets)!
    return {
      template,
      metric,
      p75: value,
      count: buckets.reduce((sum, each) => sum + each.count, 0),
      rating: ratingOf(metric, value),
    }
  })
}
