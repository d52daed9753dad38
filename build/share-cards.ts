import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CARDS_FOLDER, currentBuildIfAny, PENDING_CARDS, pendingCards } from '../shared/build-output.ts'
import { readEnv } from '../shared/env.ts'
import { drawBuildCard, linkInto, type ShareCard } from '../shared/share-card.ts'
import type { RenderedPart } from './messages.ts'
import { filesUnder, unlinkPages } from './folder.ts'

/**
 * The share cards in a build's client/cards/ (shared/share-card.ts names and draws them). A card is
 * named by what it shows: one the published build holds is linked in from there; any other is drawn
 * once the build is published (drawPendingCards), or by the server when asked for first.
 */

/** Cards drawn at once after a build is published: libvips draws each on threads of its own. */
const DRAWING = 2

/** The published build's folder, where cards and icons drawn before are found; none before the first build. */
export const publishedBuild = () => currentBuildIfAny(readEnv(process.env, ['BUILD_DIR']).BUILD_DIR)

/**
 * A render process's pages' cards, listed in `listed`: a card the published build holds is linked
 * into the build `output` at once; any other is drawn once the build is published.
 */
export function pageCards(output: string, listed: RenderedPart['cards']) {
  const published = publishedBuild()
  const drawn = published && join(published, CARDS_FOLDER)
  return (path: string, card: ShareCard | undefined) => {
    if (!card) return
    listed.made[path] = card.file
    if (drawn && existsSync(join(drawn, card.file)))
      linkInto(join(drawn, card.file), join(output, CARDS_FOLDER, card.file))
    else listed.pending[card.file] = card
  }
}

/**
 * Once every page is in the build `dir`: cards.json names each page's card (the render processes'
 * lists, `rendered`, and the `previous` build's folder's for the `reused` pages, whose cards
 * build/plan.ts linked in with them), the card folder holds those and no other, and
 * cards-pending.json lists what each card not yet drawn is drawn from (shared/build-output.ts).
 */
export function keepCards(dir: string, previous: string | null, reused: string[], rendered: RenderedPart['cards']) {
  const built = previous && join(previous, 'cards.json')
  const before: Record<string, string> = built && existsSync(built) ? JSON.parse(readFileSync(built, 'utf8')) : {}
  const cards: Record<string, string> = {}
  const pending: Record<string, ShareCard> = {}
  for (const path of reused) if (before[path]) cards[path] = before[path]
  // Read before its folder is looked in: the previous build's process takes its list out only once
  // every card on it is drawn.
  const undrawn = previous ? pendingCards(previous) : {}
  const present = new Set(filesUnder(join(dir, CARDS_FOLDER)))
  // A kept page's card not linked in with it was not drawn yet: it is drawn now, or this build's to draw.
  for (const file of new Set(Object.values(cards)))
    if (!present.has(file)) {
      const drawn = join(previous!, CARDS_FOLDER, file)
      if (existsSync(drawn)) linkInto(drawn, join(dir, CARDS_FOLDER, file))
      else if (undrawn[file]) pending[file] = undrawn[file]
      else throw new Error(`the share card ${file} of a page kept from the previous build is neither drawn nor listed`)
    }
  Object.assign(cards, rendered.made)
  Object.assign(pending, rendered.pending)
  const wanted = new Set(Object.values(cards))
  const unwanted = [...present].filter((file) => !wanted.has(file))
  unlinkPages(join(dir, CARDS_FOLDER), unwanted)
  // In the pages' order, so that the same pages make the same file however they were rendered.
  const paths = Object.keys(cards).sort()
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(Object.fromEntries(paths.map((path) => [path, cards[path]]))))
  if (Object.keys(pending).length) writeFileSync(join(dir, PENDING_CARDS), JSON.stringify(pending))
}

/**
 * Draws the cards the published build `dir` lists as pending, DRAWING at a time, and then takes
 * the list out; stops if another build is published meanwhile (it links in what was drawn, and
 * draws the rest). Says how many it drew and in what time, or null when there were none.
 */
export async function drawPendingCards(dir: string, buildDir: string): Promise<string | null> {
  const started = performance.now()
  const cards = Object.values(pendingCards(dir))
  const live = () => currentBuildIfAny(buildDir) === resolve(dir)
  let drawn = 0
  const drawing = async () => {
    while (cards.length && live()) if (await drawBuildCard(dir, cards.pop()!)) drawn++
  }
  await Promise.all(Array.from({ length: DRAWING }, drawing))
  if (!cards.length) rmSync(join(dir, PENDING_CARDS), { force: true })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  return drawn ? `drew ${drawn} share card${drawn === 1 ? '' : 's'} in ${seconds} s, once the pages were live` : null
}
