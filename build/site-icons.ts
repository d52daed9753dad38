import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Site } from '../schemas/site.ts'
import { hash } from '../shared/hash.ts'
import { BRAND_COLOURS, linkInto } from '../shared/share-card.ts'

/**
 * The site's icons, made from the content's logo into a build's client folder: /favicon.ico (PNGs in
 * one ICO, for browsers and crawlers that ask for it whatever the page says), /apple-touch-icon.png
 * (on white: iOS shows transparency as black) and /site.webmanifest with its icons, which carry a
 * hash of what they are made from in their names. Like the share cards, they are linked in from the
 * published build when it has the same, and drawn otherwise.
 */

/** What the icons are made of besides the content; a change here makes them again. */
const ICONS = { favicon: [16, 32, 48], touch: { size: 180, logo: 136 }, app: [192, 512], design: 1 }

/** Into the build's `client` folder (the logo is among its files), from the `published` build's if it has these. */
export async function writeSiteIcons(business: Site['business'], client: string, published: string | null) {
  const logo = readFileSync(join(client, business.logo))
  const key = hash(JSON.stringify([ICONS, BRAND_COLOURS, business.name, business.tagline, hash(logo)]))
  const appIcons = ICONS.app.map((size) => appIcon(key, size))
  if (published && existsSync(join(published, appIcons[0]!))) {
    for (const file of ['favicon.ico', 'apple-touch-icon.png', 'site.webmanifest', ...appIcons])
      linkInto(join(published, file), join(client, file))
    return
  }
  const { default: sharp } = await import('sharp')
  /** The logo, `inner` px wide, in the middle of a `size` px square; on `ground` (then opaque) or transparent. */
  const square = (size: number, inner: number, ground: string | null) => {
    const [before, after] = [(size - inner) >> 1, (size - inner + 1) >> 1]
    const image = sharp(logo, { density: 1200 })
      .resize(inner, inner, { fit: 'contain', background: '#0000' })
      .extend({ top: before, bottom: after, left: before, right: after, background: ground ?? '#0000' })
    return (ground ? image.flatten({ background: ground }) : image).png().toBuffer()
  }
  const favicons = await Promise.all(ICONS.favicon.map(async (size) => ({ size, png: await square(size, size, null) })))
  await writeFile(join(client, 'favicon.ico'), ico(favicons))
  const touch = await square(ICONS.touch.size, ICONS.touch.logo, BRAND_COLOURS.white)
  await writeFile(join(client, 'apple-touch-icon.png'), touch)
  await mkdir(join(client, 'icons'), { recursive: true })
  for (const size of ICONS.app)
    await writeFile(join(client, appIcon(key, size)), await square(size, Math.round(size * 0.75), BRAND_COLOURS.white))
  // The web manifest; the name a phone gives the site on its home screen: the first word when over 12 characters.
  const { name } = business
  const manifest = {
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0],
    description: business.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOURS.navy,
    background_color: BRAND_COLOURS.white,
    icons: ICONS.app.map((size) => ({ src: `/${appIcon(key, size)}`, sizes: `${size}x${size}`, type: 'image/png' })),
  }
  await writeFile(join(client, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n')
}

const appIcon = (key: string, size: number) => `icons/${key}-${size}.png`

/**
 * An ICO file holding PNG images (Windows Vista's format, which every browser reads): a 6-byte
 * header, a 16-byte entry per image, then the images.
 */
function ico(images: { size: number; png: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    // 0 stands for 256 px.
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({ png }) => png)])
}
