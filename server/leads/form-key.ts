import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { LeadKind } from '../../shared/forms.ts'
import type { DB } from '../db/database.ts'
import { formKeyStored } from '../db/leads.ts'

/** How long a post identical to a stored one, from the same address, is taken for a repeat of it: at least this, under twice. */
export const REPEAT_WINDOW_MS = 10 * 60_000

/** A key the browser made: what `crypto.randomUUID()` (or its fallback in components/useLeadForm.ts) gives, or any such token. */
const BROWSER_KEY = /^[\w-]{8,64}$/

export interface KeyedPost {
  kind: LeadKind
  /** The posted `formKey`, as sent. */
  posted: unknown
  /** The lead's validated fields. */
  fields: Record<string, string>
  ip: string | null
  now: number
}

/**
 * The form key of a lead post: the lead's idempotency key (one lead per key: a repeat changes
 * nothing, a repeat with other fields corrects the lead, db/leads.ts insertLead), and what
 * `/thank-you?request=` names.
 *
 * Pages with a lead form are the same for every visitor, so a CDN or the browser may keep them
 * (routes/pages.ts): no key can be written into the page, or two visitors served one cached copy
 * would share it, and the second visitor's lead would be taken for a repeat of the first, dropped
 * or even written over it. So the page's form carries an empty key, and:
 * - With JavaScript, the browser makes the key (`crypto.randomUUID()`): the page's script for each
 *   form as the page starts (renderer/page-behaviour.ts keyLeadForms), the form itself when it
 *   wakes, and again after its lead is stored (components/useLeadForm.ts).
 *   A double click, or the same form sent again after its answer was lost, carries the same key:
 *   one lead, corrected if a field changed.
 * - Without JavaScript the post has no key, and the server derives one from the submission
 *   itself: a hash of the form, its normalised fields, the sender's address group and a ten-minute
 *   period. A double submit, or a refresh that posts again, sends the same fields from the same
 *   address within minutes: the same key, one lead. A second, different request from the same
 *   house (a typo, then another form) has other fields: another key, a lead of its own, never
 *   merged into the first. The previous period's key is taken when a lead is stored under it, so
 *   a repeat just after the turn of a period is still caught.
 * The threat of a shared page is also handled in the browser: a page the back/forward cache gives
 * back after its form was sent gets a new key there, so what is sent from it is another lead.
 * Derived keys contain a dot, which a posted key may not: nobody can claim one and correct a lead
 * they only know the fields of.
 */
export function leadFormKey(db: DB, post: KeyedPost): string {
  const posted = typeof post.posted === 'string' ? post.posted : ''
  if (BROWSER_KEY.test(posted)) return posted
  const period = Math.floor(post.now / REPEAT_WINDOW_MS)
  const previous = derivedKey(post, period - 1)
  return formKeyStored(db, previous) ? previous : derivedKey(post, period)
}

function derivedKey({ kind, fields, ip }: KeyedPost, period: number): string {
  const normalised = Object.entries(fields)
    .map(([name, value]) => [name, value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
  const hash = createHash('sha256')
    .update(JSON.stringify([kind, addressGroup(ip), period, normalised]))
    .digest('base64url')
  return `post.${hash.slice(0, 40)}`
}

/**
 * The sender's address as a household has it: an IPv4 address whole; an IPv6 address by its /64
 * network, as one home's devices pick new addresses within it.
 */
export function addressGroup(ip: string | null): string {
  if (!ip) return ''
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (v4) return v4
  if (!isIPv6(ip)) return ip
  return expandIPv6(ip).slice(0, 4).join(':')
}

/** The eight groups of an IPv6 address, zeros filled in where `::` left them out. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::')
  const part = (s: string) => (s ? s.split(':') : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const middle = Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}
