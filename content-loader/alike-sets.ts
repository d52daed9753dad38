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
  /** Each key's value, by its number (keys are numbered in the order first met). */
  values: Float64Array
  /** The sets holding key k are holders[keyStart[k]] to holders[keyStart[k + 1] - 1], in order. */
  keyStart: Int32Array
  holders: Int32Array
  /** Set s's keys are setKeys[setStart[s]] on, held by the fewest sets first (the lower number of two as rare). */
  setStart: Int32Array
  setKeys: Int32Array
}

/**
 * Every pair of sets sharing more than `over` of the smaller set's distinct keys, with the number of
 * distinct keys of each set. For a set A of n keys and a set B at least as large, a share over
 * `over` takes at least `need` common keys (keysNeeded), and then one of them is among A's first
 * n - need + 1 keys: A's other keys are only need - 1. So A looks up only those keys, and among their
 * holders only the sets larger than A, or as large and later in the list (each pair is seen once).
 * The pairs are listed in the order of their lowest common key's value, then of their later set,
 * then of their earlier one: the order in which counting every pair key by key found them, which
 * the doorway check keeps.
 */
export function alikeSets(lists: ArrayLike<number>[], over: number): { pairs: AlikeSets[]; sizes: Int32Array } {
  const { sizes, values, keyStart, holders, setStart, setKeys } = indexKeys(lists)
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
        lowest = Math.min(lowest, values[setKeys[i]!]!)
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

/**
 * Every key numbered by a hash table (keys are hashes already: their low bits, mixed once, place
 * them), each set's repeats dropped, then the holders of each key laid out in set order, and each
 * set's keys rarest first by walking the keys in that order (a counting sort by number of holders,
 * stable by number).
 */
function indexKeys(lists: ArrayLike<number>[]): KeyIndex {
  const total = lists.reduce((n, list) => n + list.length, 0)
  const bits = Math.max(4, Math.ceil(Math.log2(total * 2 + 1)))
  const slots = new Int32Array(2 ** bits)
  const values = new Float64Array(total)
  const lastSet = new Int32Array(total).fill(-1)
  const counts = new Int32Array(total)
  const sizes = new Int32Array(lists.length)
  const setKeys = new Int32Array(total)
  const setStart = new Int32Array(lists.length + 1)
  let keys = 0
  lists.forEach((list, set) => {
    let held = setStart[set]!
    for (let i = 0; i < list.length; i++) {
      const value = list[i]!
      let slot = Math.imul(value >>> 0, 0x9e3779b1) >>> (32 - bits)
      while (slots[slot] && values[slots[slot]! - 1] !== value) slot = (slot + 1) & (slots.length - 1)
      if (!slots[slot]) {
        values[keys] = value
        slots[slot] = ++keys
      }
      const key = slots[slot]! - 1
      if (lastSet[key] === set) continue
      lastSet[key] = set
      counts[key]!++
      setKeys[held++] = key
    }
    sizes[set] = held - setStart[set]!
    setStart[set + 1] = held
  })
  return {
    ...holdersOf(setStart, setKeys, counts.subarray(0, keys)),
    sizes,
    setStart,
    values: values.subarray(0, keys),
  }
}

/**
 * From each set's keys (setKeys[setStart[s]] on) and each key's number of holders: the holders of
 * each key, in set order, and each set's keys again, held by the fewest sets first.
 */
function holdersOf(setStart: Int32Array, setKeys: Int32Array, counts: Int32Array) {
  const sets = setStart.length - 1
  const keyStart = new Int32Array(counts.length + 1)
  for (let k = 0; k < counts.length; k++) keyStart[k + 1] = keyStart[k]! + counts[k]!
  const holders = new Int32Array(keyStart[counts.length]!)
  const filled = keyStart.slice(0, counts.length)
  for (let set = 0; set < sets; set++) {
    for (let i = setStart[set]!; i < setStart[set + 1]!; i++) holders[filled[setKeys[i]!]!++] = set
  }
  const byHolders = new Int32Array(sets + 2)
  for (const count of counts) byHolders[count + 1]!++
  for (let n = 1; n < byHolders.length; n++) byHolders[n]! += byHolders[n - 1]!
  const rarestFirst = new Int32Array(counts.length)
  for (let k = 0; k < counts.length; k++) rarestFirst[byHolders[counts[k]!]!++] = k
  const rarest = new Int32Array(holders.length)
  const next = setStart.slice(0, sets)
  for (const k of rarestFirst) for (let h = keyStart[k]!; h < keyStart[k + 1]!; h++) rarest[next[holders[h]!]!++] = k
  return { keyStart, holders, setKeys: rarest }
}
