import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatProblem } from '../errors.ts'
import type { PostFile } from '../read.ts'
import type { SiteRoute } from '../../schemas/site.ts'
import { SourceFile } from '../source.ts'
import { checkLinksAndImages, checkPostLinks, knownPaths } from './links.ts'

const publicDir = mkdtempSync(join(tmpdir(), 'public-'))
afterAll(() => rmSync(publicDir, { recursive: true, force: true }))
writeFileSync(join(publicDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>')

const route = (path: string): SiteRoute => ({ path, label: path, family: 'page', rendering: 'static' })
const known = knownPaths([route('/'), route('/contact')], ['spring-safety'])

describe('knownPaths', () => {
  it("holds the routes, the seed posts' pages and the server's own pages", () => {
    expect([...known]).toEqual(['/', '/contact', '/blog/spring-safety', '/admin', '/auth'])
  })
})

describe('checkLinksAndImages', () => {
  it('reports links to no page and missing images, and measures the images that exist', () => {
    const text = 'links:\n  - /contact#form\n  - /contcat\nlogo: /logo.svg\nhero: /hero.png\n'
    const source = SourceFile.yaml('/content/navigation.yaml', text)
    const { problems, images } = checkLinksAndImages([source], known, publicDir)
    expect(problems.map(formatProblem)).toEqual([
      '/content/navigation.yaml:3:5 links.1: link "/contcat" does not lead to any page the site builds',
      `/content/navigation.yaml:5:7 hero: image "/hero.png" not found in ${publicDir}`,
    ])
    expect(images).toEqual({ '/logo.svg': { width: 40, height: 20 } })
  })
})

describe('checkPostLinks', () => {
  it("reports a link in a post's body at its line and column in the whole file", () => {
    const text = '---\nslug: a\n---\nRead [our page](/contact) and [this](/nowhere#top).\n'
    const post: PostFile = {
      source: SourceFile.frontMatter('/content/blog/a.md', 'slug: a', { slug: 'a' }),
      text,
      bodyStart: text.indexOf('Read'),
      markdown: '',
    }
    expect(checkPostLinks([post], known).map(formatProblem)).toEqual([
      '/content/blog/a.md:4:38 body: link "/nowhere" does not lead to any page the site builds',
    ])
  })
})
