import sharp, { type Sharp } from 'sharp'
import { MEDIA_FORMATS, type MediaFormat } from '../../shared/posts.ts'
import { HttpError } from '../http-errors.ts'
import { MAX_PIXELS, type Shape } from './shape.ts'

/** The widths an uploaded image is served at, none wider than the upload. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600]

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

/**
 * Decodes an upload and encodes every variant: turned the right way up by its EXIF orientation,
 * converted to sRGB, with every metadata (EXIF with its GPS position, XMP, ICC) left out. sharp
 * works on libuv's thread pool, not the event loop; the variants are encoded one after another,
 * so an upload keeps one of its threads busy and the server answers other requests meanwhile.
 * `shape` is the upload's size from its header (./shape.ts), already within the limits. A picture
 * whose header is sound but whose pixels cannot be read (cut short, damaged) is refused with 422.
 */
export async function makeVariants(bytes: Buffer, { width, height }: Shape): Promise<Processed> {
  const widths = variantWidths(width)
  try {
    const largest = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize({ width: widths.at(-1)! })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const { info } = largest
    const raw = { width: info.width, height: info.height, channels: info.channels }
    const variants: Variant[] = []
    for (const variantWidth of [...widths].reverse()) {
      // Each height from the upload's proportions, not rounded twice from the largest variant's.
      const variantHeight = Math.max(1, Math.round((variantWidth * height) / width))
      const resized = sharp(largest.data, { raw }).resize({ width: variantWidth, height: variantHeight, fit: 'fill' })
      for (const variantFormat of MEDIA_FORMATS)
        variants.push({
          width: variantWidth,
          format: variantFormat,
          data: await encode(resized.clone(), variantFormat),
        })
    }
    return { width, height, widths, variants }
  } catch (error) {
    throw unreadable(error)
  }
}

/** A decoder's or encoder's failure, as an editor reads it; libvips' own words follow for whoever helps them. */
function unreadable(error: unknown): HttpError {
  const detail = String((error as Error)?.message ?? error)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ')
  return new HttpError(
    422,
    `file: could not be read as a picture: it may be damaged or cut short; save it again from your photo app and upload the new copy (${detail})`,
  )
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
