import { describe, expect, it } from 'vitest'
import { formatMarkdown, MARKDOWN_LIMITS, readTime, renderMarkdown } from './markdown.ts'

/** Payloads an author (or an attacker with an author's password) might try. */
const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">hi</p>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<img src="x" srcset="javascript:alert(1)">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<<script>script>alert(1)<</script>/script>',
  `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}`,
  `${'> '.repeat(500)}deep quote`,
  `${'- '.repeat(300)}deep list`,
]

describe('Markdown to safe HTML', () => {
  it.each(corpus)('leaves no script, no handler and no javascript: or data: URL in %#', (payload) => {
    const formatted = formatMarkdown(payload)
    // What authors save goes through formatMarkdown: the same HTML as renderMarkdown, or a refusal.
    if ('html' in formatted) expect(formatted.html).toBe(renderMarkdown(payload))
    for (const html of [renderMarkdown(payload), 'html' in formatted ? formatted.html : '']) {
      expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<math|<style|<meta|<base/i)
      expect(html).not.toMatch(/\son[a-z]+\s*=/i)
      expect(html).not.toMatch(/(href|src|srcset|action|data)\s*=\s*"?\s*(javascript|vbscript|data):/i)
      expect(html).not.toMatch(/style=/i)
    }
  })

  it('keeps the formatting an article needs', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and a [link](/services/repair) and ![a door](/images/x.svg).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="/services/repair">link</a>')
    expect(html).toContain('<img src="/images/x.svg" alt="a door" loading="lazy" />')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
  })

  it('formats an article exactly as renderMarkdown does', () => {
    const article = [
      '# Title\r\n\r\nSome **bold**, _em_, ~~gone~~, `code`, a [link](/services/repair "Repair") and [a reference][ref] defined below.',
      '> A quote\n>> inside a quote\n\n1. one\n   - two\n     - three\n\n- [ ] task\n\n| a | b |\n|:--|--:|\n| 1 | 2 |',
      '```js\nconst snake_case = a * b\n```\n\n    indented code\n\n[ref]: https://example.org\n\nSee [the ref][ref] and <https://example.org>, www.example.org and a@b.co.',
      '<div>raw <em>html</em></div>\n\n***\n\nSetext\n======\nLine  \nbreak\\\nagain &amp; &copy; \\* not em',
    ].join('\n\n')
    expect(formatMarkdown(article)).toEqual({ html: renderMarkdown(article) })
  })

  it('marks outside links', () => {
    expect(renderMarkdown('[x](https://example.org)')).toContain(
      '<a href="https://example.org" rel="noopener nofollow">x</a>',
    )
  })
})

describe('Markdown refused before formatting', () => {
  it('refuses quotes and lists nested more than 10 deep, naming the line', () => {
    expect(formatMarkdown(`intro\n\n${'> '.repeat(10)}ten`)).toHaveProperty('html')
    expect(formatMarkdown(`intro\n\n${'> '.repeat(11)}eleven`)).toEqual({
      problem: 'nests quotes and lists 11 levels deep on line 3; at most 10',
    })
    expect(formatMarkdown('> - 1. > * + 2) > > - > x')).toEqual({
      problem: 'nests quotes and lists 11 levels deep on line 1; at most 10',
    })
    const indented = Array.from({ length: 12 }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n')
    expect(formatMarkdown(indented)).toEqual({
      problem: 'nests quotes and lists 11 levels deep on line 11; at most 10',
    })
    expect(formatMarkdown('> '.repeat(3000) + 'x')).toEqual({
      problem: 'nests quotes and lists 3000 levels deep on line 1; at most 10',
    })
    // However many dashes a thematic break has, it is not a list.
    expect(formatMarkdown('- - - - - - - - - - - - - -')).toEqual({ html: '<hr />\n' })
  })

  it('refuses more *, _ and ~ marks per paragraph than marked pairs up quickly, naming the paragraph with most', () => {
    const bold = Array.from({ length: 40 }, (_, i) => `**point ${i}** and _aside_ ~~gone~~`).join(', ')
    expect(formatMarkdown(bold)).toHaveProperty('html')
    expect(formatMarkdown(`# Title\n\nintro *a*\n\n${'*a'.repeat(1001)}\n\nmore *b*`)).toEqual({
      problem:
        'has too many *, _ and ~ marks in its paragraphs to format quickly (the paragraph on line 5 has 1,001); split long paragraphs or use fewer marks',
    })
    // The work adds up over paragraphs (each mark may be tried against every later one in its own).
    const paragraph = '*a* '.repeat(100)
    expect(formatMarkdown(Array(10).fill(paragraph).join('\n\n'))).toHaveProperty('html')
    expect(formatMarkdown(Array(11).fill(paragraph).join('\n\n'))).toHaveProperty(
      'problem',
      expect.stringMatching(/^has too many \*, _ and ~ marks in its paragraphs/),
    )
    // And so do the marks themselves, however they are spread.
    expect(formatMarkdown('- a_b c_d\n'.repeat(2500))).toHaveProperty('html')
    expect(formatMarkdown('- a_b c_d\n'.repeat(2500) + '\nsnake_case')).toEqual({
      problem: 'has 5,001 *, _ and ~ marks outside code blocks; at most 5,000',
    })
    // Each list item is its own paragraph: a long list of bold items is fine.
    expect(
      formatMarkdown(Array.from({ length: 500 }, (_, i) => `- **item_${i}** is __here__`).join('\n')),
    ).toHaveProperty('html')
  })

  it('refuses long runs of characters without a space, in which marked looks for an @ after every mark', () => {
    const link = `[a long link](https://example.org/${'a-b.c'.repeat(300)})`
    expect(formatMarkdown(`Follow ${link} and ${link}.`)).toHaveProperty('html')
    expect(formatMarkdown(`intro\n\nword ${'!a'.repeat(2500)} word`)).toEqual({
      problem:
        'has too many long runs of characters without a space to format quickly (the paragraph on line 3 has one of 5,000); break them up, or put code in a code block',
    })
    // Code blocks are not searched: a long line of code is fine there.
    expect(formatMarkdown(`\`\`\`\n${'x=a.b!c;'.repeat(1000)}\n\`\`\``)).toHaveProperty('html')
  })

  it(`refuses more than ${MARKDOWN_LIMITS.parts.toLocaleString('en-US')} formatted parts`, () => {
    expect(formatMarkdown('- item\n'.repeat(MARKDOWN_LIMITS.parts - 1))).toHaveProperty('html')
    expect(formatMarkdown('- item\n'.repeat(MARKDOWN_LIMITS.parts))).toEqual({
      problem:
        'has 5,001 formatted parts (paragraphs, list items, table cells, links, emphasis…); at most 5,000 — split it into several posts',
    })
    // Table rows and cells count, and so does each tag of raw HTML.
    expect(formatMarkdown('|a|b|\n|-|-|\n' + '|1|2|\n'.repeat(2000))).toHaveProperty(
      'problem',
      expect.stringMatching(/^has 6,003 formatted parts/),
    )
    expect(formatMarkdown('<div>\n' + '<em>x</em>'.repeat(2600) + '\n</div>')).toHaveProperty(
      'problem',
      expect.stringMatching(/^has 5,202 formatted parts/),
    )
  })
})

describe('readTime', () => {
  it('computes read time at 200 words a minute, at least 1', () => {
    expect(readTime('word')).toBe(1)
    expect(readTime(Array(200).fill('word').join(' '))).toBe(1)
    expect(readTime(Array(201).fill('word').join(' '))).toBe(2)
    expect(readTime('')).toBe(1)
  })
})
