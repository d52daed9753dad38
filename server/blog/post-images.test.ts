import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiTest } from '../../tests/api.ts'
import { loadSite } from '../../content-loader/load.ts'
import { checkImageAddress, NOT_AN_IMAGE } from '../images/address-check.ts'
import { importSeedPosts } from './seed.ts'

const png = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#1e40af' } })
  .png()
  .toBuffer()

/** A server on this machine, which a post's image address must never make the server reach: logs each request. */
const remoteLog: string[] = []
let remote: Server
let base: string
beforeAll(async () => {
  remote = createServer((req, res) => {
    remoteLog.push(req.url!)
    if (req.url === '/door.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(png)
    if (req.url === '/page.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Doors</h1>')
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`
})
afterAll(() => {
  remote.closeAllConnections()
  remote.close()
})

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

const post = {
  title: 'Hurricane Braces for Double Doors',
  excerpt: 'How a brace kit holds a wide door in a storm.',
  markdown: 'Braces bolt to the floor and the header.',
  imageAlt: 'A braced double garage door on a Clearwater home',
}

describe('saving a post refuses an image address that does not load', () => {
  it('refuses any address on this computer with one plain message, logs why, and writes nothing', async () => {
    const logged: Record<string, unknown>[] = []
    test = apiTest({ log: (fields) => logged.push(fields) })
    const admin = await test.admin()
    const save = (image: string) => admin.post('/api/admin/posts').send({ ...post, image })

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const nowhere = `https://127.0.0.1:${(closed.address() as AddressInfo).port}/door.jpg`
    await new Promise((resolve) => closed.close(resolve))
    const addresses = [`${base}/missing.jpg`, `${base}/page.html`, `${base}/door.png`, nowhere]
    for (const image of addresses) {
      const res = await save(image)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(`image: ${NOT_AN_IMAGE}`)
    }
    expect(test.ctx.blog.listAll()).toEqual([])
    expect(remoteLog).toEqual([])
    // The operator's log says why, once per refusal.
    const refusals = logged.filter(({ msg }) => msg === 'image address refused')
    expect(refusals.map(({ address }) => address)).toEqual(addresses)
    expect(refusals.every(({ reason }) => typeof reason === 'string' && reason.length > 0)).toBe(true)

    // An edit checks the address again.
    const saved = await admin.post('/api/admin/posts').send({ ...post, image: '/images/blog/hurricane-prep.svg' })
    expect(saved.status, saved.text).toBe(201)
    const edit = await admin.patch(`/api/admin/posts/${saved.body.id}`).send({ image: `${base}/door.png` })
    expect(edit.status).toBe(400)
    expect(edit.body.message).toBe(`image: ${NOT_AN_IMAGE}`)
    expect(test.ctx.blog.find(saved.body.id)!.image).toBe('/images/blog/hurricane-prep.svg')
  })

  it('refuses plain http to another computer: only https, or a path on the site', async () => {
    test = apiTest()
    const admin = await test.admin()
    const res = await admin.post('/api/admin/posts').send({ ...post, image: 'http://images.example.com/door.jpg' })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^image: must be a site path like \/images\/post.jpg or an https address/)
  })

  it("looks an address on the site's own origin up in the build, and fetches nothing", async () => {
    const build = mkdtempSync(join(tmpdir(), 'site-build-'))
    try {
      mkdirSync(join(build, 'client', 'images', 'blog'), { recursive: true })
      writeFileSync(join(build, 'client', 'images', 'blog', 'door.png'), png)
      const check = (address: string) => checkImageAddress(address, { buildDir: build, siteUrl: base })
      await expect(check(`${base}/images/blog/door.png`)).resolves.toBeUndefined()
      await expect(check(`${base}/door.png`)).rejects.toThrow('image: /door.png was not found on this site (404)')
      expect(remoteLog).toEqual([])
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  })

  it('looks a site path up among the build files', async () => {
    const build = mkdtempSync(join(tmpdir(), 'site-build-'))
    try {
      mkdirSync(join(build, 'client', 'images', 'blog'), { recursive: true })
      writeFileSync(join(build, 'client', 'images', 'blog', 'door.png'), png)
      writeFileSync(join(build, 'client', 'images', 'blog', 'notes.txt'), 'Spring sizes')
      writeFileSync(join(build, 'site.db'), 'database')
      const check = (address: string) => checkImageAddress(address, { buildDir: build })
      await expect(check('/images/blog/door.png')).resolves.toBeUndefined()
      await expect(check('/images/blog/door.png?v=2')).resolves.toBeUndefined()
      await expect(check('/images/blog/missing.png')).rejects.toThrow(
        'image: /images/blog/missing.png was not found on this site (404); check the address or upload the image',
      )
      await expect(check('/images/blog/notes.txt')).rejects.toThrow(
        'image: /images/blog/notes.txt is a file on this site, not an image',
      )
      await expect(check('/images/blog')).rejects.toThrow('was not found on this site')
      await expect(check('/%2e%2e/site.db')).rejects.toThrow('was not found on this site')
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  })
})

describe('a post with an uploaded image', () => {
  it('is saved by its /media/ address and shown with its sizes; an address of no upload is refused', async () => {
    test = apiTest()
    const admin = await test.admin()
    const photo = await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#f59e0b' } })
      .jpeg()
      .toBuffer()
    const image = (await admin.post('/api/admin/images?name=braces.jpg').send(photo)).body
    const saved = await admin
      .post('/api/admin/posts')
      .send({ ...post, status: 'published', image: image.address, publishedAt: '2026-11-01T12:00:00Z' })
    expect(saved.status, saved.text).toBe(201)
    const listed = (await request(test.app).get('/api/blog/posts')).body[0]
    expect(listed.image).toBe(`/media/${image.hash}-1300.jpg`)
    expect(listed.imageVariants).toEqual({ hash: image.hash, width: 1300, height: 800, widths: [480, 800, 1200, 1300] })

    const noSuch = await admin
      .patch(`/api/admin/posts/${saved.body.id}`)
      .send({ image: '/media/0123456789abcdef-800.jpg' })
    expect(noSuch.status).toBe(400)
    expect(noSuch.body.message).toBe(
      'image: /media/0123456789abcdef-800.jpg is not an uploaded image (deleted, or mistyped); upload it or choose another',
    )
    const noSuchWidth = await admin
      .patch(`/api/admin/posts/${saved.body.id}`)
      .send({ image: `/media/${image.hash}-1600.jpg` })
    expect(noSuchWidth.status).toBe(400)
  })

  it('keeps the seed posts of content/blog importing and editable with their images', async () => {
    test = apiTest()
    const admin = await test.admin()
    importSeedPosts(test.ctx.blog, loadSite('content').blog.posts, test.ctx.now())
    const seeded = test.ctx.blog.listAll()
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((p) => p.image?.startsWith('/images/blog/'))).toBe(true)
    // Saved again from the editor, the seed's picture is found in the current build.
    const first = seeded[0]!
    const excerpt = 'What to check before the storms come, updated for this season.'
    const res = await admin.patch(`/api/admin/posts/${first.id}`).send({ excerpt })
    expect(res.status, res.text).toBe(200)
    expect(res.body.excerpt).toBe(excerpt)
    expect(res.body.image).toBe(first.image)
  })
})
