import { createHash } from 'node:crypto'

/** What a cached page was made from: it is answered only while all of these still hold. */
export interface PageFreshness {
  /** The build folder it was rendered with (a new build brings new asset hashes). */
  build: string
  /** The blog's version (server/db/blog.ts) when rendering began. */
  version: string
  /** The next scheduled post's publication time when it was rendered: the page is stale from then on. */
  expires: number
}

export interface CachedPage extends PageFreshness {
  statusCode: number
  headers: [string, string][]
  body: string
  etag: string
  bytes: number
}

export interface PageCacheLimits {
  entries: number
  bytes: number
}

/** The blog's public pages, for visitors: rendered once, answered from memory until what they show changes. */
export class PageCache {
  // A Map keeps insertion order: the first key is the least recently used.
  private readonly pages = new Map<string, CachedPage>()
  private totalBytes = 0

  constructor(readonly limits: PageCacheLimits = { entries: 500, bytes: 32 * 1024 * 1024 }) {}

  get size() {
    return this.pages.size
  }

  get bytes() {
    return this.totalBytes
  }

  /** The page stored under `key`, if it is still what a fresh render would give. */
  get(key: string, current: { build: string; version: string; now: number }): CachedPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    if (page.build !== current.build || page.version !== current.version || current.now >= page.expires) {
      this.remove(key, page)
      return null
    }
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  set(key: string, page: Omit<CachedPage, 'etag' | 'bytes'>): CachedPage {
    const old = this.pages.get(key)
    if (old) this.remove(key, old)
    const bytes = Buffer.byteLength(page.body) + key.length
    const stored: CachedPage = { ...page, etag: etagOf(page.body), bytes }
    // A page larger than the whole cache is answered but not kept.
    if (bytes > this.limits.bytes) return stored
    this.pages.set(key, stored)
    this.totalBytes += bytes
    for (const [oldest, page] of this.pages) {
      if (this.pages.size <= this.limits.entries && this.totalBytes <= this.limits.bytes) break
      this.remove(oldest, page)
    }
    return stored
  }

  delete(key: string) {
    const page = this.pages.get(key)
    if (page) this.remove(key, page)
  }

  private remove(key: string, page: CachedPage) {
    this.pages.delete(key)
    this.totalBytes -= page.bytes
  }
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** The longest search the cache keeps; a longer one is rendered for its request only. */
export const MAX_CACHED_QUERY = 100
const MAX_TOPICS = 8
const SLUG = /^[a-z0-9-]{1,80}$/

/**
 * The address a blog page is rendered from and cached under: only the parameters the blog reads
 * (category, topic, q), in a fixed order, topics sorted and unique. Null when the address is not
 * one to cache (an over-long search, too many topics).
 */
export function blogCacheKey(path: string, search: URLSearchParams): string | null {
  if (path !== '/blog' && !/^\/blog\/[a-z0-9-]+$/.test(path)) return null
  // An article reads no parameters.
  if (path !== '/blog') return path
  const params = new URLSearchParams()
  const category = search.get('category')
  if (category !== null) {
    if (!SLUG.test(category)) return null
    params.append('category', category)
  }
  const topics = [...new Set(search.getAll('topic'))].sort()
  if (topics.length > MAX_TOPICS || !topics.every((topic) => SLUG.test(topic))) return null
  for (const topic of topics) params.append('topic', topic)
  const query = (search.get('q') ?? '').trim()
  if (query.length > MAX_CACHED_QUERY) return null
  if (query) params.append('q', query)
  const normal = params.toString()
  return normal ? `/blog?${normal}` : '/blog'
}
