import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OverlayOptions } from 'sharp'
import { hash } from './hash.ts'
import type { Brand, CardInputs } from './share-card.ts'

/**
 * How a share card looks (shared/share-card.ts names and keeps them). Its libraries are loaded
 * only when a card is drawn: the pages' renderer imports this module for LAYOUT alone.
 */

export const CARD = { width: 1200, height: 630, type: 'image/png' }

/** The site's colours (renderer/style.css): navy 900 and 950, brand 200 and 600, accent 600. */
export const BRAND_COLOURS = {
  navy: '#0f2a4a',
  deep: '#081a2f',
  pale: '#bfdbfe',
  blue: '#1d4ed8',
  red: '#c81e1e',
  white: '#ffffff',
}

/**
 * Everything the drawing takes besides a card's inputs. It is part of each card's name, so a
 * change here draws every card again; DESIGN counts the changes made to the code below instead.
 */
export const LAYOUT = {
  DESIGN: 1,
  colours: BRAND_COLOURS,
  font: 'inter-latin-wght-normal.woff2',
  margin: 80,
  /** The title's largest size and the height it must fit in; a longer title is set smaller. */
  title: { size: 66, box: 280, top: 170 },
  photoTitle: { size: 50, box: 132, padding: 44 },
  name: { size: 34 },
  phone: { size: 34 },
  tagline: { size: 24 },
  logo: 64,
  /** Where the branded card's foot band starts. */
  foot: 510,
}

type Layer = OverlayOptions & { left: number; top: number }

/**
 * The card's pixels, as PNG. Text is set by Pango in the site's own Inter (the self-hosted WOFF2,
 * unpacked once per process: Pango reads TrueType, not WOFF2), wrapped between words.
 * @param siteFile where a site address (/images/logo.svg) is on disk
 */
