/**
 * The pairs of sets of keys (each a city's shingle keys) that share more than a given share of the
 * smaller set, found without counting every pair that shares a key: phrases thousands of cities
 * share would make that grow with the square of their number. This is the exact prefix filter of
 * All-Pairs (Bayardo, Ma and Srikant, 2007): with every set's keys ordered rarest first, a pair over
 * the share always has a common key among the first few keys of its smaller set, so only those are
 * looked up, and each set found that way is counted key by key.
 */

/** Two sets by their places in the list (a before b), and the share of the smaller's keys the other holds. */
export interface AlikeSets {
  a: number
  b: number
  share: number
}

/** The keys of every set, both ways: the sets holding each key, and each set's keys rarest first. */
interface KeyIndex {
  /** How many distinct keys each set holds. */
  sizes: Int32Array
  /**
   * Keys are numbered by ascending value. The sets holding key k are holders[keyStart[k]] to
   * holders[keyStart[k + 1] - 1], in order.
   */
  keyStart: Int32Array
  holders: Int32Array
  /** Set s's keys are setKeys[setStart[s]] on, held by the fewest sets first (of two as rare, the lower key first). */
  setStart: Int32Array
  setKeys: Int32Array
}

/**
 * Every pair of sets sharing more than `over` of the smaller set's distinct keys, with the number of
 * distinct keys of each set. For a set A of n keys and a set B at least as large, a share over
 * `over` takes at least `need` common keys (keysNeeded), and then one of them is among A's first
 * n - need + 1 keys: A's other keys are only need - 1. So A looks up only those keys, and among their
 * holders only the sets larger than A, or as large and later in the list (each pair is seen once).
 * The pairs are listed in the order of their lowest common key, then of their later set,
 * then of their earlier one: the order in which counting every pair key by key found them, which
 * the doorway check keeps.
 */
export function alikeSets(lists: ArrayLike<number>[], over: number): { pairs: AlikeSets[]; sizes: Int32Array } {
  const { sizes, keyStart, holders, setStart, setKeys } = indexKeys(lists)
  const seen = new Int32Array(lists.length).fill(-1)
  const marked = new Int32Array(keyStart.length).fill(-1)
  const found: (AlikeSets & { lowest: number })[] = []
  const candidates: number[] = []
  for (let a = 0; a < lists.length; a++) {
    const size = sizes[a]!
    const need = size ? keysNeeded(size, over) : 1
    candidates.length = 0
    for (let i = setStart[a]!; i < setStart[a]! + size - need + 1; i++) {
      const key = setKeys[i]!
      for (let h = keyStart[key]!; h < keyStart[key + 1]!; h++) {
        const b = holders[h]!
        if (seen[b] === a || sizes[b]! < size || (sizes[b] === size && b <= a)) continue
        seen[b] = a
        candidates.push(b)
      }
    }
    for (let i = setStart[a]!; candidates.length && i < setStart[a]! + size; i++) marked[setKeys[i]!] = a
    for (const b of candidates) {
      let common = 0
      let lowest = Infinity
      for (let i = setStart[b]!; i < setStart[b]! + sizes[b]!; i++) {
        if (marked[setKeys[i]!] !== a) continue
        common++
        lowest = Math.min(lowest, setKeys[i]!)
      }
      const share = common / Math.min(size, sizes[b]!)
      if (share > over) found.push({ a: Math.min(a, b), b: Math.max(a, b), share, lowest })
    }
  }
  found.sort((x, y) => x.lowest - y.lowest || x.b - y.b || x.a - y.a)
  return { pairs: found.map(({ a, b, share }) => ({ a, b, share })), sizes }
}

/**
 * The fewest common keys whose share of `size` keys is over `over`, by the very division the share is
 * measured with (so that rounding cannot make the filter stricter than the measure); size + 1 when no
 * count is.
 */
function keysNeeded(size: number, over: number): number {
  let need = Math.max(1, Math.floor(over * size) + 1)
  while (need > 1 && (need - 1) / size > over) need--
  while (need <= size && !(need / size > over)) need++
  return need
}

/** Bits of a packed number that hold a set's place: a key below 2^36 and a place below 2^17 fit one exact number. */
const SET_BITS = 2 ** 17
/** 1 / SET_BITS, exact: multiplying by it splits a packed number faster than dividing or taking a remainder. */
const PER_SET = 2 ** -17
const KEY_LIMIT = 2 ** 36

