import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedPageContext, pageFile, removeStalePages, writePage } from './page-files.mjs'

const dir = mkdtempSync(join(tmpdir(), 'page-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('prerendered page files', () => {
  it('name one file per page', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/faq')).toBe('faq.html')
    expect(pageFile('/service-area/garage-door-repair-clearwater')).toBe('service-area/garage-door-repair-clearwater.html')
  })

  it('are rewritten in place: same file, new content, no leftover bytes when the page got shorter', () => {
    const file = join(dir, 'pages', 'service-area', 'clearwater.html')
    writePage(file, 'a long first version of the page — with “quotes”')
    const inode = statSync(file).ino
    writePage(file, 'short')
    expect(readFileSync(file, 'utf8')).toBe('short')
    expect(statSync(file).ino).toBe(inode)
    writePage(file, 'a longer third version, past the end of the second')
    expect(readFileSync(file, 'utf8')).toBe('a longer third version, past the end of the second')
  })

  it('hold exactly the page, whatever its length against the 4 KB blocks the write is padded to', () => {
    const file = join(dir, 'pages', 'blocks.html')
    // A whole block, a block and one byte, a multi-byte character across a block edge, a page
    // larger than the write buffer starts with, a page of characters that take three bytes each
    // (the most one UTF-16 unit takes) and one outside the BMP, and a shorter one over it.
    const pages = ['x'.repeat(4096), 'y'.repeat(4097), `${'z'.repeat(4095)}“Clearwater”`, '<p>Tampa</p>'.repeat(30_000), `${'“'.repeat(90_000)}🚪`, 'é'.repeat(3000)]
    for (const page of pages) {
      writePage(file, page)
      expect(readFileSync(file, 'utf8')).toBe(page)
      expect(statSync(file).size).toBe(Buffer.byteLength(page))
    }
  })

  it('that the content no longer has are removed after a build, and the not-found page is kept', () => {
    const build = join(dir, 'build')
    for (const file of ['index.html', '404.html', 'faq.html', 'service-area/tampa.html', 'service-area/atlantis.html']) {
      mkdirSync(join(build, 'pages', file, '..'), { recursive: true })
      writeFileSync(join(build, 'pages', file), file)
    }
    expect(removeStalePages(build, ['/', '/faq', '/service-area/tampa'])).toEqual(['service-area/atlantis.html'])
    expect(existsSync(join(build, 'pages', 'service-area', 'atlantis.html'))).toBe(false)
    expect(existsSync(join(build, 'pages', '404.html'))).toBe(true)
    expect(existsSync(join(build, 'pages', 'service-area', 'tampa.html'))).toBe(true)
  })

  it('carry the page context the client router asks for', () => {
    const html = '<body><div id="root"></div><script id="vike_pageContext" type="application/json">{"pageId":"/pages/faq"}</script></body>'
    expect(embeddedPageContext(html)).toBe('{"pageId":"/pages/faq"}')
    expect(embeddedPageContext('<body></body>')).toBeNull()
  })
})
