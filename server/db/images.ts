import type { AdminImage, UploadFormat } from '../../shared/admin-api.ts'
import type { ImageVariants } from '../../shared/posts.ts'
import type { DB } from './database.ts'

/** An uploaded image as stored: what the admin API lists, but for the address it adds. */
export type StoredImage = Omit<AdminImage, 'address'>

export interface ImageWrite extends ImageVariants {
  originalName: string
  format: UploadFormat
  bytes: number
  uploadedBy: number | null
}

interface ImageRow {
  id: number
  hash: string
  original_name: string
  width: number
  height: number
  format: UploadFormat
  bytes: number
  widths: string
  uploaded_by_name: string | null
  created_at: number
}

const SELECT = `SELECT i.*, u.username AS uploaded_by_name FROM images i LEFT JOIN users u ON u.id = i.uploaded_by`

const toImage = (row: ImageRow): StoredImage => ({
  id: row.id,
  hash: row.hash,
  originalName: row.original_name,
  width: row.width,
  height: row.height,
  widths: row.widths.split(',').map(Number),
  format: row.format,
  bytes: row.bytes,
  uploadedBy: row.uploaded_by_name,
  createdAt: new Date(row.created_at).toISOString(),
})

/** `/media/<hash>-<width>.<avif|webp|jpg>`: the address of one variant of an uploaded image. */
export const MEDIA_ADDRESS = /^\/media\/([0-9a-f]{16})-(\d{1,5})\.(avif|webp|jpg)$/

/** The uploaded image a post's `image` names, if it does, joined to `posts p` (server/db/blog.ts). */
export const POST_IMAGE_JOIN = `LEFT JOIN images i ON p.image LIKE '/media/%' AND i.hash = substr(p.image, 8, 16)`
export const POST_IMAGE_COLUMNS =
  'i.hash AS media_hash, i.width AS media_width, i.height AS media_height, i.widths AS media_widths'

export interface PostImageColumns {
  media_hash: string | null
  media_width: number | null
  media_height: number | null
  media_widths: string | null
}

/** A post's `imageVariants`: present only when its image is an upload. */
export const postImageVariants = (row: PostImageColumns): { imageVariants?: ImageVariants } =>
  row.media_hash
    ? {
        imageVariants: {
          hash: row.media_hash,
          width: row.media_width!,
          height: row.media_height!,
          widths: row.media_widths!.split(',').map(Number),
        },
      }
    : {}

export function insertImage(db: DB, image: ImageWrite, now: number): StoredImage {
  const result = db
    .prepare(
      `INSERT INTO images (hash, original_name, width, height, format, bytes, widths, uploaded_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      image.hash,
      image.originalName,
      image.width,
      image.height,
      image.format,
      image.bytes,
      image.widths.join(','),
      image.uploadedBy,
      now,
    )
  return findImage(db, Number(result.lastInsertRowid))!
}

export function findImage(db: DB, id: number): StoredImage | null {
  const row = db.prepare(`${SELECT} WHERE i.id = ?`).get(id) as ImageRow | undefined
  return row ? toImage(row) : null
}

export function findImageByHash(db: DB, hash: string): StoredImage | null {
  const row = db.prepare(`${SELECT} WHERE i.hash = ?`).get(hash) as ImageRow | undefined
  return row ? toImage(row) : null
}

/** The uploaded image an address names, if that variant exists: `/media/<hash>-800.webp`. */
export function findImageByAddress(db: DB, address: string): StoredImage | null {
  const match = MEDIA_ADDRESS.exec(address)
  if (!match) return null
  const image = findImageByHash(db, match[1]!)
  return image?.widths.includes(Number(match[2])) ? image : null
}

/** Newest first. */
export function listImages(db: DB): StoredImage[] {
  return (db.prepare(`${SELECT} ORDER BY i.created_at DESC, i.id DESC`).all() as ImageRow[]).map(toImage)
}

/** The posts that show an image, as their picture or in their text. */
export function postsUsingImage(db: DB, hash: string): { id: number; title: string }[] {
  const pattern = `%/media/${hash}-%`
  return db
    .prepare('SELECT id, title FROM posts WHERE image LIKE ? OR markdown LIKE ? ORDER BY id')
    .all(pattern, pattern) as { id: number; title: string }[]
}

export function deleteImage(db: DB, id: number): boolean {
  return db.prepare('DELETE FROM images WHERE id = ?').run(id).changes > 0
}
