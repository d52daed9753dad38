/** A marker's place on screen, in pixels, and the square it takes up there (its tap target). */
export interface Spot {
  x: number
  y: number
  size: number
}

export interface MarkerGroup<T> extends Spot {
  members: T[]
}

export interface GroupSizes {
  /** Side of one city's marker. */
  single: number
  /** Side of a group's marker. */
  group: number
  /** Clear space kept between two markers' squares. */
  gap: number
}

/**
 * Whether two markers' squares overlap, gap included. Squares, not circles: a tap-target check
 * (WCAG 2.5.8, which Lighthouse runs) measures an element's box, so two round markers whose
 * corners overlap fail it even when the circles do not touch.
 */
function overlap(a: Spot, b: Spot, gap: number): boolean {
  const reach = (a.size + b.size) / 2 + gap
  return Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach
}

/**
 * Groups the markers whose squares would overlap at this zoom into one marker each, so every
 * marker on the map can be read and tapped on its own: the two closest overlapping markers merge,
 * at the average of their cities' positions, until none overlap. Markers of the same kind (a
 * marker group of the content, which gives the marker its colour) merge first; only what still overlaps then merges
 * across kinds. `fixed` markers (the headquarters) never move or merge; a marker over one is moved
 * straight away from it, only as far as it must.
 */
export function groupMarkers<T>(
  points: (Omit<Spot, 'size'> & { item: T })[],
  fixed: Spot[],
  sizes: GroupSizes,
  kind: (item: T) => string = () => '',
): MarkerGroup<T>[] {
  type Working = MarkerGroup<T> & { at: { x: number; y: number }[] }
  const sized = (members: T[]) => (members.length > 1 ? sizes.group : sizes.single)
  const groups: Working[] = points.map((p) => ({
    members: [p.item],
    at: [{ x: p.x, y: p.y }],
    x: p.x,
    y: p.y,
    size: sizes.single,
  }))
  const clearOfFixed = (group: Working) => {
    for (const spot of fixed) {
      if (!overlap(group, spot, sizes.gap)) continue
      const dx = group.x - spot.x
      const dy = group.y - spot.y
      // Straight away from the fixed marker's centre (rightwards from the very centre), to where the squares clear it.
      const reach = (group.size + spot.size) / 2 + sizes.gap + 0.5
      const scale = reach / Math.max(Math.abs(dx), Math.abs(dy), 1e-9)
      if (dx === 0 && dy === 0) group.x = spot.x + reach
      else {
        group.x = spot.x + dx * scale
        group.y = spot.y + dy * scale
      }
    }
  }
  groups.forEach(clearOfFixed)
  const kinds = (group: Working) => new Set(group.members.map(kind))
  const sameKind = (a: Working, b: Working) => {
    const of = kinds(a)
    return of.size === 1 && kinds(b).size === 1 && of.has(kind(b.members[0]!))
  }
  let acrossKinds = false
  for (;;) {
    let pair: [number, number] | undefined
    let closest = Infinity
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (!overlap(groups[i]!, groups[j]!, sizes.gap) || !(acrossKinds || sameKind(groups[i]!, groups[j]!))) continue
        const distance = Math.hypot(groups[i]!.x - groups[j]!.x, groups[i]!.y - groups[j]!.y)
        if (distance < closest) {
          closest = distance
          pair = [i, j]
        }
      }
    }
    if (!pair) {
      if (acrossKinds) break
      acrossKinds = true
      continue
    }
    const [a, b] = [groups[pair[0]]!, groups[pair[1]]!]
    const at = [...a.at, ...b.at]
    const merged: Working = {
      members: [...a.members, ...b.members],
      at,
      x: at.reduce((sum, p) => sum + p.x, 0) / at.length,
      y: at.reduce((sum, p) => sum + p.y, 0) / at.length,
      size: sized([...a.members, ...b.members]),
    }
    clearOfFixed(merged)
    groups.splice(pair[1], 1)
    groups.splice(pair[0], 1, merged)
  }
  return groups.map(({ members, x, y, size }) => ({ members, x, y, size }))
}
