import { existsSync, readdirSync } from 'node:fs'
import request from 'supertest'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../../tests/api.ts'
import { hashPassword } from '../../auth/password.ts'
import { insertUser } from '../../db/users.ts'
import { mediaDir } from '../../images/media-folder.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/** A photo-like picture: noise under shapes, so the encoders have real work to do. */
export async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect x="${width * 0.1}" y="${height * 0.2}" width="${width * 0.8}" height="${height * 0.6}" fill="#1e40af"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}" fill="#f59e0b"/></svg>`,
  )
  const base = sharp({
    create: { width, height, channels: 3, background: '#dbeafe', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  }).composite([{ input: shapes, blend: 'over' }])
  return format === 'jpeg' ? base.jpeg({ quality: 90 }).toBuffer() : base.png().toBuffer()
}

const upload = (agent: Agent, bytes: Buffer, name: string, type = 'application/octet-stream') =>
  agent
    .post(`/api/admin/images?name=${encodeURIComponent(name)}`)
    .set('Content-Type', type)
    .send(bytes)

/** Every variant of an upload, fetched over HTTP: its real format, width and cache header. */
async function fetchVariants(image: { hash: string; widths: number[] }) {
  const found = []
  for (const width of image.widths)
    for (const [extension, format] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ] as const) {
      const res = await request(test.app)
        .get(`/media/${image.hash}-${width}.${extension}`)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => done(null, Buffer.concat(chunks)))
        })
      expect(res.status, `${width}.${extension}`).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(res.body as Buffer).metadata()
      expect(meta.format).toBe(format)
      if (extension === 'avif') expect(meta.compression).toBe('av1')
      expect(res.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[extension])
      expect(meta.width).toBe(width)
      expect(meta.exif).toBeUndefined()
      found.push({ width, format, height: meta.height! })
    }
  return found
}

describe('uploading post images', () => {
  it('resizes a JPEG and a PNG into AVIF, WebP and JPEG at each width, served for a year', async () => {
    test = apiTest()
    const admin = await test.admin()
    const jpeg = await upload(admin, await picture(2400, 1600, 'jpeg'), 'new-carriage-door.jpg', 'image/jpeg')
    expect(jpeg.status, jpeg.text).toBe(201)
    expect(jpeg.body).toMatchObject({
      originalName: 'new-carriage-door.jpg',
      width: 2400,
      height: 1600,
      format: 'jpeg',
      widths: [480, 800, 1200, 1600],
      uploadedBy: 'owner',
      address: `/media/${jpeg.body.hash}-1600.jpg`,
    })
    const variants = await fetchVariants(jpeg.body)
    expect(variants).toHaveLength(12)
    for (const variant of variants) expect(variant.height).toBe(Math.round((variant.width * 1600) / 2400))

    // A PNG narrower than the largest step: never enlarged, its own width the largest variant.
    const png = await upload(admin, await picture(1000, 700, 'png'), 'opener-rail.png', 'image/png')
    expect(png.status, png.text).toBe(201)
    expect(png.body).toMatchObject({ format: 'png', width: 1000, height: 700, widths: [480, 800, 1000] })
    expect(await fetchVariants(png.body)).toHaveLength(9)

    // The files live in media/ beside the database, and the picker lists both, newest first.
    expect(readdirSync(mediaDir(test.path)).sort()).toHaveLength(21)
    const list = await admin.get('/api/admin/images')
    expect(list.body.map((image: { originalName: string }) => image.originalName)).toEqual([
      'opener-rail.png',
      'new-carriage-door.jpg',
    ])
  }, 60_000)

  it('turns a photo the right way up by its EXIF orientation and keeps none of its metadata', async () => {
    test = apiTest()
    const admin = await test.admin()
    const sideways = await sharp(await picture(1200, 800, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'Gulfline' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(sideways).metadata()).exif).toBeDefined()
    const res = await upload(admin, sideways, 'portrait.jpg')
    expect(res.body).toMatchObject({ width: 800, height: 1200, widths: [480, 800] })
    const variants = await fetchVariants(res.body)
    expect(variants.find((v) => v.width === 800)?.height).toBe(1200)
  }, 30_000)

  it('stores the same file once', async () => {
    test = apiTest()
    const admin = await test.admin()
    const bytes = await picture(900, 600, 'jpeg')
    const first = await upload(admin, bytes, 'door.jpg')
    const again = await upload(admin, bytes, 'door-copy.jpg')
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.id).toBe(first.body.id)
  }, 30_000)
})

