import { SHARED_PAGE } from '../../shared/forms.ts'

/** A person takes longer than this to fill in a form; on its own, a faster post is still a lead (autofill is fast). */
export const MIN_FILL_MS = 3_000
/** A lead whose fields hold more addresses than this looks like link spam. */
const MAX_LINKS = 1

export interface SpamInput {
  /** The posted body, as sent (meta fields included). */
  body: Record<string, unknown>
  /** The validated fields of the lead. */
  fields: Record<string, string>
  userAgent: string | undefined
  acceptLanguage: string | undefined
  now: number
}

/**
 * Whether a lead is held as spam, and why. The honeypot field, which people never see, is enough
 * on its own. Every other sign is something a real person can produce (autofill sends a form in
 * under a second; a privacy tool strips headers), so a lead is held only when two of them come
 * together. A lead held as spam is listed in the admin area, where "Not spam" sends it on.
 */
export function spamReason({ body, fields, userAgent, acceptLanguage, now }: SpamInput): string | null {
  if (typeof body.website === 'string' && body.website.trim()) return 'the hidden "website" field was filled in'
  const signs: string[] = []
  const elapsed = fillTime(body, now)
  if (elapsed === null) signs.push('not sent from a page of this site (no time the form was served)')
  else if (elapsed !== 'unknown' && elapsed < MIN_FILL_MS)
    signs.push(`sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the form opened`)
  const links =
    Object.values(fields)
      .join(' ')
      .match(/\bhttps?:\/\/|\bwww\./gi)?.length ?? 0
  if (links > MAX_LINKS) signs.push(`${links} web addresses in the message`)
  if (!userAgent?.trim() || !acceptLanguage?.trim()) signs.push('sent without the headers every browser sends')
  return signs.length >= 2 ? signs.join('; ') : null
}

/**
 * How long the form was open: with JavaScript the form reports it (`elapsed`); without, the time the
 * server wrote on a form it sent back (`servedAt`). 'unknown' for a plain post from a page every
 * visitor shares (SHARED_PAGE), which can carry no time of its own. Null when none of these is
 * there, or the time is in the future (not one this server wrote).
 */
function fillTime(body: Record<string, unknown>, now: number): number | 'unknown' | null {
  const elapsed = count(body.elapsed)
  if (elapsed !== null) return elapsed
  if (body.servedAt === SHARED_PAGE) return 'unknown'
  const servedAt = count(body.servedAt)
  if (servedAt === null || servedAt > now + 60_000) return null
  return now - servedAt
}

/** The time a form sent back to its visitor keeps: when it was first served, if this server stamped it, else now. */
export function keptServedAt(body: Record<string, unknown>, now: number): string {
  const servedAt = count(body.servedAt)
  return servedAt !== null && servedAt <= now && now - servedAt < 24 * 60 * 60_000 ? String(servedAt) : String(now)
}

/** A posted whole number (milliseconds); anything else, the unfilled placeholder included, is null. */
function count(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null
}
