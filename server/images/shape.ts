import sharp from 'sharp'
import type { UploadFormat } from '../../shared/admin-api.ts'
import { HttpError } from '../http-errors.ts'

/**
 * The longest side taken: 12,000 px covers every camera sold (a 102-megapixel medium-format sensor
 * is 11,648 px wide) and is already 7.5 times the largest size a post shows.
 */
export const MAX_SIDE = 12_000

/**
 * How many times as wide as it is tall a picture may be: a phone panorama is about 4:1, and a wide
 * picture is cheap to process, as its variants (at most 1,600 px wide) are short.
 */
export const MAX_WIDE = 10

/**
 * How many times as tall as it is wide: a phone's portrait screenshot is about 2.2:1. Tall
 * pictures make tall variants, and encoding those as AVIF takes about 30 MB per megapixel: at
 * 3:1 the largest is 1,600 × 4,800 px, and an upload stays under the memory figure in docs/administration.md.
 */
export const MAX_TALL = 3

/** Larger pictures are refused before they are decoded: 60 megapixels take 240 MB as pixels. */
export const MAX_PIXELS = 60_000_000

/** The size of a picture the right way up (by its EXIF orientation). */
export interface Shape {
  width: number
  height: number
}

export const NOT_AN_IMAGE = 'file: is not a JPEG, PNG, WebP or AVIF image'

const count = (n: number) => n.toLocaleString('en-US')

/**
 * Why a picture of this size is refused, in an editor's words (the upload form shows `file: is …` as
 * `This file is …`); null when it is taken.
 */
export function shapeProblem(width: number, height: number): string | null {
  const size = `is ${count(width)} × ${count(height)} pixels`
  if (Math.max(width, height) > MAX_SIDE)
    return `file: ${size}; pictures can be at most ${count(MAX_SIDE)} pixels on a side`
  const [ratio, limit, long] = width >= height ? [width / height, MAX_WIDE, 'wide'] : [height / width, MAX_TALL, 'tall']
  if (ratio > limit) {
    const times = ratio >= 100 ? count(Math.round(ratio)) : ratio.toFixed(1).replace(/\.0$/, '')
    const short = long === 'wide' ? 'tall' : 'wide'
    return `file: ${size}, ${times} times as ${long} as it is ${short}; pictures can be at most ${limit} times as ${long} as they are ${short}`
  }
  if (width * height > MAX_PIXELS)
    return `file: ${size} (${Math.round((width * height) / 1_000_000)} megapixels); pictures can be at most ${MAX_PIXELS / 1_000_000} megapixels`
  return null
}

/**
 * The size of an upload, read from its header alone (PNG IHDR, JPEG SOF, WebP VP8 header, AVIF
 * `ispe`): nothing is decoded, so a picture of a refused size costs neither time nor memory.
 * sharp's own pixel limit is off here because it refuses with the same error as garbage bytes;
 * the limits above refuse instead, saying which one the picture is over (413). Bytes that are not
 * a readable header of the sniffed format are not an image (415).
 */
export async function readShape(bytes: Buffer, format: UploadFormat): Promise<Shape> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const headerFormat = meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta?.format
  if (!meta || headerFormat !== format || !meta.width || !meta.height) throw new HttpError(415, NOT_AN_IMAGE)
  const problem = shapeProblem(meta.width, meta.height)
  if (problem) throw new HttpError(413, problem)
  return meta.autoOrient
}
