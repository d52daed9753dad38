/**
 * Sign-in throttling, in memory (one server process). Per IP and username: five failures are free,
 * then the pair is locked out for 10 minutes, doubling with each further lockout, and a correct
 * password during a lockout is refused too. Per IP: at most 100 failures in 24 hours.
 * A password change's check of the current password counts here too, under the same IP and
 * username: both are guesses at one password.
 */

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
export const FREE_FAILURES = 5
export const FIRST_LOCKOUT = 10 * MINUTE
const MAX_LOCKOUT = DAY
export const IP_FAILURES_PER_DAY = 100

interface PairState {
  failures: number
  lockouts: number
  lockedUntil: number
  lastFailure: number
}

export class LoginThrottle {
  private readonly pairs = new Map<string, PairState>()
  private readonly ipFailures = new Map<string, number[]>()

  /** Milliseconds to wait before trying again, or 0 when an attempt may go ahead. */
  retryAfter(ip: string, username: string, now: number): number {
    const pair = this.pairs.get(pairKey(ip, username))
    const pairWait = pair && pair.lockedUntil > now ? pair.lockedUntil - now : 0
    const recent = this.recentIpFailures(ip, now)
    const ipWait = recent.length >= IP_FAILURES_PER_DAY ? recent[0]! + DAY - now : 0
    return Math.max(pairWait, ipWait)
  }

  /** Records a failed sign-in; returns the lockout just started, in milliseconds, or 0. */
  fail(ip: string, username: string, now: number): number {
    const key = pairKey(ip, username)
    const pair = this.pairs.get(key) ?? { failures: 0, lockouts: 0, lockedUntil: 0, lastFailure: 0 }
    pair.failures += 1
    pair.lastFailure = now
    let lockout = 0
    if (pair.failures >= FREE_FAILURES) {
      lockout = Math.min(FIRST_LOCKOUT * 2 ** pair.lockouts, MAX_LOCKOUT)
      pair.lockouts += 1
      pair.lockedUntil = now + lockout
      pair.failures = FREE_FAILURES - 1 // after a lockout, the next failure locks again, for longer
    }
    this.pairs.set(key, pair)
    this.ipFailures.set(ip, [...this.recentIpFailures(ip, now), now])
    this.prune(now)
    return lockout
  }

  succeed(ip: string, username: string): void {
    this.pairs.delete(pairKey(ip, username))
  }

  private recentIpFailures(ip: string, now: number): number[] {
    return (this.ipFailures.get(ip) ?? []).filter((at) => now - at < DAY)
  }

  /** Forgets pairs idle for a day, so memory stays bounded. */
  private prune(now: number) {
    if (this.pairs.size < 10_000) return
    for (const [key, pair] of this.pairs)
      if (now - pair.lastFailure > DAY && pair.lockedUntil < now) this.pairs.delete(key)
    for (const [ip] of this.ipFailures) if (this.recentIpFailures(ip, now).length === 0) this.ipFailures.delete(ip)
  }
}

function pairKey(ip: string, username: string): string {
  return `${ip}\n${username.trim().toLowerCase()}`
}
