import type { AdminPost, Named, PublicPost, PublishedPosts } from '../../shared/posts.ts'
import type { DB } from './database.ts'
import * as images from './images.ts'

export type { AdminPost, Named, PublicPost }

export interface PostWrite {
  title: string
  slug: string
  excerpt: string
  markdown: string
  content: string
  image: string | null
  imageAlt: string | null
  categoryId: number | null
  tagIds: number[]
  status: 'draft' | 'published'
  publishedAt: number | null
  readTime: number | null
}

interface PostRow extends images.PostImageColumns {
  id: number
  title: string
  slug: string
  excerpt: string
  markdown: string
  content: string
  image: string | null
  image_alt: string | null
  category_id: number | null
  status: 'draft' | 'published'
  published_at: number | null
  read_time: number | null
  created_at: number
  updated_at: number
  tag_ids: string | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function toAdminPost(row: PostRow, fallbackReadTime: (markdown: string) => number): AdminPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    imageAlt: row.image_alt,
    ...images.postImageVariants(row),
    categoryId: row.category_id,
    tagIds: row.tag_ids ? row.tag_ids.split(',').map(Number) : [],
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at)!,
    readTime: row.read_time ?? fallbackReadTime(row.markdown),
    markdown: row.markdown,
    status: row.status,
    updatedAt: iso(row.updated_at)!,
  }
}

function toPublicPost(row: PostRow, fallbackReadTime: (markdown: string) => number): PublicPost {
  const { markdown: _markdown, status: _status, ...post } = toAdminPost(row, fallbackReadTime)
  return post
}

/** A post's columns in the order INSERT and UPDATE name them. */
const columnsOf = (post: PostWrite) => [
  post.title,
  post.slug,
  post.excerpt,
  post.markdown,
  post.content,
  post.image,
  post.imageAlt,
  post.categoryId,
  post.status,
  post.publishedAt,
  post.readTime,
]

const SELECT_POSTS = `SELECT p.*, (SELECT group_concat(tag_id) FROM post_tags WHERE post_id = p.id) AS tag_ids, ${images.POST_IMAGE_COLUMNS} FROM posts p ${images.POST_IMAGE_JOIN}`
/** Newest first: by publication date, else creation date. */
const NEWEST_FIRST = 'ORDER BY coalesce(p.published_at, p.created_at) DESC, p.id DESC'

export class BlogStore implements PublishedPosts {
  private changes = 0
  constructor(
    private readonly db: DB,
    private readonly readTime: (markdown: string) => number,
  ) {}

  /** Changes with each save here and each write by another connection (SQLite's data_version). */
  version = () => `${this.changes}.${this.db.pragma('data_version', { simple: true }) as number}`

  /** When the next scheduled post publishes (the earliest publication time after `now`), or Infinity. */
  nextScheduled(now: number): number {
    const sql = `SELECT min(published_at) FROM posts WHERE status = 'published' AND published_at > ?`
    return (this.db.prepare(sql).pluck().get(now) as number | null) ?? Infinity
  }

  /** Published posts whose publication time has come; a future date means scheduled, and hidden until then. */
  listPublished(now: number): PublicPost[] {
    const rows = this.db
      .prepare(`${SELECT_POSTS} WHERE p.status = 'published' AND p.published_at <= ? ${NEWEST_FIRST}`)
      .all(now) as PostRow[]
    return rows.map((row) => toPublicPost(row, this.readTime))
  }

  findPublished(slug: string, now: number): PublicPost | null {
    const row = this.db
      .prepare(`${SELECT_POSTS} WHERE p.slug = ? AND p.status = 'published' AND p.published_at <= ?`)
      .get(slug, now) as PostRow | undefined
    return row ? toPublicPost(row, this.readTime) : null
  }

  findForPreview(slug: string): (PublicPost & { status: 'draft' | 'published' }) | null {
    const row = this.db.prepare(`${SELECT_POSTS} WHERE p.slug = ?`).get(slug) as PostRow | undefined
    return row ? { ...toPublicPost(row, this.readTime), status: row.status } : null
  }

  /** The current slug of a post that used to live at `oldSlug`. */
  redirectFor(oldSlug: string): string | null {
    return (
      (this.db
        .prepare('SELECT p.slug FROM post_redirects r JOIN posts p ON p.id = r.post_id WHERE r.old_slug = ?')
        .pluck()
        .get(oldSlug) as string | undefined) ?? null
    )
  }

  listAll(): AdminPost[] {
    return (this.db.prepare(`${SELECT_POSTS} ${NEWEST_FIRST}`).all() as PostRow[]).map((row) =>
      toAdminPost(row, this.readTime),
    )
  }

