import { describe, expect, it } from 'vitest'
import { SHINGLE_WORDS, shingleKeys, words } from './similarity.ts'

describe('shingleKeys', () => {
  it('gives a list the same keys whatever lists were keyed before it', () => {
    const short = words('Salt air eats the rollers, hinges and springs of every door near the Gulf.')
    const long = words(`${'A garage door opener hums on every street of this town. '.repeat(40)}`)
    const first = shingleKeys(short)
    expect(first).toHaveLength(short.length - SHINGLE_WORDS + 1)
    expect(new Set(shingleKeys(long)).size).toBe(11)
    expect(shingleKeys(short)).toEqual(first)
    expect(shingleKeys(short.slice(0, SHINGLE_WORDS - 1))).toEqual([])
  })
})
