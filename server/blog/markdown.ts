import { Lexer, Marked, type Token, type TokensList } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, async: false })

/**
 * What an article may contain once rendered: text formatting, headings, lists, tables, quotes,
 * code, links and images. No scripts, styles, frames, forms or event handlers; links and images
 * only to http(s), mailto/tel links, and site paths.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nestingLimit: 20,
  transformTags: {
    // An article's own headings sit under the page's h1, so a Markdown "#" becomes h2.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(/^https?:/i.test(attribs.href ?? '') ? { rel: 'noopener nofollow' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

/**
 * What a post body may ask of the formatter. marked recurses once per level of quotes and lists
 * (thousands of levels overflow its stack), its inline pass has searches that are quadratic in a
 * paragraph's emphasis marks and in a long word, and marked and the sanitizer spend microseconds on
 * every formatted part.
 * Within these limits any body formats in well under 200 ms of processor time (`npm run bench` reports the costliest).
 */
export const MARKDOWN_LIMITS = {
  /**
   * Characters in a body. 50,000 `<`, each escaped by marked and again by the sanitizer, is the slowest body known
   * (docs/decisions/0008-markdown-bounded-and-off-thread.md).
   */
  length: 50_000,
  /** Quotes and lists inside one another, counted per line. */
  depth: 10,
  /** `*`, `_` and `~` in the body's paragraphs (code blocks aside): marked spends microseconds on each one that pairs with nothing. */
  marks: 5_000,
  /** Each paragraph's marks squared, added up over the body: marked may try every later mark in a paragraph as each one's partner. */
  emphasisWork: 400_000,
  /**
   * Each "word" (a run of letters, digits and the other characters an email address may have, as
   * in `a.b-c!d`) squared, added up over the body: marked looks for an `@` after every mark in one.
   */
  wordWork: 20_000_000,
  /** Paragraphs, headings, list items, table cells, links, emphasis, code spans, breaks… */
  parts: 5_000,
} as const

/** Markdown to HTML that is safe to show to visitors: the sanitizer is the last step, always. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string
  return sanitizeHtml(html, ALLOWED)
}

export type Formatted = { html: string } | { problem: string }

/**
 * Like renderMarkdown, for a body an author sent: a body beyond MARKDOWN_LIMITS, or one marked fails
 * on, is a problem to tell the author (what, and where) rather than a long render or a crash.
 */
export function formatMarkdown(markdown: string): Formatted {
  try {
    const source = markdown.replace(/\r\n|\r/g, '\n')
    const nesting = nestingProblem(source)
    if (nesting) return { problem: nesting }
    // Lexer.lex is these two passes: blocks first, queueing each paragraph's text, then the
    // inline pass over the queue. The slow searches are in the second, so every paragraph is
    // measured before any is searched.
    const lexer = new Lexer(marked.defaults)
    const tokens = lexer.blockTokens(source, lexer.tokens)
    const inline = inlineProblem(source, lexer.inlineQueue)
    if (inline) return { problem: inline }
    for (const { src, tokens: inline } of lexer.inlineQueue) {
      lexer.state.inRawBlock = false
      lexer.inlineTokens(src, inline)
    }
    lexer.inlineQueue = []
    const parts = countParts(tokens)
    if (parts > MARKDOWN_LIMITS.parts)
      return {
        problem: `has ${number(parts)} formatted parts (paragraphs, list items, table cells, links, emphasis…); at most ${number(MARKDOWN_LIMITS.parts)} — split it into several posts`,
      }
    return { html: sanitizeHtml(marked.parser(tokens) as string, ALLOWED) }
  } catch (error) {
    // Beyond the limits above nothing is known to break marked; if something does, it is this body.
    const reason =
      error instanceof RangeError ? 'it nests too deeply' : String((error as Error)?.message ?? error).split('\n')[0]
    return { problem: `could not be formatted (${reason}); simplify the nesting and formatting` }
  }
}

