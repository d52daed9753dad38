import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { apiTest } from './api.ts'
import { prerenderedPages } from './pages.ts'
import { SITE_URL } from './support.ts'

/**
 * What a social network reads of a shared link (og:* and twitter:*), and the icons browsers and
 * phones ask for, in the current build (dist) and as the server answers them.
 */
const site = loadSite('content')
const client = join('dist', 'client')

/** A page's <meta property|name=… content=…> tags, by name, as a crawler reads them. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\s*\/?>/g))
    tags.set(key!, decode(value!))
  return tags
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A file of the build at a site address. */
const builtFile = (address: string) => join(client, new URL(address, SITE_URL).pathname)

describe('the share card of every built page', () => {
  const pages = prerenderedPages().filter(({ path }) => path !== '/404')

  it('is a 1200 × 630 PNG of the build, named on the site address, with its size, type and words', async () => {
    expect(pages.length).toBeGreaterThan(150)
    const cards = new Set<string>()
    for (const { path, html } of pages) {
      const tags = metaTags(html)
      const image = tags.get('og:image')
      expect(image, path).toMatch(new RegExp(`^${SITE_URL}/cards/[\\w-]{16}\\.png$`))
      expect(existsSync(builtFile(image!)), `${path}: ${image}`).toBe(true)
      cards.add(image!)
      expect(tags.get('og:image:type'), path).toBe('image/png')
      expect(tags.get('og:image:width'), path).toBe('1200')
      expect(tags.get('og:image:height'), path).toBe('630')
      expect(tags.get('og:image:alt')?.length, path).toBeGreaterThan(20)
      expect(tags.get('og:type'), path).toBe('website')
      expect(tags.get('og:title'), path).toBeTruthy()
      expect(tags.get('og:url'), path).toBe(`${SITE_URL}${path}`)
      expect(tags.get('twitter:card'), path).toBe('summary_large_image')
      expect(tags.get('twitter:image'), path).toBe(image)
      expect(tags.get('twitter:image:alt'), path).toBe(tags.get('og:image:alt'))
      expect(tags.get('twitter:title'), path).toBe(tags.get('og:title'))
    }
    // Titles differ, so cards do; each is a real picture of the stated size.
    expect(cards.size).toBe(pages.length)
    for (const card of cards) {
      const { format, width, height } = await sharp(builtFile(card)).metadata()
      expect({ card, format, width, height }).toEqual({ card, format: 'png', width: 1200, height: 630 })
    }
  })

  it('shows the picture content gives a page (a service), and the branding otherwise (a city)', () => {
    const service = site.services[0]!
    const serviceTags = metaTags(pages.find(({ path }) => path === service.path)!.html)
    expect(serviceTags.get('og:image:alt')).toContain(service.imageAlt)
    const city = site.cities[0]!
    const cityTags = metaTags(pages.find(({ path }) => path === city.path)!.html)
    expect(cityTags.get('og:image:alt')).toContain(site.business.name)
    expect(cityTags.get('og:image:alt')).toContain(site.business.telephone)
    expect(cityTags.get('og:image:alt')).toContain(city.name)
  })

  it('is listed by page in cards.json, and the build holds no other card', () => {
    const listed = JSON.parse(readFileSync(join('dist', 'cards.json'), 'utf8')) as Record<string, string>
    for (const { path, html } of pages) expect(`${SITE_URL}/cards/${listed[path]}`).toBe(metaTags(html).get('og:image'))
    expect(new Set(Object.values(listed)).size).toBe(Object.keys(listed).length)
  })
})

