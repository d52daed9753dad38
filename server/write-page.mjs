// @ts-check
// Plain JavaScript: the prerender processes load it without the TypeScript loader.
import { closeSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/** The file system's block: a write that covers whole blocks never reads the old ones first. */
const BLOCK = 4096
let buffer = Buffer.alloc(64 * BLOCK)

/**
 * Writes a page over the previous build's file without truncating it first: the file keeps its
 * blocks and its inode, so the file system does no freeing and allocating for pages that barely
 * changed (on this machine's ext4 that costs more than rendering the page). The write is padded
 * with zeros to whole blocks and the file then cut to the page's length: a write that ends inside
 * a block makes the kernel read that block from disk first when it is not cached, a wait longer
 * than rendering the page. A new page gets a new file.
 * @param {string} file
 * @param {string} body
 */
export function writePage(file, body) {
  const length = Buffer.byteLength(body)
  const padded = Math.ceil(length / BLOCK) * BLOCK
  if (buffer.length < padded) buffer = Buffer.alloc(padded)
  buffer.write(body, 0, 'utf8')
  buffer.fill(0, length, padded)
  /** @type {number} */
  let fd
  try {
    fd = openSync(file, 'r+')
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
    mkdirSync(dirname(file), { recursive: true })
    fd = openSync(file, 'w')
  }
  try {
    let written = 0
    while (written < padded) written += writeSync(fd, buffer, written, padded - written, written)
    ftruncateSync(fd, length)
  } finally {
    closeSync(fd)
  }
}
