import type { DB } from '../db/database.ts'
import {
  deleteFailureRun,
  pruneFailureRuns,
  readFailureRun,
  writeFailureRun,
  type FailureKind,
} from '../db/sign-in-failures.ts'
import { addressGroup } from './address-group.ts'

/**
 * Sign-in limits, kept in SQLite so a restart forgets nothing. Two counts, each a run of failures
 * that a wait follows once it passes its free failures, doubling with each further failure up to
 * a short cap (OWASP's Authentication Cheat Sheet: count per account, not only per address, and
 * lock for a while rather than for good; Lucia's throttling: a wait that grows after each failure
 * and is cleared by a correct password):
 *
 * - Per account, across all addresses: guessing one password from many addresses is slowed, then
 *   held to one guess per ACCOUNT_LOCK. A correct password is refused during a wait too, or the
 *   wait would protect nothing; the wait is short, so its owner is kept out for minutes, never
 *   for a day. Unknown usernames are counted alike, so the answers tell no one which exist.
 *   A correct password ends the account's run.
 * - Per client address group (addressGroup: IPv6 by /64, loopback as one): bounds guesses spread
 *   over many accounts. It delays attempts from that address for at most ADDRESS_LOCK and locks
 *   no account: a stranger behind the same NAT or proxy delays the owner by minutes at most.
 *   A correct password does not end it (else one known account would reset it for the rest).
 *
 * A password change's check of the current password counts here too: both guess at one password.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface Limit {
  /** Failures in a run that cost nothing: mistyped passwords. */
  free: number
  /** The wait after the last free failure; it doubles with each failure after. */
  firstWait: number
  /** The longest wait: the "short lock". */
  maxWait: number
  /** A run is forgotten after this long without a failure. */
  forgetAfter: number
}

const ACCOUNT_LIMIT: Limit = { free: 5, firstWait: MINUTE, maxWait: 15 * MINUTE, forgetAfter: 24 * HOUR }
const ADDRESS_LIMIT: Limit = { free: 20, firstWait: MINUTE, maxWait: 5 * MINUTE, forgetAfter: HOUR }

const LIMITS: Record<FailureKind, Limit> = { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT }

/** Which count a wait comes from, and how long it is, in milliseconds. */
export interface Wait {
  kind: FailureKind
  ms: number
}

export class LoginThrottle {
  constructor(private readonly db: DB) {}

  /** The longest wait that holds back an attempt now, or null when it may go ahead. */
  retryAfter(ip: string | undefined, username: string, now: number): Wait | null {
    const waits = this.subjects(ip, username).map(([kind, subject]) => {
      const run = readFailureRun(this.db, kind, subject)
      return { kind, ms: run && run.blockedUntil > now ? run.blockedUntil - now : 0 }
    })
    return longest(waits)
  }

  /** Records a failed attempt on both counts; returns the longest wait it started, or null. */
  fail(ip: string | undefined, username: string, now: number): Wait | null {
    return this.db.transaction(() => {
      pruneFailureRuns(this.db, now - Math.max(ACCOUNT_LIMIT.forgetAfter, ADDRESS_LIMIT.forgetAfter), now)
      const waits = this.subjects(ip, username).map(([kind, subject]) => {
        const limit = LIMITS[kind]
        const run = readFailureRun(this.db, kind, subject)
        const failures = run && now - run.lastFailureAt < limit.forgetAfter ? run.failures + 1 : 1
        const ms = waitAfter(limit, failures)
        writeFailureRun(this.db, kind, subject, { failures, lastFailureAt: now, blockedUntil: now + ms })
        return { kind, ms }
      })
      return longest(waits)
    })()
  }

  /** A correct password ends the account's run of failures; the address's run goes on. */
  succeed(username: string): void {
    deleteFailureRun(this.db, 'account', accountKey(username))
  }

  private subjects(ip: string | undefined, username: string): [FailureKind, string][] {
    return [
      ['account', accountKey(username)],
      ['address', addressGroup(ip)],
    ]
  }
}

/** The wait after a run's `failures`-th failure: none while free, then doubling up to the cap. */
function waitAfter(limit: Limit, failures: number): number {
  if (failures < limit.free) return 0
  return Math.min(limit.maxWait, limit.firstWait * 2 ** (failures - limit.free))
}

function longest(waits: Wait[]): Wait | null {
  const wait = waits.reduce((a, b) => (b.ms > a.ms ? b : a))
  return wait.ms > 0 ? wait : null
}

const accountKey = (username: string) => username.trim().toLowerCase()
