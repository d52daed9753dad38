import { z } from 'zod'
import type { Site } from '../../schemas/site.ts'
import { todayIn } from '../../shared/dates.ts'
import { OTHER } from '../../shared/admin-reports.ts'
import { BEACON_TYPES, visitSource, type EventType, type Vital } from '../../shared/site-events.ts'
import { VITALS } from '../../shared/web-vitals.ts'
import type { DB } from '../db/database.ts'
import {
  addSiteEventCounts,
  countedKeys,
  forgetSiteEventsBefore,
  type EventCount,
  type VitalCount,
} from '../db/site-events.ts'
import type { Logger } from '../log.ts'
import { BEACONS_PER_MINUTE, BeaconRate } from './beacon-rate.ts'
import { OTHER_TEMPLATE, siteTemplates, templateOf } from './templates.ts'
import { bucketOf } from './vitals.ts'

/** Daily counts and vitals older than this are forgotten. */
const KEEP_DAYS = 400
/** How long a count waits to be written with others: one transaction, one disk sync, per batch. */
const BATCH_MS = 1000

/**
 * What one day's counts may name: pages, first pages and sources, and rows (a type, page, first
 * page and source together). Past a limit a beacon is still counted, under OTHER. A real day of a
 * site of a few hundred pages stays far within them; a flood of made-up paths fills them and no more,
 * so the table holds at most DAY_LIMITS.rows (and five OTHER rows) a day.
 */
export const DAY_LIMITS = { paths: 500, landings: 500, sources: 100, rows: 5_000 }

