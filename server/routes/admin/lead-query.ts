import { z } from 'zod'
import { businessClock, instantAt } from '../../../shared/business-time.ts'
import type { InboxCursor } from '../../db/lead-inbox.ts'
import { LEAD_STAGES } from '../../../shared/admin-leads.ts'
import type { LeadFilter } from '../../db/leads.ts'
import { HttpError, parseInput } from '../../http-errors.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** An inbox cursor as the list's `next` gives it (cursorText); a bare lead id pages in date order. */
const CURSOR = /^(u?)([1-9]\d{0,15})(?:\.(\d{1,16}))?$/

const day = z
  .string()
  .regex(DAY, 'must be a date like 2026-11-21')
  .refine((date) => {
    const time = Date.parse(`${date}T12:00:00Z`)
    return !DAY.test(date) || (!Number.isNaN(time) && new Date(time).toISOString().startsWith(date))
  }, 'must be a real date')

/** The filter of the inbox list and of its CSV export: the same query answers both. */
const LeadQuery = z.object({
  stage: z.enum(LEAD_STAGES, { message: `must be one of ${LEAD_STAGES.join(', ')}` }).optional(),
  status: z
    .enum(['pending', 'delivered', 'failed', 'spam', 'held', 'stored'], {
      message: 'must be one of pending, delivered, failed, spam, held, stored',
    })
    .optional(),
  form: z.enum(['contact', 'booking'], { message: 'must be contact or booking' }).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string({ message: 'must be one search' }).max(200, 'must be at most 200 characters').optional(),
  urgent: z.literal('1', { message: 'must be 1 (urgent leads only) or left out' }).optional(),
  before: z
    .string({ message: 'must be the next of the page before' })
    .regex(CURSOR, 'must be the next of the page before')
    .optional(),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 200')
    .max(200, 'must be 1 to 200')
    .default(50),
})
export type LeadQuery = z.output<typeof LeadQuery>

/** The query string of a list or export, empty values read as absent; a bad one is a 400 naming its field. */
export function parseLeadQuery(query: unknown): LeadQuery {
  const given = Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''))
  const parsed = parseInput(LeadQuery, given)
  if (parsed.from && parsed.to && parsed.to < parsed.from) throw new HttpError(400, 'to: must not be before from')
  return parsed
}

/**
 * The database filter of a query. Leads held as spam are left out unless the status asks for them;
 * from and to are whole days in the business's time zone, both included.
 */
export function leadFilter(query: LeadQuery, timeZone: string): LeadFilter {
  return {
    status: query.status,
    kind: query.form,
    stage: query.stage,
    hideSpam: true,
    from: query.from ? dayStart(query.from, timeZone) : undefined,
    until: query.to ? dayStart(nextDay(query.to), timeZone) : undefined,
    words: searchWords(query.q ?? ''),
    urgent: query.urgent === '1',
  }
}

/**
 * The inbox cursor a query's `before` names: "u42.1764170000000" is after lead 42 among the urgent
 * leads still new, of a list first read at that moment (ms); "42.…" after lead 42 among the rest; a
 * bare "42" after lead 42 in date order, read as of now.
 */
export function inboxCursor(query: LeadQuery, now: number): InboxCursor | null {
  const match = CURSOR.exec(query.before ?? '')
  if (!match) return null
  return { urgentNew: match[1] === 'u', after: Number(match[2]), asOf: match[3] ? Number(match[3]) : now }
}

/** The text of an inbox cursor, for the list's `next`. */
export const cursorText = (cursor: InboxCursor) => `${cursor.urgentNew ? 'u' : ''}${cursor.after}.${cursor.asOf}`

/**
 * A search as typed, in the form of the stored search text (migration 003): a phone number as its
 * digits, so "7275550100" finds "(727) 555-0100"; else words, lowercased, without periods or
 * apostrophes, hyphens as spaces. Every word must match.
 */
export function searchWords(query: string): string[] {
  const text = query.trim()
  const digits = text.replace(/\D/g, '')
  if (/^[\d()+.\-\s]+$/.test(text) && digits.length >= 3) return [digits]
  return text.toLowerCase().replace(/[.'’]/g, '').replace(/-/g, ' ').split(/\s+/).filter(Boolean)
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** The instant a day (YYYY-MM-DD) begins in a time zone. */
export function dayStart(date: string, timeZone: string): number {
  return instantAt(`${date}T00:00`, timeZone)
}

/** An instant as the business's clock shows it, ISO style without the offset: 2026-11-21 07:05. */
export function localTime(instant: number, timeZone: string): string {
  return businessClock(instant, timeZone).replace('T', ' ')
}
