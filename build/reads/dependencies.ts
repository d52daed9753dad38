import type { Site } from '../../schemas/site.ts'
import {
  COLLECTIONS,
  imageKey,
  LOOKUPS,
  SINGLETONS,
  TOP_COLLECTIONS,
  WHOLE,
  type Collection,
  type Lookup,
} from './dependency-keys.ts'
import { cityIndexView, lookupView } from './lookups.ts'
import { isIndex, positions, RANGE, remember, runs } from './view-parts.ts'

/**
 * What one prerendered page read of the content, recorded while it renders: its data hook, head,
 * components and the shell all reach the content through `pageContext.site`, which is, for that
 * render only, a view of the site that notes each value read before handing it over.
 *
 * A read is named by a key (build/reads/dependency-keys.ts): `business.yaml#telephone`,
 * `pages/faq.yaml#tabs`, `cities/clearwater.yaml#position`; reading a list's length, or any of its
 * entries by position, reads which files the list holds and in what order (`cities/*.yaml`); a
 * field read of every entry is one key (`cities/*.yaml#position`). Values below a file's first
 * level are handed over as they are: reading `city.localContent` reads all of it.
 * Why this is exact: docs/decisions/0011-recorded-page-dependencies.md.
 */
export class PageReads {
  keys = new Set<string>()
  /**
   * Per list, per field: the positions of the entries whose field was read. A set, not one flag per
   * entry: a page reads a few entries of a list of thousands.
   */
  private readonly fields = new Map<Collection, Map<string, Set<number>>>()
  private views = new WeakMap<object, unknown>()
  /** The site this recording's views show. */
  site: Site | undefined
  /** A view of `site` that records into this page's reads. */
  view(site: Site): Site {
    this.site = site
    return this.cached(site, () => remember(siteView(site, this), site, this))
  }

  cached<T>(target: object, make: () => T): T {
    let view = this.views.get(target) as T | undefined
    if (view === undefined) this.views.set(target, (view = make()))
    return view
  }

  /** Notes that the entry at `index` of the list had `field` read. */
  entryRead(collection: Collection): (index: number, field: string) => void {
    let byField = this.fields.get(collection)
    if (!byField) this.fields.set(collection, (byField = new Map()))
    const fields = byField
    return (index, field) => {
      let read = fields.get(field)
      if (!read) fields.set(field, (read = new Set()))
      read.add(index)
    }
  }

  /**
   * The keys read, with field reads of every entry of a list folded into one key, sorted; the
   * recording's views are let go (Vike keeps every page context until its prerender ends).
   */
  finish(site: Site, also: Iterable<string> = []): string[] {
    const keys = this.keys
    for (const key of also) keys.add(key)
    this.keys = new Set()
    this.views = new WeakMap()
    for (const [collection, byField] of this.fields) {
      const { prefix, ext, list } = COLLECTIONS[collection]
      const entries = list(site)
      for (const [field, read] of byField) {
        const suffix = field === '' ? '' : `#${field}`
        for (const [from, to] of runs(read)) {
          if (from === 0 && to === entries.length - 1 && to > 0) keys.add(`${prefix}*${ext}${suffix}`)
          else if (to - from + 1 >= RANGE) keys.add(`${prefix}[${from}-${to}]${ext}${suffix}`)
          else for (let i = from; i <= to; i++) keys.add(`${prefix}${entries[i]!.slug}${ext}${suffix}`)
        }
      }
    }
    this.fields.clear()
    return [...keys].sort()
  }
}

const SKIPPED = new Set(['then', 'toJSON', 'constructor', '$$typeof'])

/** A view of one file's object: reading a field reads `<file>#<field>`; listing its fields reads the file. */
export function fileView<T extends object>(value: T, file: string, reads: PageReads): T {
  return reads.cached(
    value,
    () =>
      new Proxy(value, {
        get(target, field) {
          if (typeof field === 'string' && !SKIPPED.has(field)) reads.keys.add(`${file}#${field}`)
          return Reflect.get(target, field)
        },
        has(target, field) {
          if (typeof field === 'string') reads.keys.add(`${file}#${field}`)
          return Reflect.has(target, field)
        },
        ownKeys(target) {
          reads.keys.add(file)
          return Reflect.ownKeys(target)
        },
      }),
  )
}

