import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { testContext } from '../../tests/support.ts'
import { mediaDir, variantFileName } from './media-folder.ts'
import { uploadFormat } from './sniff.ts'
import { ImageUploads, cleanFileName } from './uploads.ts'
import { variantWidths } from './variants.ts'

let test: ReturnType<typeof testContext>
afterEach(() => test?.cleanup())

const uploads = () => new ImageUploads(test.ctx.db, mediaDir(test.path), test.ctx.now)

/** A picture with a transparent left half and an opaque blue right half. */
const halfClear = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 4, background: '#1e40af' } },
      left: width / 2,
      top: 0,
    },
  ])

describe('image uploads', () => {
  it('takes WebP and AVIF uploads too, known by their bytes', async () => {
    test = testContext()
    const webp = await halfClear(900, 600).webp().toBuffer()
    const avif = await halfClear(640, 480).avif().toBuffer()
    expect([uploadFormat(webp), uploadFormat(avif)]).toEqual(['webp', 'avif'])
    const store = uploads()
    const fromWebp = await store.upload(webp, 'door.webp', null)
    const fromAvif = await store.upload(avif, 'door.avif', null)
    expect(fromWebp.image).toMatchObject({ format: 'webp', width: 900, height: 600, widths: [480, 800, 900] })
    expect(fromAvif.image).toMatchObject({ format: 'avif', width: 640, height: 480, widths: [480, 640] })
    for (const { image } of [fromWebp, fromAvif])
      for (const width of image.widths)
        for (const format of ['avif', 'webp', 'jpg'] as const)
          expect(existsSync(join(store.dir, variantFileName(image.hash, width, format)))).toBe(true)
  })

  it('keeps transparency in AVIF and WebP, and lays the JPEG on white', async () => {
    test = testContext()
    const store = uploads()
    const { image } = await store.upload(await halfClear(800, 500).png().toBuffer(), 'cutout.png', null)
    const pixel = async (format: 'webp' | 'jpg') => {
      const file = join(store.dir, variantFileName(image.hash, 800, format))
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
      return { channels: info.channels, corner: [...data.subarray(0, info.channels)] }
    }
    expect(await pixel('webp')).toEqual({ channels: 4, corner: [0, 0, 0, 0] })
    expect((await pixel('jpg')).corner).toEqual([255, 255, 255])
  })

  it('makes the steps below the upload, and the upload itself up to 1600 px', () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1000)).toEqual([480, 800, 1000])
    expect(variantWidths(480)).toEqual([480])
    expect(variantWidths(300)).toEqual([300])
  })

  it('names a file without its folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\Ann\\Pictures\\door\u0000.jpg')).toBe('door.jpg')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName(undefined)).toBe('image')
    expect(cleanFileName(['a.jpg'])).toBe('image')
  })

  it('does not take a file that only starts like an image', () => {
    expect(uploadFormat(Buffer.from('GIF89a.......'))).toBeNull()
    expect(uploadFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    // An ISO media file that is not AVIF (a HEIC photo, an MP4).
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])
    expect(uploadFormat(heic)).toBeNull()
  })
})
