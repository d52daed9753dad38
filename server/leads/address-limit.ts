import { addressLeads } from '../db/lead-limits.ts'
import type { DB } from '../db/database.ts'

const TEN_MINUTES = 10 * 60_000
const DAY = 24 * 60 * 60_000

/**
 * Leads held for review from one address in 24 hours before more are refused: far more than a
 * household sends (a few requests, a mistake or two corrected), few enough that a flood stores a
 * bounded number of rows. Leads held as spam count toward it too.
 */
export const HELD_PER_DAY = 20

export interface LeadLimits {
  /** Ordinary leads from one address in ten minutes (LEADS_PER_TEN_MINUTES); more are held for review. */
  perTenMinutes: number
  /** Leads held (for review or as spam) from one address in 24 hours; more are refused. */
  heldPerDay: number
}

/** What happens to a new lead from an address: stored as usual, held for review (and why), or refused. */
export type Admission =
  { verdict: 'accepted' } | { verdict: 'held'; reason: string } | { verdict: 'refused'; retryAfterMs: number }

/**
 * Weighs a new lead against what its address's group has sent (`ipGroup`, addressGroup of
 * server/auth/address-group.ts: an IPv6 /64 counts as one address), so a client cannot pass the
 * limit by rotating through its block (a repeat of a stored form is not new, and never reaches here). Nobody is turned away for the limit itself: past it, a lead is stored and
 * held for the owner to release. Only past the daily cap of held leads is one refused. A lead that
 * looks like spam is held as spam whatever the count, within the same cap.
 */
export function admitLead(db: DB, limits: LeadLimits, ipGroup: string | null, spam: boolean, now: number): Admission {
  const sent = addressLeads(db, ipGroup, now - TEN_MINUTES, now - DAY)
  const overLimit = !spam && sent.ordinary >= limits.perTenMinutes
  if ((spam || overLimit) && sent.held >= limits.heldPerDay)
    return { verdict: 'refused', retryAfterMs: Math.max(1000, (sent.firstHeldAt ?? now) + DAY - now) }
  if (overLimit)
    return { verdict: 'held', reason: `the ${ordinal(sent.recent + 1)} request from one address in 10 minutes` }
  return { verdict: 'accepted' }
}

function ordinal(n: number): string {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}
