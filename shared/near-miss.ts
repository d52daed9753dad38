/**
 * The one known name `name` was likely meant to be (the same but for case, spaces and punctuation,
 * or a letter or two off), or null: for the content check's "did you mean" and the "Do we serve
 * you?" box's.
 */
export function nearMiss(name: string, known: Iterable<string>): string | null {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
  const allowed = Math.max(1, Math.round(key(name).length / 4))
  const near = [...known].map((n) => ({ n, d: editDistance(key(name), key(n)) })).filter(({ d }) => d <= allowed)
  const best = near.filter(({ d }) => d === Math.min(...near.map((x) => x.d)))
  return best.length === 1 ? best[0]!.n : null
}

/** Letters to insert, delete or change to turn one word into the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}
