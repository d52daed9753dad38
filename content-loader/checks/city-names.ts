import { words } from '../similarity.ts'

/**
 * Every city's name as one word, for the doorway check (./doorway.ts): a copy that only changed the
 * city's name in its text is still a copy.
 */

/** Stands for any city's name, so that a copy with the name changed is still a copy. */
const CITY_WORD = '#city'

export type NameMatcher = (list: string[]) => string[]

/** The cities' names as a tree of words: from the root, a name's words lead to a node that ends it. */
interface NameNode {
  ends: boolean
  next: Map<string, NameNode>
}

/**
 * Replaces each city's name, as words, with CITY_WORD (the longest name where names overlap); a list
 * without a name is returned as it is, not copied.
 */
export function nameMatcher(cities: { value: { name?: string | undefined } }[]): NameMatcher {
  const root: NameNode = { ends: false, next: new Map() }
  for (const { value } of cities) {
    let node = root
    for (const word of value.name === undefined ? [] : words(value.name)) {
      const next = node.next.get(word) ?? { ends: false, next: new Map() }
      node.next.set(word, next)
      node = next
    }
    if (node !== root) node.ends = true
  }
  return (list) => {
    let out: string[] | undefined
    for (let i = 0; i < list.length; i++) {
      let length = 0
      for (let node = root.next.get(list[i]!), k = 1; node; node = node.next.get(list[i + k++] ?? '')) {
        if (node.ends) length = k
      }
      if (!length) out?.push(list[i]!)
      else {
        out ??= list.slice(0, i)
        out.push(CITY_WORD)
        i += length - 1
      }
    }
    return out ?? list
  }
}
