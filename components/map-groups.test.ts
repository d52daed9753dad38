import { describe, expect, it } from 'vitest'
import { groupMarkers } from './map-groups.ts'

const SIZES = { single: 24, group: 32, gap: 2 }

/** A deterministic scatter of points: dense in places, sparse in others. */
function scatter(count: number, seed: number, spread: number) {
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: count }, (_, i) => ({
    item: `c${i}`,
    kind: next() < 0.5 ? 'a' : 'b',
    x: next() * spread,
    y: next() * spread,
  }))
}

const overlap = (a: { x: number; y: number; size: number }, b: { x: number; y: number; size: number }) => {
  const reach = (a.size + b.size) / 2 + SIZES.gap
  return Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach
}

describe('groupMarkers', () => {
  it('leaves markers that are apart alone', () => {
    const groups = groupMarkers(
      [
        { item: 'a', x: 0, y: 0 },
        { item: 'b', x: 100, y: 0 },
      ],
      [],
      SIZES,
    )
    expect(groups).toEqual([
      { members: ['a'], x: 0, y: 0, size: 24 },
      { members: ['b'], x: 100, y: 0, size: 24 },
    ])
  })

  it('merges overlapping markers at their average position, one kind before mixing kinds', () => {
    const points = [
      { item: 'a1', x: 0, y: 0 },
      { item: 'b1', x: 10, y: 0 },
      { item: 'a2', x: 20, y: 0 },
    ]
    const kinds: Record<string, string> = { a1: 'a', a2: 'a', b1: 'b' }
    const groups = groupMarkers(points, [], SIZES, (item) => kinds[item]!)
    // a1 and a2 merge first though b1 is closer to each; the a group still overlaps b1, so they merge last.
    expect(groups).toEqual([{ members: ['a1', 'a2', 'b1'], x: 10, y: 0, size: 32 }])
    expect(groupMarkers(points.slice(0, 2), [], SIZES, (item) => kinds[item]!)).toEqual([
      { members: ['a1', 'b1'], x: 5, y: 0, size: 32 },
    ])
  })

  it('keeps clear of fixed markers, moving only as far as it must', () => {
    const groups = groupMarkers([{ item: 'a', x: 10, y: 0 }], [{ x: 0, y: 0, size: 28 }], SIZES)
    expect(groups).toEqual([{ members: ['a'], x: 28.5, y: 0, size: 24 }])
  })

  it('never returns two overlapping markers, or one over a fixed marker, and loses no city', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const points = scatter(40, seed, 120 + seed * 10)
      const fixed = [{ x: 60, y: 60, size: 28 }]
      const groups = groupMarkers(points, fixed, SIZES, (item) => points.find((p) => p.item === item)!.kind)
      expect(groups.flatMap((g) => g.members).sort(), `seed ${seed}`).toEqual(points.map((p) => p.item).sort())
      for (const [i, a] of groups.entries()) {
        expect(overlap(a, fixed[0]!), `seed ${seed}`).toBe(false)
        for (const b of groups.slice(i + 1)) expect(overlap(a, b), `seed ${seed}`).toBe(false)
      }
    }
  })
})