/** A page of this site, as a beacon names it: a path, with no query, and not the staff's own pages. */
export const SitePath = z
  .string()
  .max(300, 'must be at most 300 characters')
  .regex(/^\/[^?#\s]*$/, 'must be a path on this site, such as /contact')
  .refine((path) => !/^\/(admin|auth|api)(\/|$)/.test(path), 'must be a page of the public site')

export const BeaconSchema = z.strictObject({
  path: SitePath,
  landing: z.string().max(500, 'must be at most 500 characters').regex(/^\//, 'must be a path on this site'),
  referrer: z.string().max(253, 'must be a host name of at most 253 characters'),
  type: z.enum(BEACON_TYPES, { message: `must be one of ${BEACON_TYPES.join(', ')}` }).optional(),
  vitals: z
    .strictObject(
      Object.fromEntries(
        Object.keys(VITALS).map((name) => [
          name,
          z.number({ message: 'must be a number' }).min(0, 'must not be negative').max(600_000).optional(),
        ]),
      ) as Record<Vital, z.ZodOptional<z.ZodNumber>>,
    )
    .optional(),
})
export type ParsedBeacon = z.output<typeof BeaconSchema>
/** An event the server itself counts (a form sent: routes/leads.ts), named as a beacon would name it. */
export interface CountedEvent {
  path: string
  landing: string
  referrer: string
  type: EventType
  vitals?: undefined
}

/** Keys of one kind a day may name: those already named, and new ones while fewer than `limit`. */
class KeyLimit {
  readonly keys = new Set<string>()
  constructor(private readonly limit: number) {}
  /** The key itself if it is kept, else OTHER. */
  admit(key: string): string {
    if (this.keys.has(key)) return key
    if (this.keys.size >= this.limit) return OTHER
    this.keys.add(key)
    return key
  }
}

interface DayKeys {
  day: string
  paths: KeyLimit
  landings: KeyLimit
  sources: KeyLimit
  rows: KeyLimit
}

const rowKey = (type: string, path: string, landing: string, source: string) =>
  `${type}\u0000${path}\u0000${landing}\u0000${source}`

/**
 * The site's visit counts: beacons are counted in memory and the counts written a batch a second, in
 * one transaction each, so a flood of them costs the lead forms beside them one disk sync a second,
 * and adds to counts rather than rows (a day holds at most DAY_LIMITS.rows). A batch not yet written
 * when the process is killed is lost; leads are never in it. Beacons past one address's rate
 * (server/measure/beacon-rate.ts) are not counted.
 */
export class SiteEvents {
  private events = new Map<string, EventCount>()
  private vitals = new Map<string, VitalCount>()
  private timer: NodeJS.Timeout | null = null
  private forgottenUpTo = ''
  private today: DayKeys | null = null
  private templates: { routes: Site['routes']; names: Set<string> } | null = null
  private readonly rate: BeaconRate

  constructor(
    private readonly db: DB,
    private readonly now: () => number,
    private readonly site: () => Pick<Site, 'business' | 'routes'>,
    private readonly siteHost: string,
    private readonly log: Logger,
  ) {
    this.rate = new BeaconRate(now)
  }

  /** Whether a beacon from this client address is counted (its rate); the caller drops one that is not, unread. */
  admits(ip: string | undefined): boolean {
    if (this.rate.admits(ip)) return true
    this.schedule()
    return false
  }

  record(beacon: ParsedBeacon | CountedEvent) {
    const day = todayIn(this.site().business.timeZone, this.now())
    const keys = this.keysOf(day)
    if (beacon.type) {
      let path = keys.paths.admit(beacon.path)
      let landing = keys.landings.admit(beacon.landing.split(/[?#]/)[0]!.slice(0, 300))
      let source = keys.sources.admit(visitSource(beacon.landing, beacon.referrer, this.siteHost))
      if (keys.rows.admit(rowKey(beacon.type, path, landing, source)) === OTHER) {
        ;[path, landing, source] = [OTHER, OTHER, OTHER]
        keys.rows.keys.add(rowKey(beacon.type, OTHER, OTHER, OTHER))
      }
      const key = `${day}\u0000${rowKey(beacon.type, path, landing, source)}`
      const count = this.events.get(key)
      if (count) count.count++
      else this.events.set(key, { day, type: beacon.type, path, landing, source, count: 1 })
    }
    const template = this.templateOf(beacon.path)
    for (const [metric, value] of Object.entries(beacon.vitals ?? {}) as [Vital, number | undefined][]) {
      if (value === undefined) continue
      const bucket = bucketOf(metric, value)
      const key = `${day}\u0000${template}\u0000${metric}\u0000${bucket}`
      const count = this.vitals.get(key)
      if (count) count.count++
      else this.vitals.set(key, { day, template, metric, bucket, count: 1 })
    }
    this.schedule()
  }

  /** Writes what waits, and forgets old days if not yet done today. */
  flush() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const events = [...this.events.values()]
    const vitals = [...this.vitals.values()]
    this.events.clear()
    this.vitals.clear()
    try {
      if (events.length || vitals.length) addSiteEventCounts(this.db, events, vitals)
      const today = todayIn(this.site().business.timeZone, this.now())
      if (today !== this.forgottenUpTo) {
        forgetSiteEventsBefore(this.db, todayIn(this.site().business.timeZone, this.now() - KEEP_DAYS * 86_400_000))
        this.forgottenUpTo = today
      }
    } catch (error) {
      // Counts are not worth a crash: the batch is lost and said so.
      this.log({
        level: 'error',
        msg: 'visit counts could not be written',
        events: events.reduce((sum, each) => sum + each.count, 0),
        error: String(error),
      })
    }
    const refused = this.rate.takeRefused()
    if (refused)
      this.log({
        level: 'warn',
        msg: "visit counts: beacons over one address's rate not counted",
        refused,
        perMinute: BEACONS_PER_MINUTE,
      })
  }

  /** Writes what waits; the server calls it as it stops. */
  stop() {
    this.flush()
  }

  private schedule() {
    this.timer ??= setTimeout(() => this.flush(), BATCH_MS).unref()
  }

  /** The day's limits, starting after a restart from the keys its counts already name. */
  private keysOf(day: string): DayKeys {
    if (this.today?.day === day) return this.today
    const today: DayKeys = {
      day,
      paths: new KeyLimit(DAY_LIMITS.paths),
      landings: new KeyLimit(DAY_LIMITS.landings),
      sources: new KeyLimit(DAY_LIMITS.sources),
      rows: new KeyLimit(DAY_LIMITS.rows),
    }
    for (const { type, path, landing, source } of countedKeys(this.db, day)) {
      today.paths.keys.add(path)
      today.landings.keys.add(landing)
      today.sources.keys.add(source)
      today.rows.keys.add(rowKey(type, path, landing, source))
    }
    this.today = today
    return today
  }

  /**
   * The template a page's speed is counted for: one of the site's own (its routes' and the blog's),
   * else "Other pages", so made-up paths add no histograms.
   */
  private templateOf(path: string): string {
    const { routes } = this.site()
    if (this.templates?.routes !== routes)
      this.templates = { routes, names: siteTemplates(routes.map((route) => route.path)) }
    const template = templateOf(path)
    return this.templates.names.has(template) ? template : OTHER_TEMPLATE
  }
}
