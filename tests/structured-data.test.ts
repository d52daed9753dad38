import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { importSeedPosts } from '../server/blog/seed.ts'
import { apiTest } from './api.ts'
import { prerenderedPages } from './pages.ts'

/**
 * What search engines read of the business and the blog: one description of the business under one
 * @id wherever a page names it, city pages naming the city it serves, its office and its hours as
 * every page shows them, and each published post a BlogPosting with its dates shown as <time>.
 */
let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const ORIGIN = 'http://localhost:3000'
const BUSINESS = `${ORIGIN}/#business`
const site = loadSite('content')
const { business } = site
const pages = prerenderedPages()

type Node = Record<string, unknown>
/** Every JSON-LD block of a page. */
const jsonLd = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
/** Every object in a JSON-LD block and the objects within it, however deep. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes)
  if (!value || typeof value !== 'object') return []
  return [value as Node, ...Object.values(value).flatMap(nodes)]
}
const businessNodes = (html: string) =>
  jsonLd(html)
    .flatMap(nodes)
    .filter((node) => node['@id'] === BUSINESS)
/** The visible text of a page. */
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

/** `07:00` → `7am`, `20:00` → `8pm`: how the pages write a time. */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const hour = hours % 12 || 12
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`
}

describe('the business in structured data', () => {
  it('is one @id, described the same way (type, name, phone, address, office, hours) on every page that names it', () => {
    const seen = new Map<string, string>()
    for (const page of pages)
      for (const { areaServed: _own, '@context': _context, ...node } of businessNodes(page.html))
        seen.set(JSON.stringify(node), page.path)
    expect([...seen.values()].length, `described differently on ${[...seen.values()].join(', ')}`).toBe(1)
    const [only] = [...seen.keys()].map((json) => JSON.parse(json) as Node)
    expect(only).toMatchObject({
      '@type': business.schemaType,
      name: business.name,
      telephone: `+1${business.telephone.replace(/\D/g, '')}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street,
        postalCode: business.address.postalCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    })
    expect(only!.telephone).toMatch(/^\+1\d{10}$/)
    // No other node on any page writes a telephone number another way.
    for (const page of pages)
      for (const node of jsonLd(page.html).flatMap(nodes))
        if ('telephone' in node) expect(node.telephone, page.path).toMatch(/^\+1\d{10}$/)
  })

  it('names, on each city page, the city served (in its state), the office and the hours the page shows', () => {
    const cityPages = site.cities.map((city) => ({ city, page: pages.find((page) => page.path === city.path)! }))
    expect(cityPages.length).toBeGreaterThan(100)
    for (const { city, page } of cityPages) {
      const [node, ...more] = businessNodes(page.html)
      expect(more, city.path).toEqual([])
      expect(node!.areaServed, city.path).toMatchObject({
        '@type': 'City',
        name: city.name,
        containedInPlace: expect.arrayContaining([{ '@type': 'State', name: business.state }]),
      })
      expect(node!.geo, city.path).toEqual({
        '@type': 'GeoCoordinates',
        latitude: business.geo.latitude,
        longitude: business.geo.longitude,
      })
      // The opening hours are the page's first set of hours, as its footer writes them.
      const hours = node!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
      expect(hours.length, city.path).toBeGreaterThan(0)
      const [first] = business.hours
      const shown = first!.rows
        .map((row) => (row.closed ? `${row.label} closed` : `${row.label} ${clock(row.opens!)}-${clock(row.closes!)}`))
        .join(' ')
      expect(text(page.html), city.path).toContain(`${first!.name} ${shown}`)
      const open = first!.rows.filter((row) => !row.closed)
      expect(
        hours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes })),
        city.path,
      ).toEqual(open.map((row) => ({ dayOfWeek: row.days, opens: row.opens, closes: row.closes })))
    }
  })
})

describe('a published post', () => {
  it('is a BlogPosting with headline, description, dates, an absolute image, author, publisher and its page', async () => {
    test = apiTest()
    importSeedPosts(test.ctx.blog, site.blog.posts, test.ctx.now())
    const admin = await test.admin()
    const made = await admin.post('/api/admin/posts').send({
      title: 'Weatherstrip before the rainy season',
      excerpt: 'How a worn bottom seal lets water and pests under a closed garage door, and when to replace it.',
      markdown: 'A bottom seal that is cracked lets water in.',
      status: 'published',
    })
    expect(made.status).toBe(201)
    for (const post of test.ctx.blog.listPublished(test.ctx.now())) {
      const res = await request(test.app).get(`/blog/${post.slug}`)
      expect(res.status).toBe(200)
      const postings = jsonLd(res.text).filter((node) => node['@type'] === 'BlogPosting')
      expect(postings.length, post.slug).toBe(1)
      const posting = postings[0]!
      const url = `${ORIGIN}/blog/${post.slug}`
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt > post.publishedAt! ? post.updatedAt : post.publishedAt,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      })
      const images = posting.image as string[]
      expect(images.length, post.slug).toBeGreaterThan(0)
      for (const image of images) expect(image, post.slug).toMatch(/^https?:\/\/[^/]+\//)
      if (post.image) expect(images[0]).toBe(post.image.startsWith('/') ? ORIGIN + post.image : post.image)
      // Then the share card, the raster picture the page's og:image names (with none of its own, the only one).
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(res.text)?.[1]
      expect(ogImage, post.slug).toMatch(/\.png$/)
      expect(images.at(-1)).toBe(ogImage)
      expect(images.length).toBe(post.image ? 2 : 1)
      for (const role of ['author', 'publisher'] as const)
        expect(posting[role], `${post.slug} ${role}`).toMatchObject({
          '@id': BUSINESS,
          '@type': business.schemaType,
          name: business.name,
          logo: ORIGIN + business.logo,
        })
      // Its date as readers see it, and as a machine-readable time.
      expect(res.text).toMatch(new RegExp(`<time dateTime="${post.publishedAt}">[^<]+</time>`, 'i'))
    }
  })

  it('is dated with <time datetime> on the blog list and the related posts, and a draft preview carries no BlogPosting', async () => {
    test = apiTest()
    importSeedPosts(test.ctx.blog, site.blog.posts, test.ctx.now())
    const posts = test.ctx.blog.listPublished(test.ctx.now())
    const list = await request(test.app).get('/blog')
    for (const post of posts) expect(list.text).toMatch(new RegExp(`<time dateTime="${post.publishedAt}">`, 'i'))
    // And on the related posts' cards at an article's end.
    const article = await request(test.app).get(`/blog/${posts[0]!.slug}`)
    const related = /<section[^>]*id="related"[\s\S]*?<\/section>/.exec(article.text)?.[0] ?? ''
    const cards = related.split('<article').length - 1
    expect(cards).toBeGreaterThan(0)
    expect(related.match(/<time datetime="[^"]+">[^<]+<\/time>/gi)?.length).toBe(cards)
    const admin = await test.admin()
    const draft = await admin.post('/api/admin/posts').send({
      title: 'A draft about opener remotes',
      excerpt: 'Not published yet.',
      markdown: 'Draft text.',
      status: 'draft',
    })
    const preview = await admin.get(`/blog/${draft.body.slug}`)
    expect(preview.status).toBe(200)
    expect(jsonLd(preview.text).filter((node) => node['@type'] === 'BlogPosting')).toEqual([])
  })
})
