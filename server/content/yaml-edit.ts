import { isDeepStrictEqual } from 'node:util'
import { diffArrays } from 'diff'
import {
  Composer,
  CST,
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  Parser,
  parse,
  Scalar,
  stringify,
  type Node,
  type Pair,
} from 'yaml'
import { refold } from './refold.ts'
import { parseContentYaml } from './yaml-read.ts'

type Token = CST.Token
type Item = CST.CollectionItem
type SourceToken = CST.SourceToken

/** How long a folded paragraph's lines may be when a changed one is written again (the files' own width). */
const LINE_WIDTH = 100

/**
 * The file's text with `values` in place of what it held, changing only what changed: the text is
 * edited through the `yaml` library's lossless syntax tree (CST), so every byte of what did not
 * change stays (comments, blank lines, key order, quoting, the `yaml-language-server` line). A
 * changed scalar keeps its style (plain, quoted, folded); a key or list item added is written at
 * the end of its mapping or at its place in the list; one removed takes its lines with it.
 * The result is read again and must hold exactly `values`, else this throws.
 */
export function editYaml(text: string, values: unknown): string {
  const tokens = [...new Parser().parse(text)]
  const [doc] = [...new Composer({ keepSourceTokens: true }).compose(tokens)]
  const top = doc?.contents as Node | null | undefined
  const docToken = tokens.find((token): token is CST.Document => token.type === 'document')
  if (!doc || !top || !docToken || !isMap(top) || docToken.value?.type !== 'block-map')
    throw new Error('the file does not hold a mapping of fields')
  editMap(top as never, docToken.value, values as Record<string, unknown>, 0)
  const edited = tokens.map((token) => CST.stringify(token)).join('')
  const wanted: unknown = JSON.parse(JSON.stringify(values))
  const read = parseContentYaml(edited, 'the edited file')
  if (!isDeepStrictEqual(read, wanted)) throw new EditMismatch(firstDifference(read, wanted))
  return edited
}

/** An edit whose text does not read back as the values given (an empty entry, say): `field` is where they part. */
export class EditMismatch extends Error {
  constructor(readonly field: string) {
    super(`the edited file does not read back as the values given (at ${field || 'the top'})`)
  }
}

/** The first field (`tabs.0`) at which two plain values differ; walked without recursion. */
function firstDifference(a: unknown, b: unknown): string {
  const stack: [unknown, unknown, string[]][] = [[a, b, []]]
  while (stack.length) {
    const [x, y, path] = stack.shift()!
    if (isDeepStrictEqual(x, y)) continue
    const bothObjects = x && y && typeof x === 'object' && typeof y === 'object' && Array.isArray(x) === Array.isArray(y)
    if (!bothObjects) return path.join('.')
    const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])]
    const differing = keys.filter((key) => !isDeepStrictEqual((x as never)[key], (y as never)[key]))
    if (differing.length !== 1) return path.join('.')
    stack.push([(x as never)[differing[0]!], (y as never)[differing[0]!], [...path, differing[0]!]])
  }
  return ''
}

const keyToken = (pair: Pair<Node, Node | null>) => (pair.key as { srcToken?: Token }).srcToken

type YamlMap = { items: Pair<Node, Node | null>[] }
type YamlSeq = { items: (Node | null)[] }

/** The plain value of a node of the composed document. */
const plain = (node: Node | null): unknown => (node ? JSON.parse(JSON.stringify(node.toJSON() ?? null)) : null)