export async function drawCard({ title, brand, photo: named }: CardInputs, siteFile: (src: string) => string) {
  const { default: sharp } = await import('sharp')
  // An uploaded picture deleted since its page named it: the card is drawn without it rather than not at all.
  const photo = named && existsSync(siteFile(named.src)) ? named : null
  const { width, height } = CARD
  const logo = await once(`logo ${siteFile(brand.logo)}`, () =>
    sharp(siteFile(brand.logo), { density: 600 })
      .resize(LAYOUT.logo, LAYOUT.logo, { fit: 'contain', background: '#0000' })
      .png()
      .toBuffer(),
  )
  const colour = photo ? BRAND_COLOURS.navy : BRAND_COLOURS.white
  const name = await once(`name ${brand.name} ${colour}`, () =>
    text(brand.name, { size: LAYOUT.name.size, weight: 'SemiBold', colour }),
  )
  if (photo) {
    const picture = sharp(siteFile(photo.src), { density: 144 }).resize(width, height, { fit: 'cover' })
    return picture
      .composite(placed(await photoLayers(title, logo, name)))
      .png({ compressionLevel: 6 })
      .toBuffer()
  }
  const ground = await once(`ground ${JSON.stringify(brand)}`, async () =>
    sharp({ create: { width, height, channels: 4, background: BRAND_COLOURS.navy } })
      .composite(placed(await brandedLayers(brand, logo, name)))
      .raw()
      .toBuffer(),
  )
  const words = await text(title, LAYOUT.title)
  const top = LAYOUT.title.top + (LAYOUT.title.box - words.height) / 2
  return sharp(ground, { raw: { width, height, channels: 4 } })
    .composite(placed([{ input: words.data, left: LAYOUT.margin, top }]))
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/** Layers at whole pixels, as the compositor takes them. @param {Layer[]} layers */
const placed = (layers: Layer[]) =>
  layers.map((layer) => ({ ...layer, left: Math.round(layer.left), top: Math.round(layer.top) }))

interface Picture {
  data: Buffer
  width: number
  height: number
}

/**
 * Over a picture: the logo and name on a white tile at the top left, the title on a navy band at the foot.
 */
async function photoLayers(title: string, logo: Buffer, name: Picture): Promise<Layer[]> {
  const { colours: c, margin, photoTitle, logo: size } = LAYOUT
  const { width, height } = CARD
  const words = await text(title, photoTitle)
  const band = words.height + 2 * photoTitle.padding
  const tile = { width: 12 + size + 16 + name.width + 28, height: size + 24 }
  return [
    {
      input: svg(`<rect width="${tile.width}" height="${tile.height}" rx="16" fill="${c.white}"/>`, tile),
      left: 48,
      top: 40,
    },
    { input: logo, left: 60, top: 52 },
    { input: name.data, left: 60 + size + 16, top: 40 + (tile.height - name.height) / 2 },
    {
      input: svg(`<rect width="${width}" height="${band}" fill="${c.navy}" fill-opacity="0.96"/>`, {
        width,
        height: band,
      }),
      left: 0,
      top: height - band,
    },
    {
      input: svg(`<rect width="${width}" height="8" fill="${c.blue}"/>`, { width, height: 8 }),
      left: 0,
      top: height - band,
    },
    { input: words.data, left: margin, top: height - band + photoTitle.padding },
  ]
}

/**
 * On navy: the logo on a white tile and the name at the top, and a deep band at the foot with the
 * phone number on a red pill and the tagline; the title goes in between (drawCard).
 */
async function brandedLayers(brand: Brand, logo: Buffer, name: Picture): Promise<Layer[]> {
  const { colours: c, margin, foot, logo: size } = LAYOUT
  const { width, height } = CARD
  const phone = await once(`phone ${brand.telephone}`, () =>
    text(`Call ${brand.telephone}`, { size: LAYOUT.phone.size, weight: 'Bold', colour: c.white }),
  )
  const pill = { width: phone.width + 56, height: phone.height + 28 }
  const tagline = await once(`tagline ${brand.tagline} ${pill.width}`, () =>
    text(brand.tagline, {
      size: LAYOUT.tagline.size,
      weight: 'Medium',
      colour: c.pale,
      width: width - 2 * margin - pill.width - 48,
    }),
  )
  const inFoot = (tall: number) => foot + (height - foot - tall) / 2
  const ground = [
    `<rect x="0" y="${foot}" width="${width}" height="${height - foot}" fill="${c.deep}"/>`,
    `<rect x="0" y="0" width="16" height="${height}" fill="${c.blue}"/>`,
    `<rect x="${margin}" y="50" width="${size + 24}" height="${size + 24}" rx="16" fill="${c.white}"/>`,
    `<rect x="${margin}" y="${inFoot(pill.height)}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="${c.red}"/>`,
  ]
  return [
    { input: svg(ground.join(''), CARD), left: 0, top: 0 },
    { input: logo, left: margin + 12, top: 62 },
    { input: name.data, left: margin + size + 40, top: 62 + (size - name.height) / 2 },
    { input: phone.data, left: margin + 28, top: inFoot(phone.height) },
    { input: tagline.data, left: width - margin - tagline.width, top: inFoot(tagline.height) },
  ]
}

const made = new Map<string, Promise<unknown>>()

/**
 * What every card of a site shares (the logo, the name, the phone, the tagline) is made once per process.
 */
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let value = made.get(key) as Promise<T> | undefined
  if (!value) made.set(key, (value = make()))
  return value
}

/**
 * @param {{ width: number, height: number }} size
 */
const svg = (body: string, { width, height }: { width: number; height: number }) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)

/**
 * Words set in Inter: at `size` px, wrapped within `width`; set smaller, 2 px at a time, until
 * they fit `box` px of height, when one is given.
 * @param {{ size: number, weight?: string, colour?: string, width?: number, box?: number }} style
 */
async function text(
  words: string,
  style: { size: number; weight?: string; colour?: string; width?: number; box?: number },
): Promise<Picture> {
  const { size, weight = 'Bold', colour = BRAND_COLOURS.white, width = CARD.width - 2 * LAYOUT.margin, box } = style
  const { default: sharp } = await import('sharp')
  const fontfile = await interFile()
  const markup = `<span foreground="${colour}">${escapeMarkup(words)}</span>`
  for (let points = size; ; points -= 2) {
    const font = `Inter ${weight} ${points}`
    const spacing = Math.round(points * 0.18)
    const { data, info } = await sharp({
      text: { text: markup, font, fontfile, width, wrap: 'word-char', rgba: true, dpi: 72, spacing },
    })
      .png()
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

/** The site's Inter as a TrueType file in the system's temporary folder, unpacked once per process. */
function interFile() {
  inter ??= (async () => {
    const woff2 = createRequire(import.meta.url).resolve(`@fontsource-variable/inter/files/${LAYOUT.font}`)
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
