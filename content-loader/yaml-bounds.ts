import { Composer, isAlias, isCollection, isPair, isScalar, LineCounter, Parser, type Node } from 'yaml'

/**
 * How many copies a file's YAML aliases (`*name`, each a copy of what `&name` marks) may make once
 * expanded, aliases inside what an alias copies counted again with each copy. The content files use
 * none; an "alias bomb" (aliases of aliases, ten times at each level) makes a few lines into billions.
 */
export const MAX_ALIASES = 100

/** How many characters a file's aliases may add to it once expanded (one long text copied by aliases thousands of times). */
export const MAX_ALIASED_CHARS = 100_000

/** Where a file's aliases first go past a bound, and what to do, in words. */
export interface AliasExcess {
  line: number
  column: number
  message: string
}

/**
 * Finds a possible alias cheaply: `*` where a value may start (line start, after a space, `[`, `{`,
 * `,`, or the `:` right after a quoted key in braces: `{"a":*b}`).
 */
const MAYBE_ALIAS = /(?:^|[\s[{,:])\*[^\s,[\]{}]/

const words = (n: number) => n.toLocaleString('en-US')

/**
 * Whether `text`'s aliases, once expanded, would go past MAX_ALIASES copies or MAX_ALIASED_CHARS
 * characters; null when they stay within both (or there are none). Every reader of content YAML asks
 * this before expanding anything (content-loader/source.ts for `npm run validate`, the build, the
 * server's start and its save check; server/content/yaml-read.ts for the editor), so one bound holds
 * for them all. Only the syntax tree is built (aliases stay references, in time linear in the text);
 * what each alias would copy is counted from the size of what it names.
 */
export function aliasExcess(text: string): AliasExcess | null {
  if (!MAYBE_ALIAS.test(text)) return null
  const lines = new LineCounter()
  const anchors = new Map<string, Measure>()
  let copies = 0
  let added = 0
  const at = (node: Node, message: string): never => {
    const pos = lines.linePos(node.range?.[0] ?? 0)
    throw new Excess({ line: pos.line, column: pos.col, message })
  }
  /** What aliases inside `node` add once expanded; an anchored node is remembered for the aliases after it. */
  const measure = (node: unknown): Measure => {
    if (isAlias(node)) {
      const target = anchors.get(node.source)
      const span = (node.range?.[1] ?? 0) - (node.range?.[0] ?? 0)
      const made: Measure = target
        ? { copies: 1 + target.copies, added: Math.max(0, target.size + target.added - span), size: span }
        : { copies: 1, added: 0, size: span }
      copies += made.copies
      added += made.added
      if (copies > MAX_ALIASES)
        at(
          node,
          `uses YAML aliases (*name) more than ${MAX_ALIASES} times once expanded; write its values out instead of aliasing them`,
        )
      if (added > MAX_ALIASED_CHARS)
        at(
          node,
          `its YAML aliases (*name) would add more than ${words(MAX_ALIASED_CHARS)} characters once expanded; write its values out instead of aliasing them`,
        )
      return made
    }
    const made: Measure = { copies: 0, added: 0, size: 0 }
    const add = (inner: unknown) => {
      const m = measure(inner)
      made.copies += m.copies
      made.added += m.added
    }
    if (isCollection(node)) {
      for (const item of node.items as unknown[]) {
        if (isPair(item)) {
          add(item.key)
          add(item.value)
        } else add(item)
      }
    } else if (!isScalar(node)) return made
    const n = node as Node
    made.size = (n.range?.[1] ?? 0) - (n.range?.[0] ?? 0)
    if (n.anchor) anchors.set(n.anchor, made)
    return made
  }
  try {
    const tokens = new Parser(lines.addNewLine).parse(text)
    for (const doc of new Composer({ uniqueKeys: false }).compose(tokens)) measure(doc.contents)
  } catch (error) {
    if (error instanceof Excess) return error.excess
    // Text the syntax tree cannot be built for (nested too deep, say) is left to the reader's own errors.
    return null
  }
  return null
}

interface Measure {
  /** Copies made by the aliases inside, once expanded. */
  copies: number
  /** Characters they add. */
  added: number
  /** The node's own length in the text. */
  size: number
}

class Excess extends Error {
  constructor(readonly excess: AliasExcess) {
    super(excess.message)
  }
}