  find(id: number): AdminPost | null {
    const row = this.db.prepare(`${SELECT_POSTS} WHERE p.id = ?`).get(id) as PostRow | undefined
    return row ? toAdminPost(row, this.readTime) : null
  }

  /** The uploaded image an address like /media/<hash>-800.webp names, if that variant exists. */
  uploadedImage(address: string): images.StoredImage | null {
    return images.findImageByAddress(this.db, address)
  }

  slugTaken(slug: string, exceptId?: number): boolean {
    const post = this.db.prepare('SELECT id FROM posts WHERE slug = ?').pluck().get(slug) as number | undefined
    const redirect = this.db.prepare('SELECT post_id FROM post_redirects WHERE old_slug = ?').pluck().get(slug) as
      number | undefined
    return (post !== undefined && post !== exceptId) || (redirect !== undefined && redirect !== exceptId)
  }

  insert(post: PostWrite, now: number): AdminPost {
    const id = this.db.transaction(() => {
      const result = this.db
        .prepare(
          `INSERT INTO posts (title, slug, excerpt, markdown, content, image, image_alt, category_id, status, published_at, read_time, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...columnsOf(post), now, now)
      const id = Number(result.lastInsertRowid)
      this.setTags(id, post.tagIds)
      return id
    })()
    return this.find(id)!
  }

  /** Saves changes; a published post that changes slug keeps its old address as a redirect. */
  update(id: number, post: PostWrite, now: number): AdminPost {
    this.db.transaction(() => {
      const before = this.find(id)!
      if (before.slug !== post.slug && before.status === 'published') {
        this.db.prepare('INSERT OR REPLACE INTO post_redirects (old_slug, post_id) VALUES (?, ?)').run(before.slug, id)
      }
      this.db.prepare('DELETE FROM post_redirects WHERE old_slug = ?').run(post.slug)
      this.db
        .prepare(
          `UPDATE posts SET title = ?, slug = ?, excerpt = ?, markdown = ?, content = ?, image = ?, image_alt = ?, category_id = ?, status = ?, published_at = ?, read_time = ?, updated_at = ?
           WHERE id = ?`,
        )
        .run(...columnsOf(post), now, id)
      this.setTags(id, post.tagIds)
    })()
    return this.find(id)!
  }

  delete(id: number): boolean {
    this.changes++
    return this.db.prepare('DELETE FROM posts WHERE id = ?').run(id).changes > 0
  }

  private setTags(postId: number, tagIds: number[]) {
    this.changes++
    this.db.prepare('DELETE FROM post_tags WHERE post_id = ?').run(postId)
    const insert = this.db.prepare('INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)')
    for (const tagId of new Set(tagIds)) insert.run(postId, tagId)
  }

  listNamed(table: 'categories' | 'tags'): Named[] {
    return this.db.prepare(`SELECT id, name FROM ${table} ORDER BY name COLLATE NOCASE`).all() as Named[]
  }

  findNamed(table: 'categories' | 'tags', id: number): Named | null {
    return (this.db.prepare(`SELECT id, name FROM ${table} WHERE id = ?`).get(id) as Named | undefined) ?? null
  }

  findNamedByName(table: 'categories' | 'tags', name: string): Named | null {
    return (this.db.prepare(`SELECT id, name FROM ${table} WHERE name = ?`).get(name) as Named | undefined) ?? null
  }

  insertNamed(table: 'categories' | 'tags', name: string): Named {
    this.changes++
    const result = this.db.prepare(`INSERT INTO ${table} (name) VALUES (?)`).run(name)
    return { id: Number(result.lastInsertRowid), name }
  }

  renameNamed(table: 'categories' | 'tags', id: number, name: string): Named | null {
    this.changes++
    return this.db.prepare(`UPDATE ${table} SET name = ? WHERE id = ?`).run(name, id).changes ? { id, name } : null
  }

  /** Deleting a category leaves its posts Uncategorized (the foreign key sets them to null). */
  deleteNamed(table: 'categories' | 'tags', id: number): boolean {
    this.changes++
    return this.db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0
  }

  seedImported(slug: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM seed_imports WHERE slug = ?').get(slug)
  }

  markSeedImported(slug: string, now: number): void {
    this.db.prepare('INSERT OR IGNORE INTO seed_imports (slug, imported_at) VALUES (?, ?)').run(slug, now)
  }

  transaction<T>(work: () => T): T {
    this.changes++
    return this.db.transaction(work)()
  }
}
