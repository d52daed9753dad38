import type { PageReads } from './dependencies.ts'

/** Helpers of the page-reads views (build/reads/dependencies.ts). */

/**
 * Entries read in a row from this many on are one key by position (`cities/[0-2999].yaml#isHQ`, as
 * a `find` reads them): the folder's key, read with them, holds which file is at each position.
 */
export const RANGE = 8

/** The runs of consecutive positions in `read`, in order, as first and last positions. */
export function runs(read: Iterable<number>): [number, number][] {
  const sorted = Int32Array.from(read).sort()
  const found: [number, number][] = []
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++
    found.push([from, sorted[i]!])
  }
  return found
}

/** Whether a property name is a position in a list ('0', '12'), cheaply: a `find` asks thousands. */
export function isIndex(key: string): boolean {
  const first = key.charCodeAt(0)
  return first >= 48 && first <= 57 && String(Number(key)) === key
}

const positionsOf = new WeakMap<object[], Map<object, number>>()
/** Each entry's position in its list, worked out once per list. */
export function positions(list: object[]): Map<object, number> {
  let at = positionsOf.get(list)
  if (!at) positionsOf.set(list, (at = new Map(list.map((entry, i) => [entry, i]))))
  return at
}

/**
 * Each view: what it shows, the recording it notes reads in and, for a list, its entry at a
 * position handed over without reading which files the list holds (`site.city`, build/reads/dependencies.ts).
 */
export const views = new WeakMap<object, { content: object; reads: PageReads; entry?: (index: number) => unknown }>()
/** Notes what `view` shows. */
export function remember<T extends object>(
  view: T,
  content: object,
  reads: PageReads,
  entry?: (index: number) => unknown,
): T {
  views.set(view, { content, reads, entry })
  return view
}
