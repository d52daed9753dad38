import { Router } from 'express'
import type { ServerContext } from '../context.ts'
import { HttpError } from '../http-errors.ts'
import { mediaDir } from '../images/media-folder.ts'
import { sendImmutableFile } from './immutable-file.ts'

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const

/** Only names the upload code writes: `<16 hex digits>-<width>.<avif|webp|jpg>`; nothing else in the folder is reachable. */
const VARIANT_NAME = /^[0-9a-f]{16}-[1-9]\d{0,4}\.(avif|webp|jpg)$/

/**
 * Uploaded images (/media/<hash>-<width>.<format>), from the media folder beside the database. A
 * name is the hash of the upload, so what it shows never changes: browsers and proxies keep it for
 * a year without asking again. Anything else under /media/ is 404.
 */
export function mediaRoutes(ctx: ServerContext): Router {
  const router = Router()
  const root = mediaDir(ctx.db.name)
  router.get('/media/:name', (req, res, next) => {
    const name = req.params.name
    const match = VARIANT_NAME.exec(name)
    if (!match) return next(new HttpError(404, 'No such image'))
    sendImmutableFile(res, next, { root, name, type: TYPES[match[1] as keyof typeof TYPES] }, 'No such image')
  })
  router.use('/media', (_req, _res, next) => next(new HttpError(404, 'No such image')))
  return router
}