describe('the icons', () => {
  it('are linked from every page: the ICO, the logo, the touch icon and the manifest', () => {
    for (const { path, html } of prerenderedPages()) {
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
      expect(html, path).toContain(`<link rel="icon" href="${site.business.logo}" type="image/svg+xml"/>`)
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
      expect(html, path).toContain('<link rel="manifest" href="/site.webmanifest"/>')
    }
  })

  it('hold a 16, 32 and 48 px PNG each in favicon.ico', async () => {
    const ico = readFileSync(join(client, 'favicon.ico'))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
    const sizes = []
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)]
      const { format, width, height } = await sharp(ico.subarray(offset, offset + length)).metadata()
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([width, height])
      sizes.push(`${format} ${width}×${height}`)
    }
    expect(sizes).toEqual(['png 16×16', 'png 32×32', 'png 48×48'])
  })

  it('include a 180 px opaque touch icon and a manifest whose 192 and 512 px icons exist', async () => {
    const touch = await sharp(join(client, 'apple-touch-icon.png')).metadata()
    expect([touch.format, touch.width, touch.height, touch.hasAlpha]).toEqual(['png', 180, 180, false])
    const manifest = JSON.parse(readFileSync(join(client, 'site.webmanifest'), 'utf8'))
    expect(manifest).toMatchObject({
      name: site.business.name,
      short_name: 'Gulfline',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f2a4a',
      background_color: '#ffffff',
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const { format, width, height } = await sharp(builtFile(icon.src)).metadata()
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`)
      expect(icon.type).toBe('image/png')
    }
  })
})

describe('the server', () => {
  let test: ReturnType<typeof apiTest>
  afterEach(() => test.cleanup())

  it('answers the icons and a card with their types, the card and the ICO cacheable', async () => {
    test = apiTest()
    const favicon = await request(test.app).get('/favicon.ico')
    expect(favicon.status).toBe(200)
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    const manifest = await request(test.app).get('/site.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect((await request(test.app).get('/apple-touch-icon.png')).headers['content-type']).toBe('image/png')
    const card = metaTags(prerenderedPages()[0]!.html).get('og:image')!
    const answer = await request(test.app).get(new URL(card).pathname)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('gives a blog post og:type article with its times and a card of its picture that answers 200', async () => {
    test = apiTest()
    const admin = await test.admin()
    const saved = await admin.post('/api/admin/posts').send({
      title: 'How a Hurricane Brace Holds: Tested in a 130 mph Gust',
      excerpt: 'What a brace does in a storm, and when a door needs one.',
      markdown: 'Text.',
      image: '/images/blog/hurricane-prep.svg',
      imageAlt: 'A garage door braced against a storm',
      status: 'published',
      publishedAt: '2026-11-01T12:00:00Z',
    })
    expect(saved.status, saved.text).toBe(201)
    const page = await request(test.app).get(`/blog/${saved.body.slug}`)
    expect(page.status).toBe(200)
    const tags = metaTags(page.text)
    expect(tags.get('og:type')).toBe('article')
    expect(tags.get('article:published_time')).toBe('2026-11-01T12:00:00.000Z')
    expect(tags.get('article:modified_time')).toBe(new Date(test.clock.now).toISOString())
    expect(tags.get('og:image:alt')).toContain('A garage door braced against a storm')
    expect(tags.get('twitter:card')).toBe('summary_large_image')
    const image = tags.get('og:image')!
    expect(image).toMatch(new RegExp(`^${SITE_URL}/cards/[\\w-]{16}\\.png$`))
    const card = await request(test.app).get(new URL(image).pathname).buffer(true)
    expect(card.status).toBe(200)
    expect(card.headers['content-type']).toBe('image/png')
    const { format, width, height } = await sharp(card.body as Buffer).metadata()
    expect([format, width, height]).toEqual(['png', 1200, 630])

    // The blog's own page is a page of the site, not an article, with a card of its own.
    const blog = metaTags((await request(test.app).get('/blog')).text)
    expect(blog.get('og:type')).toBe('website')
    expect((await request(test.app).get(new URL(blog.get('og:image')!).pathname)).status).toBe(200)
    expect((await request(test.app).get('/cards/AAAAAAAAAAAAAAAA.png')).status).toBe(404)
  })
})
