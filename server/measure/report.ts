import {
  OTHER,
  REPORT_ROWS,
  type DayTotals,
  type ReportPeriod,
  type ReportRow,
  type SiteReport,
  type VitalReport,
} from '../../shared/admin-reports.ts'
import { todayIn } from '../../shared/dates.ts'
import type { EventType, Vital } from '../../shared/site-events.ts'
import type { Site } from '../../schemas/site.ts'
import type { DB } from '../db/database.ts'
import { eventTotals, leadTimes, vitalBuckets, type KeyCount } from '../db/site-events.ts'
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
function add(tally: Tally, count: { type: EventType; count: number }, visitsAre: 'visits' | 'views') {
  if (count.type === 'visit' || (count.type === 'view' && visitsAre === 'views')) tally.visits += count.count
  else if (count.type === 'call') tally.calls += count.count
  else if (count.type === 'form_start') tally.formStarts += count.count
  else if (count.type === 'form_submit') tally.formsSent += count.count
}

const conversionOf = (tally: Tally) => (tally.visits ? (tally.calls + tally.formsSent) / tally.visits : 0)

/**
 * One table of the report: a row per key, those that bring most calls and leads first, at most
 * REPORT_ROWS of them; the rest, and what the days' limits counted under OTHER, in one last row.
 */
function rows(
  counts: KeyCount[],
  visitsAre: 'visits' | 'views',
  labels: { of: (key: string) => string; other: string },
  keep: (key: string) => boolean = () => true,
): ReportRow[] {
  const byKey = new Map<string, Tally>()
  for (const count of counts) {
    if (!keep(count.key)) continue
    let tally = byKey.get(count.key)
    if (!tally) byKey.set(count.key, (tally = emptyTally()))
    add(tally, count, visitsAre)
  }
  const row = (key: string, label: string, tally: Tally): ReportRow => ({
    key,
    label,
    ...tally,
    conversion: conversionOf(tally),
  })
  const ranked = [...byKey]
    .filter(([key]) => key !== OTHER)
    .map(([key, tally]) => row(key, labels.of(key), tally))
    .sort(
      (a, b) => b.calls + b.formsSent - (a.calls + a.formsSent) || b.visits - a.visits || a.key.localeCompare(b.key),
    )
  const rest = ranked.slice(REPORT_ROWS)
  const other = byKey.get(OTHER) ?? emptyTally()
  if (!rest.length && !byKey.has(OTHER)) return ranked
  for (const each of rest)
    for (const field of ['visits', 'calls', 'formStarts', 'formsSent'] as const) other[field] += each[field]
  return [...ranked.slice(0, REPORT_ROWS), row(OTHER, labels.other, other)]
}

/**
 * The Reports screen's figures for the last `days` days, today included: read from the days'
 * counts, summed in the database, and at most REPORT_ROWS rows a table, whatever was sent.
 */
export function siteReport(db: DB, site: Site, now: number, days: ReportPeriod): SiteReport {
  const { timeZone } = site.business
  const period = daysUpTo(now, days, timeZone)
  const from = period[0]!
  const to = period.at(-1)!
  const counts = eventTotals(db, from, to)

  const daily = new Map<string, DayTotals>(period.map((day) => [day, { day, visits: 0, calls: 0, formsSent: 0 }]))
  const totals = emptyTally()
  let views = 0
  for (const count of counts.daily) {
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
  const pageLabels = { of: pageName, other: 'Other pages' }
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
    landingPages: rows(counts.landings, 'visits', pageLabels),
    cities: rows(counts.landings, 'visits', { of: (key) => cityNames.get(key)!, other: 'Other cities' }, (key) =>
      cityNames.has(key),
    ),
    sources: rows(counts.sources, 'visits', { of: (key) => key, other: 'Other sources' }),
    pages: rows(counts.paths, 'views', pageLabels),
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
