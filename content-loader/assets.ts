import { readFileSync } from 'node:fs'
import type { ImageSize } from '../schemas/site.ts'

/** Reads an image's intrinsic size from its file (SVG width/height or viewBox, PNG, JPEG), so pages can set width and height. */
export function readImageSize(file: string): ImageSize | null {
  const bytes = readFileSync(file)
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'))
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes)
  return null
}

function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/.exec(text)?.[0] ?? ''
  const width = Number(/\swidth="([\d.]+)"/.exec(tag)?.[1])
  const height = Number(/\sheight="([\d.]+)"/.exec(tag)?.[1])
  if (width && height) return { width, height }
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag)
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null
}

function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    const length = bytes.readUInt16BE(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + length
  }
  return null
}
