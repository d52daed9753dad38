import { createHash } from 'node:crypto'
import { MAX_UPLOAD_BYTES } from '../../shared/admin-api.ts'
import type { DB } from '../db/database.ts'
import {
  deleteImage,
  findImage,
  findImageByHash,
  insertImage,
  listImages,
  postsUsingImage,
  type StoredImage,
} from '../db/images.ts'
import { HttpError } from '../http-errors.ts'
import { removeVariants, writeVariants } from './media-folder.ts'
import { NOT_AN_IMAGE, readShape } from './shape.ts'
import { uploadFormat } from './sniff.ts'
import { makeVariants } from './variants.ts'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The refusal of a file over the limit, with its size when known. */
export const tooLarge = (bytes: number | undefined) =>
  new HttpError(
    413,
    `file: ${bytes ? `is ${megabytes(bytes)}` : 'is too large'}; images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  )

/** A file name as the picker shows it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: unknown): string {
  const text = typeof name === 'string' ? name : ''
  const base = text
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
  return base.slice(0, 200) || 'image'
}

/**
 * Uploaded images: checked, resized into every variant, written to the media folder and recorded.
 * Uploads are processed one at a time: a second waits for the first rather than doubling the
 * memory and threads in use. A refusal or a failure ends only its own turn: the next upload runs.
 */
export class ImageUploads {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly db: DB,
    readonly dir: string,
    private readonly now: () => number,
  ) {}

  /** The stored image; `created` is false when the same file was uploaded before. */
  async upload(bytes: Buffer, name: unknown, userId: number | null): Promise<{ image: StoredImage; created: boolean }> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(bytes.length)
    if (bytes.length === 0) throw new HttpError(400, 'file: is empty; choose a JPEG, PNG, WebP or AVIF image')
    const format = uploadFormat(bytes)
    if (!format) throw new HttpError(415, NOT_AN_IMAGE)
    // Before the queue: a picture of a refused size waits for no one and is never decoded.
    const shape = await readShape(bytes, format)
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16)
    return this.serially(async () => {
      const known = findImageByHash(this.db, hash)
      if (known) return { image: known, created: false }
      const processed = await makeVariants(bytes, shape)
      await writeVariants(this.dir, hash, processed.variants)
      const image = insertImage(
        this.db,
        {
          hash,
          originalName: cleanFileName(name),
          width: processed.width,
          height: processed.height,
          widths: processed.widths,
          format,
          bytes: bytes.length,
          uploadedBy: userId,
        },
        this.now(),
      )
      return { image, created: true }
    })
  }

  list(): StoredImage[] {
    return listImages(this.db)
  }

  /** Deletes an image no post shows, files and all. */
  async remove(id: number): Promise<StoredImage> {
    const image = findImage(this.db, id)
    if (!image) throw new HttpError(404, `No image with id ${id}`)
    const users = postsUsingImage(this.db, image.hash)
    if (users.length) {
      const names = users.map((post) => `"${post.title}" (id ${post.id})`).join(', ')
      const posts = users.length > 1 ? 'posts' : 'post'
      throw new HttpError(409, `image: is shown by the ${posts} ${names}; choose another image there first`)
    }
    deleteImage(this.db, id)
    await removeVariants(this.dir, image.hash, image.widths)
    return image
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => {})
    return run
  }
}
