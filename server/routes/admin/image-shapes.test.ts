import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest, type Agent } from '../../../tests/api.ts'
import { pngClaiming } from '../../../tests/png-header.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/** A picture with some noise, so that it is a real decode and encode. */
const picture = (width: number, height: number, format: 'jpeg' | 'png') => {
  const image = sharp({
    create: { width, height, channels: 3, background: '#dbeafe', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
  return (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer()
}

const upload = (agent: Agent, bytes: Buffer, name: string, type: string) =>
  agent
    .post(`/api/admin/images?name=${encodeURIComponent(name)}`)
    .set('Content-Type', type)
    .send(bytes)

/** Issue 29: pictures of extreme shapes, and pictures that cannot be read, through the real route as an editor. */
describe('image shapes and unreadable pictures', () => {
  it('refuses extreme shapes with 413 naming the limit, from the header alone, and goes on serving', async () => {
    const logged: Record<string, unknown>[] = []
    test = apiTest({ log: (fields) => logged.push(fields) })
    const editor = await test.editor(await test.admin())
    const side = 'pictures can be at most 12,000 pixels on a side'
    const refusals: [number, number, string][] = [
      [1, 59_000_000, `file: is 1 × 59,000,000 pixels; ${side}`],
      [59_000_000, 1, `file: is 59,000,000 × 1 pixels; ${side}`],
      [20_000, 20_000, `file: is 20,000 × 20,000 pixels; ${side}`],
      [9_000, 8_000, 'file: is 9,000 × 8,000 pixels (72 megapixels); pictures can be at most 60 megapixels'],
      [
        12_000,
        1_100,
        'file: is 12,000 × 1,100 pixels, 10.9 times as wide as it is tall; pictures can be at most 10 times as wide as they are tall',
      ],
      [
        1_600,
        4_900,
        'file: is 1,600 × 4,900 pixels, 3.1 times as tall as it is wide; pictures can be at most 3 times as tall as they are wide',
      ],
    ]
    for (const [width, height, message] of refusals) {
      const res = await upload(editor, pngClaiming(width, height), 'odd.png', 'image/png')
      expect(res.status, `${width} × ${height}`).toBe(413)
      expect(res.body.message).toBe(message)
    }
    // The same garbage under a header of a size that is taken reaches the decoder, which fails otherwise.
    const decoded = await upload(editor, pngClaiming(800, 600), 'odd.png', 'image/png')
    expect(decoded.status).toBe(422)
    const next = await upload(editor, await picture(1200, 600, 'png'), 'wide-door.png', 'image/png')
    expect(next.status, next.text).toBe(201)
    expect(next.body).toMatchObject({ width: 1200, height: 600, widths: [480, 800, 1200] })
    expect(logged.filter((line) => line.level === 'error')).toEqual([])
  }, 30_000)

  it('answers a picture it cannot read with 422 and a plain message, logs no error, and serves the next', async () => {
    const logged: Record<string, unknown>[] = []
    test = apiTest({ log: (fields) => logged.push(fields) })
    const editor = await test.editor(await test.admin())
    const damaged = await upload(editor, pngClaiming(800, 600), 'damaged.png', 'image/png')
    expect(damaged.status).toBe(422)
    expect(damaged.body.message).toMatch(
      /^file: could not be read as a picture: it may be damaged or cut short; save it again from your photo app and upload the new copy \(.+\)$/,
    )
    const photo = await picture(1000, 800, 'jpeg')
    const cut = await upload(editor, photo.subarray(0, photo.length / 2), 'cut.jpg', 'image/jpeg')
    expect(cut.status).toBe(422)
    expect(cut.body.message).toMatch(/^file: could not be read as a picture: /)
    const next = await upload(editor, photo, 'whole.jpg', 'image/jpeg')
    expect(next.status, next.text).toBe(201)
    expect((await editor.get('/api/admin/images')).body).toHaveLength(1)
    expect(logged.filter((line) => line.level === 'error')).toEqual([])
  }, 30_000)
})
