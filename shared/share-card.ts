import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { CARDS_FOLDER } from './build-output.ts'
import { hash } from './hash.ts'
import { drawCard, LAYOUT } from './share-card-drawing.ts'

/**
 * Share cards: the 1200 × 630 picture a social network shows for a link to a page (og:image).
 * Facebook, LinkedIn and X show none for an SVG, so every card is a PNG, drawn from the page's
 * title and the business's branding, or from the picture the content gives the page, cropped,
 * with the title on a band across it.
 *
 * The one procedure: shareCard() names a card by a hash of everything it is drawn from (title,
 * name, phone, tagline, the logo's and the picture's bytes, and the layout of
 * shared/share-card-drawing.ts); the page's head points at /cards/<name>; drawShareCard() draws
 * it only when the folder of cards holds no file of that name yet. A changed title makes a new
 * name, an unchanged one finds its file, and a name can be cached forever.
 */

export { BRAND_COLOURS, CARD } from './share-card-drawing.ts'
/** Where cards are served from, and their folder in a build's client folder. */
export const CARDS_PATH = '/cards/'

/** A page's card: its file name, the words that describe it, and what it is drawn from. */
export interface ShareCard {
  file: string
  alt: string
  inputs: CardInputs
}
/** What every card of a site shows of the business. */
export interface Brand {
  name: string
  telephone: string
  tagline: string
  logo: string
}
/** The page's own picture. */
export interface Photo {
  src: string
  alt: string
}
/** Everything a card is drawn from. */
export interface CardInputs {
  title: string
  brand: Brand
  photo: Photo | null
}

const fileHashes: Map<string, string> = new Map()

/**
 * The card of a page: its file name (the hash of its inputs, .png) and the words that describe it.
 * `siteFile` finds a site address (/images/logo.svg) on disk; an uploaded picture's address
 * (/media/<hash>-<width>.jpg) names its bytes already.
 */
export function shareCard(inputs: CardInputs, siteFile: (src: string) => string): ShareCard {
  const bytes = (src: string) => {
    if (src.startsWith('/media/')) return src
    const file = siteFile(src)
    let known = fileHashes.get(file)
    if (known === undefined) fileHashes.set(file, (known = hash(readFileSync(file))))
    return known
  }
  // A picture that is not there (taken out of the content since a post named it) is left out.
  const photo =
    inputs.photo && (inputs.photo.src.startsWith('/media/') || existsSync(siteFile(inputs.photo.src)))
      ? inputs.photo
      : null
  const { title, brand } = inputs
  const made = [LAYOUT, { ...inputs, photo }, bytes(brand.logo), photo ? bytes(photo.src) : null]
  const alt = photo
    ? `${photo.alt}, under the title “${title}”, with the ${brand.name} logo`
    : `${title}: ${brand.name}, call ${brand.telephone}`
  return { file: `${hash(JSON.stringify(made))}.png`, alt, inputs: { title, brand, photo } }
}

/**
 * Makes sure `folder` holds the card, drawing it there when no file of its name is there yet.
 * Written aside and then renamed, so a file of a card's name is always the whole card.
 * @returns whether the card was drawn
 */
export async function drawShareCard(
  card: ShareCard,
  { folder, siteFile }: { folder: string; siteFile: (src: string) => string },
): Promise<boolean> {
  const file = join(folder, card.file)
  if (existsSync(file)) return false
  await mkdir(folder, { recursive: true })
  // A name of this draw's own: the server's rendering thread draws a page's card for each of the
  // requests that come at once for it, in one process.
  const partial = join(folder, `.${card.file}.${process.pid}.${randomUUID()}.partial`)
  try {
    await writeFile(partial, await drawCard(card.inputs, siteFile))
    await rename(partial, file)
  } finally {
    await rm(partial, { force: true })
  }
  return true
}

/**
 * Draws a card into the build folder `build`: one the build listed as pending (shared/build-output.ts
 * PENDING_CARDS). @returns whether the card was drawn
 */
export const drawBuildCard = (build: string, card: ShareCard) =>
  drawShareCard(card, { folder: join(build, CARDS_FOLDER), siteFile: (src) => join(build, 'client', src) })

/**
 * A link to `file` at `target` (another process may have made it already); a copy where links
 * cannot be made (another disk). Made at once rather than through the thread pool: a build links
 * the card of every page it renders, and the link is tried first, the folder made only when missing.
 * The folder is made whatever the first try's ENOENT meant: another render process may make it
 * between the failed link and a look at it, and only a second try tells a missing `file`.
 */
export function linkInto(file: string, target: string, folderMade = false) {
  try {
    linkSync(file, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' && !folderMade) {
      mkdirSync(dirname(target), { recursive: true })
      linkInto(file, target, true)
    } else if (code === 'EXDEV') {
      if (!existsSync(target)) copyFileSync(file, target)
    } else if (code !== 'EEXIST') throw error
  }
}
