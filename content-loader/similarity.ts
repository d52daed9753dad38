/**
 * How much of one text another repeats: both are cut into shingles, every run of SHINGLE_WORDS
 * words, and the share of the smaller text's shingles found in the other is measured (stricter than
 * Jaccard for texts of unequal length). Search engines take pages that mostly repeat another for
 * doorway pages; past MAX_SHARED, two city pages are too alike.
 */
export const SHINGLE_WORDS = 5
export const MAX_SHARED = 0.6

/** The words of a text, lowercased, apostrophes and a possessive 's dropped: `St. Pete's` → `st`, `pete`. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** Every run of SHINGLE_WORDS words, joined by spaces. */
export function shingles(list: string[]): string[] {
  const runs: string[] = []
  for (let i = 0; i + SHINGLE_WORDS <= list.length; i++) runs.push(list.slice(i, i + SHINGLE_WORDS).join(' '))
  return runs
}

/** The share of the smaller set's members found in the other (0 when either is empty). */
export function sharedShare<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a]
  if (!small.size) return 0
  let common = 0
  for (const s of small) if (large.has(s)) common++
  return common / small.size
}

/** shingleKeys' two lanes of word hashes, grown to the longest list of words met. */
let wordHashes = { a: new Uint32Array(256), b: new Uint32Array(256) }

/**
 * The keys of a list of words' shingles, for sets and indexes of thousands of pages: each word is
 * hashed once, and each run of SHINGLE_WORDS word hashes is folded into 36 bits (two 32-bit
 * multiplicative lanes), so that two different shingles of one content folder practically never
 * share a key (about one pair in 40 among 2 million shingles), and a key with a page's place in a
 * list of up to 2^17 pages fits one exact number. No shingle string is made, and the word hashes go
 * to two arrays kept from call to call (the doorway check calls this for every field of thousands of
 * cities).
 */
export function shingleKeys(list: string[]): number[] {
  if (wordHashes.a.length < list.length) {
    wordHashes = { a: new Uint32Array(list.length), b: new Uint32Array(list.length) }
  }
  const { a, b } = wordHashes
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!
    let x = 0x811c9dc5
    let y = 0x050c5d1f
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k)
      x = Math.imul(x ^ c, 0x01000193)
      y = Math.imul(y ^ c, 0x5bd1e995)
    }
    a[i] = x
    b[i] = y
  }
  const keys: number[] = []
  for (let i = 0; i + SHINGLE_WORDS <= list.length; i++) {
    let x = 0x9e3779b9
    let y = 0x7f4a7c15
    for (let k = i; k < i + SHINGLE_WORDS; k++) {
      x = Math.imul(x ^ a[k]!, 0x01000193) ^ (x >>> 15)
      y = Math.imul(y ^ b[k]!, 0x5bd1e995) ^ (y >>> 13)
    }
    keys.push((x >>> 0) * 16 + ((y >>> 0) & 0xf))
  }
  return keys
}
