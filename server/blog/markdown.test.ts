import { describe, expect, it } from 'vitest'
import { readTime, renderMarkdown } from './markdown.ts'

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
    const html = renderMarkdown(payload)
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<math|<style|<meta|<base/i)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/(href|src|srcset|action|data)\s*=\s*"?\s*(javascript|vbscript|data):/i)
    expect(html).not.toMatch(/style=/i)
  })

  it('keeps the formatting an article needs', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** and a [link](/services/repair) and ![a door](/images/x.svg).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="/services/repair">link</a>')
    expect(html).toContain('<img src="/images/x.svg" alt="a door" loading="lazy" />')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
  })

  it('marks outside links', () => {
    expect(renderMarkdown('[x](https://example.org)')).toContain('<a href="https://example.org" rel="noopener nofollow">x</a>')
  })

  it('computes read time at 200 words a minute, at least 1', () => {
    expect(readTime('word')).toBe(1)
    expect(readTime(Array(200).fill('word').join(' '))).toBe(1)
    expect(readTime(Array(201).fill('word').join(' '))).toBe(2)
    expect(readTime('')).toBe(1)
  })
})
