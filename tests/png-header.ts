import { crc32 } from 'node:zlib'

/** A PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG whose header (IHDR, correct CRC) claims `width` × `height` RGB pixels but whose pixel data
 * is 2 KB of garbage: a decoder fails on it, so only a check of the header can answer 413.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(2048, 0x5a)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