/** A thematic break (`- - -`, `***`), which is not a list however many dashes it has. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
/** One container marker: a quote, or a list item's bullet or number followed by a space or the line's end. */
const CONTAINER = /^([ \t]*)(>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/

/**
 * The first line that nests quotes and lists deeper than the limit. A line's depth is the markers
 * it starts with (`> > - 1.` is four) plus a level for every two columns of indentation before them
 * beyond the one space after each marker, as a nested list is indented under its parent.
 */
function nestingProblem(source: string): string | null {
  const lines = source.split('\n')
  for (let line = 0; line < lines.length; line++) {
    let rest = lines[line]!
    let markers = 0
    let indent = 0
    let depth = 0
    for (let match = CONTAINER.exec(rest); match; match = CONTAINER.exec(rest)) {
      // Past the limit the line is refused whatever follows: the test (which reads to the line's end) is not needed.
      if (match[2] !== '>' && depth <= MARKDOWN_LIMITS.depth && THEMATIC_BREAK.test(rest)) break
      indent += Math.max(0, columns(match[1]!) - (markers ? 1 : 0))
      markers++
      depth = markers + Math.floor(indent / 2)
      rest = rest.slice(match[0].length)
    }
    if (depth > MARKDOWN_LIMITS.depth)
      return `nests quotes and lists ${depth} levels deep on line ${line + 1}; at most ${MARKDOWN_LIMITS.depth}`
  }
  return null
}

/** Width of leading whitespace, with tabs to the next multiple of 4. */
function columns(whitespace: string): number {
  let width = 0
  for (const char of whitespace) width = char === '\t' ? width + 4 - (width % 4) : width + 1
  return width
}

/** The characters an email address's local part may have, which marked's GFM autolinking scans for an `@`. */
const WORD_CHAR = new Uint8Array(128)
for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?_`{|}~-")
  WORD_CHAR[char.charCodeAt(0)] = 1

/**
 * Whether marked's inline pass would take too long over these paragraphs (and headings, list
 * items, table cells). Each `*`, `_` and `~` costs some microseconds and can try every later one in
 * its paragraph as its partner, and each mark inside a "word" looks to the word's end for an `@`:
 * the work is quadratic in both, so each is bounded over the whole body, and a refusal names the
 * paragraph that adds the most.
 */
function inlineProblem(source: string, queue: { src: string }[]): string | null {
  let allMarks = 0
  let emphasisWork = 0
  let wordWork = 0
  const most = { marks: 0, src: '' }
  const longest = { word: 0, src: '' }
  for (const { src } of queue) {
    let marks = 0
    let word = 0
    for (let i = 0; i <= src.length; i++) {
      const code = i < src.length ? src.charCodeAt(i) : 32
      if (code === 42 || code === 95 || code === 126) marks++
      if (code < 128 && WORD_CHAR[code]) {
        word++
        continue
      }
      wordWork += word * word
      if (word > longest.word) Object.assign(longest, { word, src })
      word = 0
    }
    allMarks += marks
    emphasisWork += marks * marks
    if (marks > most.marks) Object.assign(most, { marks, src })
  }
  if (allMarks > MARKDOWN_LIMITS.marks)
    return `has ${number(allMarks)} *, _ and ~ marks outside code blocks; at most ${number(MARKDOWN_LIMITS.marks)}`
  if (emphasisWork > MARKDOWN_LIMITS.emphasisWork)
    return `has too many *, _ and ~ marks in its paragraphs to format quickly (${paragraphAt(source, most.src)} has ${number(most.marks)}); split long paragraphs or use fewer marks`
  if (wordWork > MARKDOWN_LIMITS.wordWork)
    return `has too many long runs of characters without a space to format quickly (${paragraphAt(source, longest.src)} has one of ${number(longest.word)}); break them up, or put code in a code block`
  return null
}

/** "the paragraph on line 12", found by its first line; or by its start when marked changed that line (tabs, quote markers). */
function paragraphAt(source: string, src: string): string {
  const firstLine = src.slice(0, src.indexOf('\n') === -1 ? src.length : src.indexOf('\n'))
  const at = source.indexOf(firstLine)
  return at === -1
    ? `the paragraph starting "${firstLine.slice(0, 30)}"`
    : `the paragraph on line ${source.slice(0, at).split('\n').length}`
}

/**
 * Tokens that become HTML elements: table rows and cells included, and every tag of raw HTML,
 * which the sanitizer parses one by one. Text, blank lines and link definitions are not parts.
 */
function countParts(tokens: Token[] | TokensList): number {
  let parts = 0
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'table') parts += (token.rows.length + 1) * (token.header.length + 1)
    else if (token.type === 'html') parts += token.raw.split('<').length - 1
    else if (token.type !== 'text' && token.type !== 'space' && token.type !== 'def' && token.type !== 'escape') parts++
  })
  return parts
}

const number = (n: number) => n.toLocaleString('en-US')

export { readTime } from '../../shared/posts.ts'
