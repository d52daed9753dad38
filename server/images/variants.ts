import sharp, { type Sharp } from 'sharp'
import { MEDIA_FORMATS, type MediaFormat } from '../../shared/posts.ts'
import type { UploadFormat } from '../db/images.ts'
import { HttpError } from '../http-errors.ts'

/** The widths an uploaded image is served at, none wider than the upload. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600]

/** Larger pictures are refused before they are decoded: 60 megapixels take 240 MB as pixels. */
export const MAX_PIXELS = 60_000_000

export interface Variant {
  width: number
  format: MediaFormat
  data: Buffer
}

export interface Processed {
  /** Of the picture the right way up. */
  width: number
  height: number
  widths: number[]
  variants: Variant[]
}

/** The widths to make for a picture `width` pixels wide: the steps below it, and itself up to the largest step. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!)
  return [...VARIANT_WIDTHS.filter((step) => step < largest), largest]
}

const NOT_AN_IMAGE = 'file: is not a JPEG, PNG, WebP or AVIF image'

/**
 * Decodes an upload and encodes every variant: turned the right way up by its EXIF orientation,
 * converted to sRGB, with every metadata (EXIF with its GPS position, XMP, ICC) left out. sharp
 * works on libuv's thread pool, not the event loop; the variants are encoded one after another,
 * so an upload keeps one of its threads busy and the server answers other requests meanwhile.
 */
export async function makeVariants(bytes: Buffer, format: UploadFormat): Promise<Processed> {
  const input = { limitInputPixels: MAX_PIXELS, failOn: 'truncated' as const }
  const meta = await sharp(bytes, input)
    .metadata()
    .catch(() => null)
  const decodedFormat = meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta?.format
  if (!meta || decodedFormat !== format || !meta.width || !meta.height) throw new HttpError(415, NOT_AN_IMAGE)
  if (meta.width * meta.height > MAX_PIXELS)
    throw new HttpError(
      413,
      `file: is ${meta.width}×${meta.height} pixels; images can be at most ${MAX_PIXELS / 1_000_000} megapixels`,
    )
  const { width, height } = meta.autoOrient
  const widths = variantWidths(width)
  const largest = await sharp(bytes, input)
    .autoOrient()
    .resize({ width: widths.at(-1)! })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new HttpError(415, `${NOT_AN_IMAGE} (it could not be read: ${error.message})`)
    })
  const { info } = largest
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const variants: Variant[] = []
  for (const variantWidth of [...widths].reverse()) {
    // Each height from the upload's proportions, not rounded twice from the largest variant's.
    const variantHeight = Math.max(1, Math.round((variantWidth * height) / width))
    const resized = sharp(largest.data, { raw }).resize({ width: variantWidth, height: variantHeight, fit: 'fill' })
    for (const variantFormat of MEDIA_FORMATS)
      variants.push({ width: variantWidth, format: variantFormat, data: await encode(resized.clone(), variantFormat) })
  }
  return { width, height, widths, variants }
}

function encode(image: Sharp, format: MediaFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 3 }).toBuffer()
    case 'webp':
      return image.webp({ quality: 78, effort: 4 }).toBuffer()
    case 'jpg':
      // JPEG has no transparency: a transparent PNG is laid on white.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  }
}