describe('refusing uploads', () => {
  it('judges the type by the bytes: text named .jpg, or a JPEG start on garbage, is refused', async () => {
    test = apiTest()
    const admin = await test.admin()
    const text = await upload(
      admin,
      Buffer.from('Call Gulfline for a spring repair.\n'.repeat(20)),
      'spring.jpg',
      'image/jpeg',
    )
    expect(text.status).toBe(415)
    expect(text.body.message).toBe('file: is not a JPEG, PNG, WebP or AVIF image')
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)])
    const garbage = await upload(admin, broken, 'broken.jpg', 'image/jpeg')
    expect(garbage.status).toBe(415)
    expect(garbage.body.message).toMatch(/^file: is not a JPEG, PNG, WebP or AVIF image/)
    const empty = await upload(admin, Buffer.alloc(0), 'empty.jpg')
    expect(empty.status).toBe(400)
    expect((await admin.get('/api/admin/images')).body).toEqual([])
    expect(existsSync(mediaDir(test.path))).toBe(false)
  })

  it('refuses a 20 MB file with 413 and goes on serving', async () => {
    test = apiTest()
    const admin = await test.admin()
    const res = await upload(admin, Buffer.alloc(20 * 1024 * 1024, 0xff), 'huge.jpg', 'image/jpeg')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('file: is 20.0 MB; images can be at most 10 MB')
    const after = await upload(admin, await picture(600, 400, 'png'), 'small.png')
    expect(after.status).toBe(201)
    expect((await request(test.app).get('/api/blog/posts')).status).toBe(200)
  }, 30_000)

  it('lets an editor upload; no one signed out may', async () => {
    test = apiTest()
    await test.admin()
    insertUser(test.ctx.db, 'writer', await hashPassword('Writer-Pass-2026-Tampa'), test.ctx.now(), 'editor')
    const editor = await test.signIn('writer', 'Writer-Pass-2026-Tampa')
    const res = await upload(editor, await picture(640, 480, 'jpeg'), 'gulf-breeze.jpg')
    expect(res.status, res.text).toBe(201)
    expect(res.body.uploadedBy).toBe('writer')
    expect((await editor.get('/api/admin/images')).body).toHaveLength(1)
    const anonymous = await request(test.app)
      .post('/api/admin/images')
      .send(await picture(640, 480, 'jpeg'))
    expect(anonymous.status).toBe(401)
  }, 30_000)
})

describe('serving and deleting uploads', () => {
  it('answers 404 for any other name under /media/, and for a folder escape', async () => {
    test = apiTest()
    for (const path of [
      '/media',
      '/media/0123456789abcdef-800.png',
      '/media/0123456789abcdef-800.jpg',
      '/media/..%2Fsite.db',
      '/media/../site.db',
      '/media/.partial',
    ]) {
      const res = await request(test.app).get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers['cache-control'] ?? '', path).not.toContain('immutable')
    }
  })

  it('deletes an image no post shows, and refuses one a post shows, naming the post', async () => {
    test = apiTest()
    const admin = await test.admin()
    const shown = (await upload(admin, await picture(800, 500, 'jpeg'), 'shown.jpg')).body
    const unused = (await upload(admin, await picture(820, 500, 'png'), 'unused.png')).body
    const post = await admin.post('/api/admin/posts').send({
      title: 'New Steel Doors in Oldsmar',
      excerpt: 'Insulated steel doors.',
      markdown: 'Text.',
      image: shown.address,
      imageAlt: 'A white insulated steel garage door on an Oldsmar home',
    })
    expect(post.status, post.text).toBe(201)
    const refused = await admin.delete(`/api/admin/images/${shown.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `image: is shown by the post "New Steel Doors in Oldsmar" (id ${post.body.id}); choose another image there first`,
    )
    expect((await admin.delete(`/api/admin/images/${unused.id}`)).status).toBe(204)
    expect((await request(test.app).get(`/media/${unused.hash}-480.webp`)).status).toBe(404)
    expect((await request(test.app).get(`/media/${shown.hash}-480.webp`)).status).toBe(200)
  }, 30_000)
})
