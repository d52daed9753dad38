// @ts-check
// Plain JavaScript: the build's render processes load it without the TypeScript loader.
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { hash } from './hash.ts'
import { drawCard, LAYOUT } from './share-card-drawing.mjs'

/**
 * Share cards: the 1200 × 630 picture a social network shows for a link to a page (og:image).
 * Facebook, LinkedIn and X show none for an SVG, so every card is a PNG, drawn from the page's
 * title and the business's branding, or from the picture the content gives the page, cropped,
 * with the title on a band across it.
 *
 * The one procedure: shareCard() names a card by a hash of everything it is drawn from (title,
 * name, phone, tagline, the logo's and the picture's bytes, and the layout of
 * shared/share-card-drawing.mjs); the page's head points at /cards/<name>; drawShareCard() draws
 * it only when the store of cards holds no file of that name yet. A changed title makes a new
 * name, an unchanged one finds its file, and a name can be cached forever.
 */

export { BRAND_COLOURS, CARD } from './share-card-drawing.mjs'
/** Where cards are served from, and their folder in a build's client folder. */
export const CARDS_PATH = '/cards/'

/**
 * @typedef {{ name: string, telephone: string, tagline: string, logo: string }} Brand
 * @typedef {{ src: string, alt: string }} Photo
 * @typedef {{ title: string, brand: Brand, photo: Photo | null }} CardInputs
 * @typedef {{ file: string, alt: string, inputs: CardInputs }} ShareCard
 */

/** @type {Map<string, string>} */
const fileHashes = new Map()

/**
 * The card of a page: its file name (the hash of its inputs, .png) and the words that describe it.
 * `siteFile` finds a site address (/images/logo.svg) on disk; an uploaded picture's address
 * (/media/<hash>-<width>.jpg) names its bytes already.
 * @param {CardInputs} inputs
 * @param {(src: string) => string} siteFile
 * @returns {ShareCard}
 */
export function shareCard(inputs, siteFile) {
  const bytes = (/** @type {string} */ src) => {
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
 * Makes sure `store` holds the card, drawing it there when no file of its name is there yet (the
 * only place cards are drawn), and links it into `folder` when one is given (a build's card folder).
 * Written aside and then renamed, so a file of a card's name is always the whole card.
 * @param {ShareCard} card
 * @param {{ store: string, folder?: string, siteFile: (src: string) => string }} where
 * @returns {Promise<boolean>} whether the card was drawn
 */
export async function drawShareCard(card, { store, folder, siteFile }) {
  const stored = join(store, card.file)
  const drawn = !existsSync(stored)
  if (drawn) {
    await mkdir(store, { recursive: true })
    const partial = join(store, `.${card.file}.${process.pid}.partial`)
    try {
      await writeFile(partial, await drawCard(card.inputs, siteFile))
      await rename(partial, stored)
    } finally {
      await rm(partial, { force: true })
    }
  }
  if (folder) await linkInto(stored, join(folder, card.file))
  return drawn
}

/**
 * A link to `file` at `target` (another process may have made it already); a copy where links
 * cannot be made (another disk).
 * @param {string} file
 * @param {string} target
 */
export async function linkInto(file, target) {
  if (existsSync(target)) return
  await mkdir(dirname(target), { recursive: true })
  try {
    await link(file, target)
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code
    if (code === 'EXDEV') await copyFile(file, target)
    else if (code !== 'EEXIST') throw error
  }
}
