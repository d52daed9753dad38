import { addressGroup } from '../auth/address-group.ts'

/**
 * Beacons counted from one client address group (addressGroup: IPv6 by /64, loopback as one) in a
 * minute. A visitor sends two or three a page (the visit or view, a tap, the speed as the page is
 * left): 120 is forty pages a minute, more than a household or an office behind one address reads.
 */
export const BEACONS_PER_MINUTE = 120
/** Address groups followed in one minute; beacons from further groups that minute are not counted. */
const GROUPS_PER_MINUTE = 10_000
const MINUTE_MS = 60_000

/**
 * A fixed window a minute long per address group: memory stays within GROUPS_PER_MINUTE counters,
 * whatever the number of addresses a flood comes from.
 */
export class BeaconRate {
  private minute = -1
  private sent = new Map<string, number>()
  /** Beacons refused since the last `takeRefused()`, for the log. */
  private refused = 0

  constructor(private readonly now: () => number) {}

  /** Whether a beacon from this client address is counted; counts it against the address's minute. */
  admits(ip: string | undefined): boolean {
    const minute = Math.floor(this.now() / MINUTE_MS)
    if (minute !== this.minute) {
      this.minute = minute
      this.sent.clear()
    }
    const group = addressGroup(ip)
    const sent = this.sent.get(group) ?? 0
    if (sent >= BEACONS_PER_MINUTE || (sent === 0 && this.sent.size >= GROUPS_PER_MINUTE)) {
      this.refused++
      return false
    }
    this.sent.set(group, sent + 1)
    return true
  }

  /** How many beacons were refused since it was last asked. */
  takeRefused(): number {
    const refused = this.refused
    this.refused = 0
    return refused
  }
}
