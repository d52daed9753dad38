/** A small, seeded random source: a failing sequence can be run again with INCREMENTAL_SEED. */
export function random(start: number) {
  let state = start
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: T[]): T => list[Math.floor(next() * list.length)]! }
}
