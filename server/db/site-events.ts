import type { EventType, Vital } from '../../shared/site-events.ts'
import type { DB } from './database.ts'

/** One event, as stored (server/measure/site-events.ts makes it from a beacon). */
export interface StoredEvent {
  at: number
  day: string
  type: EventType
  path: string
  landing: string
  source: string
}

/** One Core Web Vitals value of a page, counted in its histogram bucket. */
export interface StoredVital {
  day: string
  template: string
  metric: Vital
  bucket: number
}

/** Events and vitals in one transaction: a batch is kept whole or not at all. */
export function insertSiteEvents(db: DB, events: StoredEvent[], vitals: StoredVital[]) {
  const event = db.prepare(
    'INSERT INTO site_events (at, day, type, path, landing, source) VALUES (@at, @day, @type, @path, @landing, @source)',
  )
  const vital = db.prepare(
    `INSERT INTO site_vitals (day, template, metric, bucket, count) VALUES (@day, @template, @metric, @bucket, 1)
     ON CONFLICT (day, template, metric, bucket) DO UPDATE SET count = count + 1`,
  )
  db.transaction(() => {
    for (const each of events) event.run(each)
    for (const each of vitals) vital.run(each)
  })()
}

/**
 * Rolls the raw events of days before `day` into daily counts and deletes them, and forgets counts
 * older than `keepFrom`. Run again, it adds nothing: the raw events it counted are gone.
 */
export function rollUpSiteEvents(db: DB, day: string, keepFrom: string) {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO site_event_days (day, type, path, landing, source, count)
       SELECT day, type, path, landing, source, count(*) FROM site_events WHERE day < ?
       GROUP BY day, type, path, landing, source
       ON CONFLICT (day, type, path, landing, source) DO UPDATE SET count = count + excluded.count`,
    ).run(day)
    db.prepare('DELETE FROM site_events WHERE day < ?').run(day)
    db.prepare('DELETE FROM site_event_days WHERE day < ?').run(keepFrom)
    db.prepare('DELETE FROM site_vitals WHERE day < ?').run(keepFrom)
  })()
}

/** Counts of one day, type, page, first page and source. */
export interface EventCount {
  day: string
  type: EventType
  path: string
  landing: string
  source: string
  count: number
}

/** Every count from `from` to `to` (days, inclusive): the rolled-up days and the raw events not yet rolled up. */
export function eventCounts(db: DB, from: string, to: string): EventCount[] {
  return db
    .prepare(
      `SELECT day, type, path, landing, source, sum(count) AS count FROM (
         SELECT day, type, path, landing, source, count FROM site_event_days WHERE day BETWEEN @from AND @to
         UNION ALL
         SELECT day, type, path, landing, source, 1 FROM site_events WHERE day BETWEEN @from AND @to
       ) GROUP BY day, type, path, landing, source`,
    )
    .all({ from, to }) as EventCount[]
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
