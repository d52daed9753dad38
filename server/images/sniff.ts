import type { UploadFormat } from '../../shared/admin-api.ts'

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1')

/**
 * The format of an upload, from its first bytes (never from its name or Content-Type): JPEG, PNG,
 * WebP or AVIF, else null.
 */
export function uploadFormat(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (isAvif(bytes)) return 'avif'
  return null
}

/** An ISO media file (`ftyp` box) whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length)
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/**
 * Whether the first bytes of a file are those of an image a browser shows: the upload formats,
 * GIF, ICO, and SVG (text whose first element is <svg>).
 */
export function looksLikeImage(bytes: Uint8Array): boolean {
  if (uploadFormat(bytes)) return true
  const head = ascii(bytes, 0, Math.min(bytes.length, 1024))
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return true
  if (head.startsWith('\x00\x00\x01\x00')) return true
  const text = head
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '')
    .trimStart()
  return /^<svg[\s>]/i.test(text)
}