function editMap(map: YamlMap, token: CST.BlockMap, values: Record<string, unknown>, indent: number) {
  const keys = new Set(Object.keys(values))
  for (const pair of [...map.items]) {
    const key = String((pair.key as Scalar).value)
    const item = token.items.find((it) => it.key === keyToken(pair))
    if (!item) throw new Error(`the key ${key} was not found in the file's text`)
    if (!keys.has(key)) {
      removeItem(token.items as Item[], item)
      continue
    }
    keys.delete(key)
    const value = values[key]
    if (!isDeepStrictEqual(plain(pair.value), value)) editValue(item, pair.value, value, key, indent)
  }
  // A key added goes after the key before it in the form's order (a renamed city's formerSlugs
  // after its name), else at the end.
  const order = Object.keys(values)
  for (const key of keys) {
    if (values[key] === undefined) continue
    const before = order.slice(0, order.indexOf(key)).reverse()
    const previous = before
      .map((name) => map.items.find((pair) => String((pair.key as Scalar).value) === name))
      .find((pair) => pair !== undefined)
    const at = previous ? token.items.findIndex((it) => it.key === keyToken(previous)) + 1 : 0
    const index = at > 0 ? at : token.items.length
    ;(token.items as Item[]).splice(index, 0, rendered(index ? indent : 0, renderItem(key, values[key], null)))
  }
}

/** A changed value: a scalar rewritten in its style, a collection edited within, anything else written afresh. */
function editValue(item: Item, node: Node | null, value: unknown, key: string | null, indent: number) {
  const token = item.value
  if (token && isScalar(node) && isScalarToken(token) && isScalarValue(value))
    return setScalar(token, value, indent, node.value)
  if (token?.type === 'block-map' && isMap(node) && isRecord(value))
    return editMap(node as never, token, value, token.indent)
  if (token?.type === 'block-seq' && isSeq(node) && Array.isArray(value))
    return editSeq(node as never, token, value, token.indent)
  // Written afresh as a whole: the pair (or the list item), at the item's own indentation, a list
  // written on one line (`[a, b]`) again on one line.
  const fresh = rendered(indent, renderItem(key, value, token?.type === 'flow-collection' ? token : null))
  item.start = item.start.filter((t) => t.type !== 'seq-item-ind' && !(key === null && isAfterDash(item, t)))
  delete item.key
  delete item.sep
  // The first line's indentation is already in the text before the item.
  item.value = fresh.value
}

