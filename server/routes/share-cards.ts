import { join } from 'node:path'
import { Router } from 'express'
import { CARDS_FOLDER, currentBuildIfAny, pendingCards } from '../../shared/build-output.ts'
import { CARD, drawBuildCard } from '../../shared/share-card.ts'
import type { ServerContext } from '../context.ts'
import { HttpError } from '../http-errors.ts'
import { cardsDir } from '../images/share-cards.ts'
import { sendImmutableFile } from './immutable-file.ts'

/** Only names shareCard() writes: a 16-character hash, .png. */
const CARD_NAME = /^[\w-]{16}\.png$/

/**
 * Share cards the build's files do not hold (those are answered before this): a card of the live
 * build still to be drawn, as a build draws its new cards once its pages are live
 * (shared/build-output.ts PENDING_CARDS), is drawn now; otherwise a card of the pages the server
 * renders (server/images/share-cards.ts), from `cards/` beside the database. A card's name is the
 * hash of what it shows, so it is kept for a year without asking again.
 */
export function shareCardRoutes(ctx: ServerContext): Router {
  const router = Router()
  const root = cardsDir(ctx.db.name)
  router.get('/cards/:name', (req, res, next) => {
    const name = req.params.name
    if (!CARD_NAME.test(name)) return next(new HttpError(404, 'No such card'))
    const build = currentBuildIfAny(ctx.buildDir)
    const card = build ? pendingCards(build)[name] : undefined
    if (!build || !card) return sendImmutableFile(res, next, { root, name, type: CARD.type }, 'No such card')
    drawBuildCard(build, card).then(
      () => sendImmutableFile(res, next, { root: join(build, CARDS_FOLDER), name, type: CARD.type }, 'No such card'),
      next,
    )
  })
  return router
}