/**
 * Every set's keys packed with its place into one number and all sorted (passes over memory in
 * order, where a table of keys would be read at random), so that the sets holding a key stand
 * together in order with repeats side by side: the keys are numbered by ascending value, and the
 * holders of each are laid out as they come. Then each set's keys are laid out rarest first by
 * walking the keys in that order (a counting sort by number of holders, stable by value).
 */
function indexKeys(lists: ArrayLike<number>[]): KeyIndex {
  if (lists.length >= SET_BITS) throw new Error(`at most ${SET_BITS - 1} sets are compared at once`)
  const unsorted = new Float64Array(lists.reduce((n, list) => n + list.length, 0))
  let at = 0
  lists.forEach((list, set) => {
    for (let i = 0; i < list.length; i++) {
      if (!(list[i]! >= 0 && list[i]! < KEY_LIMIT)) throw new Error(`a key is not below 2^36: ${list[i]}`)
      unsorted[at++] = list[i]! * SET_BITS + set
    }
  })
  const packed = sortedByTopBits(unsorted)
  const sizes = new Int32Array(lists.length)
  const holders = new Int32Array(packed.length)
  const starts = new Int32Array(packed.length + 1)
  let keys = 0
  let held = 0
  let last = -1
  for (let i = 0; i < packed.length; i++) {
    if (i > 0 && packed[i] === packed[i - 1]) continue
    const key = Math.floor(packed[i]! * PER_SET)
    const set = packed[i]! - key * SET_BITS
    if (key !== last) starts[keys++] = held
    last = key
    holders[held++] = set
    sizes[set]!++
  }
  starts[keys] = held
  const keyStart = starts.slice(0, keys + 1)
  const setStart = new Int32Array(lists.length + 1)
  for (let set = 0; set < lists.length; set++) setStart[set + 1] = setStart[set]! + sizes[set]!
  const setKeys = rarestFirst(keyStart, holders.subarray(0, held), setStart)
  return { sizes, keyStart, holders: holders.subarray(0, held), setStart, setKeys }
}

/** Each set's keys (from setStart[s] on), held by the fewest sets first, the lower of two as rare first. */
function rarestFirst(keyStart: Int32Array, holders: Int32Array, setStart: Int32Array): Int32Array {
  const keys = keyStart.length - 1
  const byHolders = new Int32Array(setStart.length + 1)
  for (let k = 0; k < keys; k++) byHolders[keyStart[k + 1]! - keyStart[k]! + 1]!++
  for (let n = 1; n < byHolders.length; n++) byHolders[n]! += byHolders[n - 1]!
  const order = new Int32Array(keys)
  for (let k = 0; k < keys; k++) order[byHolders[keyStart[k + 1]! - keyStart[k]!]!++] = k
  const setKeys = new Int32Array(holders.length)
  const next = setStart.slice(0, setStart.length - 1)
  for (const k of order) for (let h = keyStart[k]!; h < keyStart[k + 1]!; h++) setKeys[next[holders[h]!]!++] = k
  return setKeys
}

/** The keys a bucket holds on average when sorting: few enough for a bucket to sort in the processor's cache. */
const BUCKET_KEYS = 24

/**
 * Packed numbers (below 2^53) sorted: laid out by their top bits (as many buckets as hold about
 * BUCKET_KEYS each, up to 2^16), then each bucket sorted in the processor's cache. Keys are hashes,
 * spread evenly over the buckets; at 1.5 million keys this takes about half the time of one sort of
 * the whole, and any spread still sorts.
 */
function sortedByTopBits(packed: Float64Array): Float64Array {
  const bits = Math.min(16, Math.max(0, Math.ceil(Math.log2(packed.length / BUCKET_KEYS))))
  const perBucket = 2 ** (bits - 53)
  const starts = new Int32Array(2 ** bits + 1)
  for (let i = 0; i < packed.length; i++) starts[Math.floor(packed[i]! * perBucket) + 1]!++
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!
  const laid = new Float64Array(packed.length)
  const next = starts.slice(0, -1)
  for (let i = 0; i < packed.length; i++) laid[next[Math.floor(packed[i]! * perBucket)]!++] = packed[i]!
  for (let b = 0; b + 1 < starts.length; b++) {
    if (starts[b + 1]! - starts[b]! > 1) laid.subarray(starts[b], starts[b + 1]).sort()
  }
  return laid
}
