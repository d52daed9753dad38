import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hash } from './hash.ts'

/**
 * The words on a share card (shared/share-card-drawing.ts lays them out), set by Pango in the
 * site's own Inter.
 */

/** Pixels as they come from the text renderer: RGBA, unencoded (encoding a layer only to decode it again cost more than drawing it). */
export interface Picture {
  data: Buffer
  width: number
  height: number
}

/** How words are set: Inter's file (of @fontsource-variable/inter), size and weight, colour, the width to wrap in, and the height to fit. */
export interface TextStyle {
  font: string
  size: number
  weight: string
  colour: string
  width: number
  box?: number
}

/**
 * Words set in Inter: at `size` px, wrapped within `width`; set smaller, 2 px at a time, until
 * they fit `box` px of height, when one is given.
 */
export async function text(
  words: string,
  { font: file, size, weight, colour, width, box }: TextStyle,
): Promise<Picture> {
  const { default: sharp } = await import('sharp')
  const fontfile = await interFile(file)
  const markup = `<span foreground="${colour}">${escapeMarkup(words)}</span>`
  for (let points = size; ; points -= 2) {
    const font = `Inter ${weight} ${points}`
    const spacing = Math.round(points * 0.18)
    const { data, info } = await sharp({
      text: { text: markup, font, fontfile, width, wrap: 'word-char', rgba: true, dpi: 72, spacing },
    })
      .raw()
      .toBuffer({ resolveWithObject: true })
    if (!box || info.height <= box || points <= 24) return { data, width: info.width, height: info.height }
  }
}

/** Text for Pango's markup: its five special characters escaped. @param {string} words */
const escapeMarkup = (words: string) =>
  words.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

let inter: Promise<string> | undefined

/** The site's Inter (one `font` file per site) as a TrueType file in the system's temporary folder, unpacked once per process. */
function interFile(font: string) {
  inter ??= (async () => {
    const woff2 = createRequire(import.meta.url).resolve(`@fontsource-variable/inter/files/${font}`)
    const bytes = await readFile(woff2)
    const file = join(tmpdir(), `share-card-inter-${hash(bytes)}.ttf`)
    if (!existsSync(file)) {
      const { decompress } = await import('wawoff2')
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, await decompress(bytes))
      await rename(partial, file)
    }
    return file
  })()
  return inter
}
