import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { readEnv } from '../shared/env.ts'
import { drawShareCard, type ShareCard } from '../shared/share-card.ts'
import { filesUnder, unlinkPages } from './folder.ts'

/**
 * The share cards in a build (shared/share-card.ts names and draws them). Cards are drawn into
 * one store, `.share-cards/` beside BUILD_DIR, and each build links the ones its pages name into
 * its client folder (client/cards/): a card whose name the store holds is never drawn again, by
 * this build or any other made here (a full build, a build into another BUILD_DIR), and a build
 * folder stays complete on its own, for static hosting. Deleting the store costs only the time to
 * draw its cards again.
 *
 * Each render process makes the cards of the pages it renders and lists them
 * (cards.render-<n>.json). With the code unchanged, the build links the previous build's cards in
 * with its pages (build/plan.ts); then it lists every page's card in cards.json (keepCards) and
 * takes out any other.
 */

const CARDS = join('client', 'cards')

/**
 * Cards drawn at once by a render process, beside its rendering: with two, the process renders while
 * one is drawn and one is written.
 */
const DRAWING = 2

/** The store of cards and icons beside BUILD_DIR, shared by every build made there. */
export const imageStore = () => join(dirname(resolve(readEnv(process.env, ['BUILD_DIR']).BUILD_DIR)), '.share-cards')

/**
 * What a render process does with its pages' cards.
 * @param output the build folder
 * @param renderer the process's name (render-<n>)
 */
export function pageCards(output: string, renderer: string) {
  const where = {
    store: imageStore(),
    folder: join(output, CARDS),
    siteFile: (src: string) => join(output, 'client', src),
  }
  const made: Record<string, string> = {}
  let drawn = 0
  let drawing = 0
  /** Cards being drawn while the next pages render (at most DRAWING at once), and the first failure. */
  const inFlight = new Set<Promise<void>>()
  let failed: { error: unknown } | null = null
  const draw = async (card: ShareCard) => {
    const started = performance.now()
    if (await drawShareCard(card, where)) {
      drawn++
      drawing += performance.now() - started
    }
  }
  const check = () => {
    if (failed) throw failed.error
  }
  return {
    /**
     * Makes sure the build holds the card the page at `path` names, if it names one. The card is
     * drawn by libvips's threads while this process renders the next pages; the page waits only
     * when DRAWING cards are under way already.
     */
    async page(path: string, card: ShareCard | undefined) {
      check()
      if (!card) return
      made[path] = card.file
      const drawingOne: Promise<void> = draw(card)
        .catch((error: unknown) => void (failed ??= { error }))
        .finally(() => inFlight.delete(drawingOne))
      inFlight.add(drawingOne)
      if (inFlight.size >= DRAWING) await Promise.race(inFlight)
      check()
    },
    /** Once every card is drawn: lists this process's cards for keepCards; says how many it drew, and in what time, if any. */
    async finish() {
      await Promise.all(inFlight)
      check()
      writeFileSync(join(output, `cards.${renderer}.json`), JSON.stringify(made))
      const cards = `${drawn} share card${drawn === 1 ? '' : 's'}`
      return drawn ? `${renderer}: drew ${cards} in ${(drawing / 1000).toFixed(1)} s` : null
    },
  }
}

/** The share cards of the build `dir`, relative to its client folder (build/plan.ts links them into the next build). */
export const cardFiles = (dir: string) =>
  [...new Set(Object.values(builtCards(dir)))].map((file) => join('cards', file))

/**
 * Once every page is in the build `dir`: cards.json names each page's card (the render processes'
 * lists, and the previous build's for the `reused` pages, whose cards build/plan.ts linked in with
 * the pages), and the card folder holds those and no other.
 * @param previous the previous build's folder
 * @param reused the pages kept from it
 */
export function keepCards(dir: string, previous: string | null, reused: string[]) {
  const before = previous ? builtCards(previous) : {}
  const cards: Record<string, string> = {}
  for (const path of reused) if (before[path]) cards[path] = before[path]
  const present = new Set(filesUnder(join(dir, CARDS)))
  for (const name of readdirSync(dir).filter((file) => /^cards\.render-\d+\.json$/.test(file))) {
    Object.assign(cards, readCards(join(dir, name)))
    rmSync(join(dir, name))
  }
  const wanted = new Set(Object.values(cards))
  unlinkPages(
    join(dir, CARDS),
    [...present].filter((file) => !wanted.has(file)),
  )
  // In the pages' order, so that the same pages make the same file however they were rendered.
  const sorted = Object.keys(cards)
    .sort()
    .map((path) => [path, cards[path]])
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(Object.fromEntries(sorted)))
}

const readCards = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'))

/** Each page's card in the build `dir` (its cards.json), none when it has none. */
const builtCards = (dir: string) => (existsSync(join(dir, 'cards.json')) ? readCards(join(dir, 'cards.json')) : {})
