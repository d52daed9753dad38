import express, { type RequestHandler, type Router } from 'express'
import { MAX_UPLOAD_BYTES, type AdminImage } from '../../../shared/admin-api.ts'
import { mediaPath } from '../../../shared/posts.ts'
import type { ServerContext } from '../../context.ts'
import type { StoredImage } from '../../db/images.ts'
import { mediaDir } from '../../images/media-folder.ts'
import { ImageUploads, tooLarge } from '../../images/uploads.ts'
import { idOf, type Audit } from './params.ts'

/** An image as the admin API sends it: with the address a post refers to it by (its largest JPEG). */
const withAddress = (image: StoredImage): AdminImage => ({
  ...image,
  address: mediaPath(image.hash, image.widths.at(-1)!, 'jpg'),
})

/**
 * The file as the raw request body, up to 10 MB, whatever its Content-Type says (the bytes decide);
 * on this route only: the rest of the API takes JSON bodies of at most 100 kB.
 */
function rawFile(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES })
  return (req, res, next) =>
    raw(req, res, (error?: { type?: string; length?: number; received?: number }) =>
      next(error?.type === 'entity.too.large' ? tooLarge(error.length ?? error.received) : error),
    )
}

/**
 * Images for blog posts: upload (POST the file itself, its name in `?name=`), list for the picker,
 * delete one no post shows. Uploads are served by server/routes/media.ts.
 */
export function imageRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const uploads = new ImageUploads(ctx.db, mediaDir(ctx.db.name), ctx.now)
  router.get('/api/admin/images', (_req, res) => {
    res.json(uploads.list().map(withAddress))
  })
  router.post('/api/admin/images', rawFile(), async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const { image, created } = await uploads.upload(bytes, req.query.name, req.auth!.user.id)
    if (created) audit(req, 'image_upload', { imageId: image.id, hash: image.hash, bytes: image.bytes })
    res.status(created ? 201 : 200).json(withAddress(image))
  })
  router.delete('/api/admin/images/:id', async (req, res) => {
    const image = await uploads.remove(idOf(req))
    audit(req, 'image_delete', { imageId: image.id, hash: image.hash })
    res.status(204).end()
  })
}
