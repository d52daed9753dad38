import type { EventType, Vital } from '../../shared/site-events.ts'
import type { DB } from './database.ts'

/** How many events of one day, type, page, first page and source (server/measure/site-events.ts counts them). */
export interface EventCount {
  day: string
  type: EventType
  path: string
  landing: string
  source: string
  count: number
}

/** How many Core Web Vitals values of one day, template and metric fell in one histogram bucket. */
export interface VitalCount {
  day: string
  template: string
  metric: Vital
  bucket: number
  count: number
}

/** Adds counts to the days' counts, in one transaction: a batch is kept whole or not at all. */
export function addSiteEventCounts(db: DB, events: EventCount[], vitals: VitalCount[]) {
  const event = db.prepare(
    `INSERT INTO site_event_days (day, type, path, landing, source, count) VALUES (@day, @type, @path, @landing, @source, @count)
     ON CONFLICT (day, type, path, landing, source) DO UPDATE SET count = count + excluded.count`,
  )
  const vital = db.prepare(
    `INSERT INTO site_vitals (day, template, metric, bucket, count) VALUES (@day, @template, @metric, @bucket, @count)
     ON CONFLICT (day, template, metric, bucket) DO UPDATE SET count = count + excluded.count`,
  )
  db.transaction(() => {
    for (const each of events) event.run(each)
    for (const each of vitals) vital.run(each)
  })()
}

/** Forgets counts and vitals of days before `keepFrom`. */
export function forgetSiteEventsBefore(db: DB, keepFrom: string) {
  db.transaction(() => {
    db.prepare('DELETE FROM site_event_days WHERE day < ?').run(keepFrom)
    db.prepare('DELETE FROM site_vitals WHERE day < ?').run(keepFrom)
  })()
}

/** The rows (and so the pages, first pages and sources) a day's counts already name: what its limits start from after a restart. */
export function countedKeys(db: DB, day: string): Omit<EventCount, 'day' | 'count'>[] {
  return db.prepare('SELECT type, path, landing, source FROM site_event_days WHERE day = ?').all(day) as Omit<
    EventCount,
    'day' | 'count'
  >[]
}

/** A count summed over the days of a period, for one key (a page, first page or source) and type. */
export interface KeyCount {
  key: string
  type: EventType
  count: number
}

/**
 * The counts from `from` to `to` (days, inclusive), summed four ways: by day, by page, by first page
 * and by source. Each is as long as the keys the days' limits let in, never one row per event.
 */
export function eventTotals(db: DB, from: string, to: string) {
  const by = (column: 'path' | 'landing' | 'source') =>
    db
      .prepare(
        `SELECT ${column} AS key, type, sum(count) AS count FROM site_event_days
         WHERE day BETWEEN ? AND ? GROUP BY ${column}, type`,
      )
      .all(from, to) as KeyCount[]
  return {
    daily: db
      .prepare(
        'SELECT day, type, sum(count) AS count FROM site_event_days WHERE day BETWEEN ? AND ? GROUP BY day, type',
      )
      .all(from, to) as { day: string; type: EventType; count: number }[],
    paths: by('path'),
    landings: by('landing'),
    sources: by('source'),
  }
}

/** The vitals histograms from `from` to `to`, summed over the days. */
export function vitalBuckets(
  db: DB,
  from: string,
  to: string,
): { template: string; metric: Vital; bucket: number; count: number }[] {
  return db
    .prepare(
      `SELECT template, metric, bucket, sum(count) AS count FROM site_vitals WHERE day BETWEEN ? AND ?
       GROUP BY template, metric, bucket ORDER BY template, metric, bucket`,
    )
    .all(from, to) as { template: string; metric: Vital; bucket: number; count: number }[]
}

/** When each lead received from `since` (ms) on was stored, spam and held ones left out. */
export function leadTimes(db: DB, since: number): number[] {
  return db
    .prepare("SELECT created_at FROM leads WHERE created_at >= ? AND status NOT IN ('spam', 'held')")
    .pluck()
    .all(since) as number[]
}
