import { MARKDOWN_LIMITS } from '../server/blog/markdown.ts'

const LENGTH = MARKDOWN_LIMITS.length
/** `unit` repeated to the size limit. */
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH)

/** The slowest body known to pass every limit: each `<` is escaped by marked, then parsed and escaped again by the sanitizer. */
export const SLOWEST_ACCEPTED = fill('<')

/**
 * Bodies that made marked overflow its stack or take seconds, or that are the densest of their
 * kind, each as long as allowed: formatted (201) or refused by name (422), never by the time limit.
 */
export const corpus: [name: string, markdown: string, refusal?: RegExp][] = [
  [
    '3,000 nested quotes (answered 500)',
    `${'> '.repeat(3000)}x`,
    /^markdown: nests quotes and lists 3000 levels deep on line 1; at most 10$/,
  ],
  ['quotes nested to the size limit', fill('>'), /nests quotes and lists/],
  [
    'quotes nested one more per line',
    Array.from({ length: 400 }, (_, i) => `${'>'.repeat(i + 1)} x`)
      .join('\n')
      .slice(0, LENGTH),
    /^markdown: nests quotes and lists \d+ levels deep on line 11;/,
  ],
  ['ordered lists nested on one line', fill('1. '), /nests quotes and lists/],
  ['quotes and lists in turn', fill('> - '), /nests quotes and lists/],
  [
    'lists nested by indentation',
    Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x`)
      .join('\n')
      .slice(0, LENGTH),
    /^markdown: nests quotes and lists \d+ levels deep on line 11;/,
  ],
  [
    '"*a" (blocked the server for seconds)',
    fill('*a'),
    /^markdown: has 25,000 \*, _ and ~ marks outside code blocks; at most 5,000$/,
  ],
  ['"_a"', fill('_a'), /\*, _ and ~ marks/],
  ['"a_"', fill('a_'), /\*, _ and ~ marks/],
  ['"**a"', fill('**a'), /\*, _ and ~ marks/],
  ['"***a"', fill('***a'), /\*, _ and ~ marks/],
  ['"~a<" (took 17 s)', fill('~a<'), /\*, _ and ~ marks/],
  ['"~a<" in short paragraphs', fill(`${'~a<'.repeat(60)}\n\n`), /\*, _ and ~ marks/],
  ['"_a" after quotes, at the emphasis limit', Array(10).fill('"_a'.repeat(200)).join('\n\n')],
  [
    'emphasis nested to the size limit',
    `${'*'.repeat(LENGTH / 2 - 1)}a${'*'.repeat(LENGTH / 2 - 1)}`,
    /\*, _ and ~ marks/,
  ],
  ['emphasised words', fill('*a* '), /\*, _ and ~ marks/],
  ['bold list items', fill('- **a**\n'), /\*, _ and ~ marks/],
  ['list items', fill('- a\n'), /formatted parts/],
  ['strikethrough', fill('~~a~~ '), /\*, _ and ~ marks/],
  ['tildes', fill('~~a'), /\*, _ and ~ marks/],
  ['open brackets', fill('[')],
  ['open links', fill('[a](')],
  ['open images', fill('![')],
  ['link brackets nested to the size limit', `${'['.repeat(LENGTH / 2 - 1)}a${']'.repeat(LENGTH / 2 - 1)}`],
  ['links', fill('[a](https://example.org) ')],
  ['short links', fill('[a](/) '), /formatted parts/],
  ['reference links', `[a]: /x\n\n${fill('[a] ')}`.slice(0, LENGTH), /formatted parts/],
  ['autolinks', fill('<http://a'), /formatted parts/],
  ['web addresses', fill('www.a.com '), /formatted parts/],
  ['email addresses', fill('a@b.co '), /formatted parts/],
  ['code spans', fill('`a` '), /formatted parts/],
  ['backticks in one long word', fill('`a'), /characters without a space/],
  ['code spans in one long word', fill('a```!'), /characters without a space/],
  ['symbols in one long word', fill('.|-|``'), /characters without a space/],
  ['"!" in 2,000-character words', fill(`${'!'.repeat(2000)} `), /characters without a space/],
  [
    'a table 1,000 columns wide',
    `|${'a|'.repeat(1000)}\n|${'-|'.repeat(1000)}\n${`|${'a|'.repeat(1000)}\n`.repeat(20)}`.slice(0, LENGTH),
    /formatted parts/,
  ],
  ['a table 8,000 rows long', `|a|b|\n|-|-|\n${'|1|2|\n'.repeat(8000)}`.slice(0, LENGTH), /formatted parts/],
  ['pipes', fill('| ')],
  ['pipes in one long word', fill('|'), /characters without a space/],
  ['raw HTML tags', fill('<em>'), /formatted parts/],
  ['HTML comments', fill('<!--'), /formatted parts/],
  ['entities', fill('&#38; ')],
  ['unfinished entities', fill('&# ')],
  ['escapes', fill('\\')],
  ['paragraphs', fill('a\n\n'), /formatted parts/],
  ['line breaks', fill('a  \n'), /formatted parts/],
  ['headings', fill('# a\n'), /formatted parts/],
  ['the slowest accepted body', SLOWEST_ACCEPTED],
]