/** A pair (or, without a key, a list item) as YAML text at the top level; in the flow style of `flow` if given. */
function renderItem(key: string | null, value: unknown, flow: CST.FlowCollection | null): string {
  const doc = new Document(key === null ? [value] : { [key]: value })
  const inner = doc.getIn(key === null ? [0] : [key], true)
  if (!flow || !isCollection(inner)) return doc.toString(renderOptions)
  inner.flow = true
  const quoted = /^\s*[[{]\s*"/.test(CST.stringify(flow))
  return doc.toString({
    ...renderOptions,
    lineWidth: 0,
    flowCollectionPadding: false,
    ...(quoted ? { defaultStringType: 'QUOTE_DOUBLE' as const, defaultKeyType: 'PLAIN' as const } : {}),
  })
}

function editSeq(seq: YamlSeq, token: CST.BlockSequence, values: unknown[], indent: number) {
  const before = seq.items.map(plain)
  const items = [...token.items]
  const out: Item[] = []
  let at = 0
  let added: unknown[] = []
  let removed: { node: Node | null; item: Item }[] = []
  const flush = () => {
    // Items removed where others were added are edited in place, pair by pair; the rest go or come.
    const paired = Math.min(added.length, removed.length)
    for (let i = 0; i < paired; i++) {
      editValue(removed[i]!.item, removed[i]!.node, added[i], null, indent)
      out.push(removed[i]!.item)
    }
    for (const value of added.slice(paired)) out.push(rendered(indent, renderItem(null, value, null)))
    added = []
    removed = []
  }
  for (const change of diffArrays(before, values, { comparator: isDeepStrictEqual })) {
    if (change.removed) for (const _ of change.value) removed.push({ node: seq.items[at]!, item: items[at++]! })
    else if (change.added) added.push(...change.value)
    else {
      flush()
      for (const _ of change.value) out.push(items[at++]!)
    }
  }
  flush()
  // The first item's indentation is written before the list; the others carry their own.
  const first = items[0]
  out.forEach((item, i) => {
    if (i === 0 && item !== first && item.start[0]?.type === 'space') item.start = item.start.slice(1)
    else if (i > 0 && item === first && indent > 0) item.start = [space(indent), ...item.start]
  })
  token.items = out as CST.BlockSequence['items']
}

function removeItem(items: Item[], item: Item) {
  const index = items.indexOf(item)
  items.splice(index, 1)
  const next = items[index]
  if (index === 0 && next?.start[0]?.type === 'space') next.start = next.start.slice(1)
}

const renderOptions = { lineWidth: LINE_WIDTH, minContentWidth: 20, indentSeq: true } as const

/** A whole item written from YAML text made at the top level, its lines moved in to `indent`. */
function rendered(indent: number, text: string): Item {
  const pad = ' '.repeat(indent)
  const source = text.replace(/\n$/, '').split('\n').map((line, i) => (line && i > 0 ? pad + line : line))
  const value: SourceToken = { type: 'scalar', offset: 0, indent, source: `${source.join('\n')}\n` } as never
  return { start: indent ? [space(indent)] : [], value: value as Token }
}

const space = (indent: number): SourceToken => ({ type: 'space', offset: 0, indent: 0, source: ' '.repeat(indent) })

const isAfterDash = (item: Item, t: SourceToken) => {
  const dash = item.start.findIndex((s) => s.type === 'seq-item-ind')
  return dash >= 0 && item.start.indexOf(t) > dash
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalarValue = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isScalarToken = (token: Token): token is CST.FlowScalar | CST.BlockScalar =>
  ['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar'].includes(token.type)

/** A scalar's new value, in the style it was written in (a folded paragraph folded again at the files' width). */
function setScalar(token: CST.FlowScalar | CST.BlockScalar, value: unknown, indent: number, old: unknown) {
  if (token.type === 'block-scalar' && typeof value === 'string') {
    const header = token.props[0] as SourceToken
    const kept = typeof old === 'string' ? refold(header.source, token.source, old, value, LINE_WIDTH) : null
    if (kept !== null && parse(`x: ${header.source}\n${kept}`)?.x === value) {
      token.source = kept
      return
    }
    const scalar = new Scalar(value)
    scalar.type = header.source.startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL'
    const text = stringify(scalar, renderOptions)
    const pad = /^( +)\S/m.exec(token.source)?.[1] ?? ' '.repeat(indent + 2)
    const [head, ...body] = text.replace(/\n$/, '').split('\n')
    header.source = head!
    // Blank lines after the paragraph belong to its text: they stay.
    const trailing = /\n*$/.exec(token.source)![0] || '\n'
    token.source = `${body.map((line) => (line ? pad + line.replace(/^ {2}/, '') : line)).join('\n')}${trailing}`
    return
  }
  const scalar = new Scalar(value)
  const quoted = token.type === 'double-quoted-scalar' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
  scalar.type = token.type === 'scalar' ? 'PLAIN' : quoted
  // A value of several lines stays on its line, with its line breaks written as \n.
  if (typeof value === 'string' && (value.includes('\n') || token.type === 'block-scalar')) scalar.type = 'QUOTE_DOUBLE'
  const source = stringify(scalar, { ...renderOptions, lineWidth: 0 }).replace(/\n$/, '')
  const end = token.type === 'block-scalar' ? [{ type: 'newline', offset: 0, indent, source: '\n' } as SourceToken] : token.end
  const type = source.startsWith('"') ? 'double-quoted-scalar' : source.startsWith("'") ? 'single-quoted-scalar' : 'scalar'
  const replacement = { type, offset: token.offset, indent: token.indent, source, end } as CST.FlowScalar
  for (const key of Object.keys(token)) delete (token as unknown as Record<string, unknown>)[key]
  Object.assign(token, replacement)
}
