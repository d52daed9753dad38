import { Router } from 'express'
import { CARD } from '../../shared/share-card.ts'
import type { ServerContext } from '../context.ts'
import { HttpError } from '../http-errors.ts'
import { cardsDir } from '../images/share-cards.ts'
import { sendImmutableFile } from './immutable-file.ts'

/** Only names shareCard() writes: a 16-character hash, .png. */
const CARD_NAME = /^[\w-]{16}\.png$/

/**
 * Share cards of the pages the server renders (server/images/share-cards.ts), from `cards/` beside
 * the database; the build's own cards are among its files and answered before this. A card's name
 * is the hash of what it shows, so it is kept for a year without asking again.
 */
export function shareCardRoutes(ctx: ServerContext): Router {
  const router = Router()
  const root = cardsDir(ctx.db.name)
  router.get('/cards/:name', (req, res, next) => {
    if (!CARD_NAME.test(req.params.name)) return next(new HttpError(404, 'No such card'))
    sendImmutableFile(res, next, { root, name: req.params.name, type: CARD.type }, 'No such card')
  })
  return router
}
