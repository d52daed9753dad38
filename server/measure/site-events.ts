import { z } from 'zod'
import { todayIn } from '../../shared/dates.ts'
import { BEACON_TYPES, visitSource, type EventType, type Vital } from '../../shared/site-events.ts'
import { VITALS } from '../../shared/web-vitals.ts'
import type { DB } from '../db/database.ts'
import { insertSiteEvents, rollUpSiteEvents, type StoredEvent, type StoredVital } from '../db/site-events.ts'
import type { Logger } from '../log.ts'
import { templateOf } from './templates.ts'
import { bucketOf } from './vitals.ts'

/** Events waiting to be written at most: past it (a flood), new ones are dropped, never a lead. */
const MAX_WAITING = 20_000
/** How long an event waits to be written with others: one transaction, one disk sync, per batch. */
const BATCH_MS = 1000
/** Daily counts and vitals older than this are forgotten. */
const KEEP_DAYS = 400

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

/**
 * The site's visit counts: beacons are taken at once and written a batch a second, in one
 * transaction each, so a flood of them costs the lead forms beside them one disk sync a second. A
 * batch not yet written when the process is killed is lost; leads are never in it. Each new day
 * (in the business's time zone) the raw events of earlier days are rolled up into daily counts.
 */
export class SiteEvents {
  private events: StoredEvent[] = []
  private vitals: StoredVital[] = []
  private timer: NodeJS.Timeout | null = null
  private rolledUpTo = ''
  private dropped = 0

  constructor(
    private readonly db: DB,
    private readonly now: () => number,
    private readonly timeZone: () => string,
    private readonly siteHost: string,
    private readonly log: Logger,
  ) {}

  record(beacon: ParsedBeacon | CountedEvent) {
    if (this.events.length + this.vitals.length >= MAX_WAITING) {
      this.dropped++
      return
    }
    const at = this.now()
    const day = todayIn(this.timeZone(), at)
    if (beacon.type) {
      const landing = beacon.landing.split(/[?#]/)[0]!.slice(0, 300)
      const source = visitSource(beacon.landing, beacon.referrer, this.siteHost)
      this.events.push({ at, day, type: beacon.type, path: beacon.path, landing, source })
    }
    for (const [metric, value] of Object.entries(beacon.vitals ?? {}) as [Vital, number | undefined][])
      if (value !== undefined)
        this.vitals.push({ day, template: templateOf(beacon.path), metric, bucket: bucketOf(metric, value) })
    this.timer ??= setTimeout(() => this.flush(), BATCH_MS).unref()
  }

  /** Writes what waits, and rolls up the days before today if not yet done today. */
  flush() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const events = this.events
    const vitals = this.vitals
    this.events = []
    this.vitals = []
    try {
      if (events.length || vitals.length) insertSiteEvents(this.db, events, vitals)
      const today = todayIn(this.timeZone(), this.now())
      if (today !== this.rolledUpTo) {
        rollUpSiteEvents(this.db, today, todayIn(this.timeZone(), this.now() - KEEP_DAYS * 86_400_000))
        this.rolledUpTo = today
      }
    } catch (error) {
      // Counts are not worth a crash: the batch is lost and said so.
      this.log({
        level: 'error',
        msg: 'visit counts could not be written',
        events: events.length,
        error: String(error),
      })
    }
    if (this.dropped) {
      this.log({ level: 'warn', msg: 'visit counts dropped: too many beacons at once', dropped: this.dropped })
      this.dropped = 0
    }
  }

  /** Writes what waits; the server calls it as it stops. */
  stop() {
    this.flush()
  }
}
