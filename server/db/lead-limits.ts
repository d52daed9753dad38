import type { DB } from './database.ts'

/** What one address has sent lately, as the per-address limit weighs it (server/leads/address-limit.ts). */
export interface AddressLeads {
  /** Leads stored as ordinary leads (not held back) after `recentSince`. */
  ordinary: number
  /** Every lead stored after `recentSince`, held ones included. */
  recent: number
  /** Leads held back (as spam or for review) after `heldSince`. */
  held: number
  /** When the oldest of those held leads came in; null when there is none. */
  firstHeldAt: number | null
}

/**
 * Counts the leads of a group of addresses (server/auth/address-group.ts: an IPv6 /64 as one) from
 * the database, so a restart forgets nothing and the count is the leads themselves. Only stored
 * leads are counted: a form sent back to be corrected, or refused, leaves nothing here.
 */
export function addressLeads(db: DB, ipGroup: string | null, recentSince: number, heldSince: number): AddressLeads {
  return db
    .prepare(
      `SELECT
        coalesce(sum(created_at > :recent AND status NOT IN ('spam', 'held')), 0) AS ordinary,
        coalesce(sum(created_at > :recent), 0) AS recent,
        coalesce(sum(created_at > :held AND status IN ('spam', 'held')), 0) AS held,
        min(CASE WHEN created_at > :held AND status IN ('spam', 'held') THEN created_at END) AS firstHeldAt
      FROM leads WHERE ip_group IS :ipGroup AND created_at > min(:recent, :held)`,
    )
    .get({ ipGroup, recent: recentSince, held: heldSince }) as AddressLeads
}
