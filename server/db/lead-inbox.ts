import type { DB } from './database.ts'
import { SELECT, toLead, type LeadRow } from './lead-rows.ts'
import { whereOf, type Lead, type LeadFilter } from './leads.ts'

/**
 * Where the inbox's next page starts. The inbox lists urgent leads still new first, then every
 * other lead, each part newest first; a cursor names the part and the last lead shown, and the
 * moment the first page was read (`asOf`), so that a lead whose stage changes while someone pages
 * keeps the place it had: marking an urgent lead contacted does not make it appear a second time
 * further down, nor a lead slip past unseen.
 */
export interface InboxCursor {
  asOf: number
  /** The last lead shown was among the urgent leads still new. */
  urgentNew: boolean
  /** The id of the last lead shown. */
  after: number
}

/**
 * An urgent lead still new, as of a moment (the one parameter): one whose stage changed at or after
 * it counts as new still, as it was when the first page was read. Spam is never put first. (An
 * urgent lead already past new whose stage changes again while someone pages counts as new too:
 * the database keeps no older stage to tell.)
 */
const URGENT_NEW = `(l.urgent = 1 AND l.status != 'spam' AND (l.stage = 'new' OR coalesce(l.stage_changed_at, 0) >= ?))`

/**
 * One page of the inbox: urgent leads still new first, then the rest, each newest first, after
 * `cursor` (null for the first page, read as of `now`). `next` is the following page's cursor, null
 * on the last page. Leads stored while someone pages never shift the pages: a new urgent lead
 * waits for the next first page, any other shows among the rest if the pages have not passed them.
 */
export function pageInbox(
  db: DB,
  filter: LeadFilter,
  cursor: InboxCursor | null,
  limit: number,
  now: number,
): { leads: Lead[]; next: InboxCursor | null } {
  const asOf = cursor?.asOf ?? now
  const where = whereOf(filter, 'l.')
  const part = (urgentNew: boolean, after: number | null, count: number) =>
    (
      db
        .prepare(
          `${SELECT} WHERE ${where.sql} AND ${urgentNew ? '' : 'NOT '}${URGENT_NEW} AND l.id < ? ORDER BY l.id DESC LIMIT ?`,
        )
        .all(...where.params, asOf, after ?? Number.MAX_SAFE_INTEGER, count) as LeadRow[]
    ).map((row) => ({ lead: toLead(row), urgentNew }))

  const rows = !cursor || cursor.urgentNew ? part(true, cursor?.after ?? null, limit + 1) : []
  if (rows.length <= limit)
    rows.push(...part(false, cursor && !cursor.urgentNew ? cursor.after : null, limit + 1 - rows.length))
  const shown = rows.slice(0, limit)
  const last = shown[shown.length - 1]
  return {
    leads: shown.map((row) => row.lead),
    next: rows.length > limit && last ? { asOf, urgentNew: last.urgentNew, after: last.lead.id } : null,
  }
}