/** A view of a list of one file per entry (cities, services, products, posts). */
function listView<T extends { slug: string }>(list: T[], collection: Collection, reads: PageReads): T[] {
  const { prefix, ext } = COLLECTIONS[collection]
  const membership = `${prefix}*${ext}`
  // Per page, one view per entry, made when first read (a `find` reads thousands), all with one handler.
  const entryViews = new Array<T | undefined>(list.length)
  const at = positions(list)
  const entryRead = reads.entryRead(collection)
  const handler: ProxyHandler<T> = {
    get(target, field) {
      // The slug is the file's name: which files the list holds is read already.
      if (typeof field === 'string' && field !== 'slug' && !SKIPPED.has(field)) entryRead(at.get(target)!, field)
      return Reflect.get(target, field)
    },
    has(target, field) {
      if (typeof field === 'string') entryRead(at.get(target)!, field)
      return Reflect.has(target, field)
    },
    ownKeys(target) {
      entryRead(at.get(target)!, '')
      return Reflect.ownKeys(target)
    },
  }
  const entryView = (entry: T, index: number) => (entryViews[index] ??= new Proxy(entry, handler))
  return reads.cached(list, () =>
    remember(
      new Proxy(list, {
        get(target, key, receiver) {
          if (key === 'length') reads.keys.add(membership)
          else if (typeof key === 'string' && isIndex(key)) {
            reads.keys.add(membership)
            const index = Number(key)
            return index < target.length ? entryView(target[index]!, index) : undefined
          }
          return Reflect.get(target, key, receiver)
        },
        has(target, key) {
          reads.keys.add(membership)
          return Reflect.has(target, key)
        },
        ownKeys(target) {
          reads.keys.add(membership)
          return Reflect.ownKeys(target)
        },
      }),
      list,
      reads,
      (index) => entryView(list[index]!, index),
    ),
  )
}

/** The top of the site: each part handed over as the view its kind of source calls for. */
function siteView(site: Site, reads: PageReads): Site {
  return new Proxy(site, {
    get(target, part, receiver) {
      if (typeof part !== 'string') return Reflect.get(target, part, receiver)
      if (part in SINGLETONS) return fileView(target[part as keyof Site] as object, SINGLETONS[part]!, reads)
      if (part in WHOLE) {
        reads.keys.add(WHOLE[part]!)
        return target[part as keyof Site]
      }
      if (TOP_COLLECTIONS.has(part as Collection))
        return listView<{ slug: string }>(target[part as 'cities'], part as Collection, reads)
      if ((LOOKUPS as readonly string[]).includes(part)) return lookupView(target[part as Lookup], part, reads)
      if (part === 'city') return cityIndexView(target, listView(target.cities, 'cities', reads), reads)
      if (part === 'pages') return pagesView(target.pages, reads)
      if (part === 'images') return imagesView(target.images, reads)
      if (part === 'blog') {
        const blog = target.blog
        return reads.cached(blog, () => ({
          get taxonomy() {
            return fileView(blog.taxonomy, 'blog/taxonomy.yaml', reads)
          },
          get posts() {
            return listView(blog.posts, 'posts', reads)
          },
        }))
      }
      reads.keys.add('*')
      return Reflect.get(target, part, receiver)
    },
    ownKeys(target) {
      reads.keys.add('*')
      return Reflect.ownKeys(target)
    },
  })
}

function pagesView(pages: Site['pages'], reads: PageReads): Site['pages'] {
  return reads.cached(
    pages,
    () =>
      new Proxy(pages, {
        get(target, name) {
          const page = Reflect.get(target, name) as unknown
          if (typeof name !== 'string' || typeof page !== 'object' || page === null) return page
          return fileView(page, `pages/${name}.yaml`, reads)
        },
        ownKeys(target) {
          reads.keys.add('pages/*.yaml')
          return Reflect.ownKeys(target)
        },
      }),
  )
}

function imagesView(images: Site['images'], reads: PageReads): Site['images'] {
  return reads.cached(
    images,
    () =>
      new Proxy(images, {
        get(target, path) {
          if (typeof path === 'string') reads.keys.add(imageKey(path))
          return Reflect.get(target, path)
        },
        ownKeys(target) {
          reads.keys.add('public/*')
          return Reflect.ownKeys(target)
        },
      }),
  )
}
