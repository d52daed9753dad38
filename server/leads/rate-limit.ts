/** A sliding-window count per key (an IP address): at most `limit` events per `windowMs`. */
export class RateLimit {
  private readonly events = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until another event is allowed for this key, or 0 (and the event is counted). */
  take(key: string, now: number): number {
    const recent = (this.events.get(key) ?? []).filter((at) => now - at < this.windowMs)
    if (recent.length >= this.limit) {
      this.events.set(key, recent)
      return recent[0]! + this.windowMs - now
    }
    recent.push(now)
    this.events.set(key, recent)
    if (this.events.size > 10_000) this.prune(now)
    return 0
  }

  private prune(now: number) {
    for (const [key, times] of this.events) if (times.every((at) => now - at >= this.windowMs)) this.events.delete(key)
  }
}
