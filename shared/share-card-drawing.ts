import { existsSync } from 'node:fs'
import type { OverlayOptions } from 'sharp'
import type { Brand, CardInputs } from './share-card.ts'
import { text as setText, type Picture, type TextStyle } from './share-card-text.ts'

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
 * zlib's level for the card's PNG. A branded card is drawn without an alpha channel (it is opaque),
 * its layers kept unencoded and its title laid by laid(): it takes 8.5 ms rather than 17.5 (40 in
 * a row, one process), which is what a new telephone number costs each page at publish. Level 2
 * writes a card in well under half the time level 6 takes; a branded card is 64 kB rather than 58,
 * a card over a picture 82 kB rather than 67.
 */
const COMPRESSION = 2

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
      .png({ compressionLevel: COMPRESSION })
      .toBuffer()
  }
  const ground = await once(`ground ${JSON.stringify(brand)}`, async () =>
    sharp({ create: { width, height, channels: 4, background: BRAND_COLOURS.navy } })
      .composite(placed(await brandedLayers(brand, logo, name)))
      .removeAlpha()
      .raw()
      .toBuffer(),
  )
  const words = await text(title, LAYOUT.title)
  const top = LAYOUT.title.top + (LAYOUT.title.box - words.height) / 2
  const card = Buffer.allocUnsafe(ground.length)
  ground.copy(card)
  laid(words, card, LAYOUT.margin, Math.round(top))
  return sharp(card, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: COMPRESSION })
    .toBuffer()
}

/**
 * The title laid over the branded ground, pixel by pixel: libvips's compositor works on the whole
 * card in floating point, which took half of a card's time for words that cover a third of it.
 * The ground is opaque, so each pixel is the words' colour in the measure of their coverage. It
 * differs from the compositor's by at most one level in a channel, so DESIGN stays: a card drawn
 * before looks the same.
 */
function laid(words: Picture, card: Buffer, left: number, top: number) {
  const { data, width, height } = words
  for (let y = 0; y < height; y++) {
    let from = y * width * 4
    let to = ((top + y) * CARD.width + left) * 3
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      const cover = data[from + 3]!
      if (cover === 0) continue
      for (let c = 0; c < 3; c++)
        card[to + c] = Math.round((data[from + c]! * cover + card[to + c]! * (255 - cover)) / 255)
    }
  }
}

/** Layers at whole pixels, as the compositor takes them. @param {Layer[]} layers */
const placed = (layers: Layer[]) =>
  layers.map((layer) => ({ ...layer, left: Math.round(layer.left), top: Math.round(layer.top) }))

/** Words in the card's Inter, white and as wide as the margins leave, unless `style` says otherwise. */
const text = (words: string, style: Partial<TextStyle> & { size: number }) =>
  setText(words, {
    font: LAYOUT.font,
    weight: 'Bold',
    colour: BRAND_COLOURS.white,
    width: CARD.width - 2 * LAYOUT.margin,
    ...style,
  })

/** A picture as a layer of the compositor, at `left`, `top`. */
const layer = ({ data, width, height }: Picture, left: number, top: number): Layer => ({
  input: data,
  raw: { width, height, channels: 4 },
  left,
  top,
})

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
    layer(name, 60 + size + 16, 40 + (tile.height - name.height) / 2),
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
    layer(words, margin, height - band + photoTitle.padding),
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
    layer(name, margin + size + 40, 62 + (size - name.height) / 2),
    layer(phone, margin + 28, inFoot(phone.height)),
    layer(tagline, width - margin - tagline.width, inFoot(tagline.height)),
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
