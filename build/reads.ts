import type { Site } from '../schemas/site.ts'
import { CONTENT_KINDS, FILE_KINDS, FOLDER_KINDS, type ContentKindName as Name } from '../schemas/kinds.ts'
import type { ReadsRecorder } from '../renderer/page-reads.ts'
import { hash } from '../shared/hash.ts'

/**
 * What one prerendered page read of the content, recorded while it renders: the page reaches the
 * content through `pageContext.site`, for that render a view of the site that notes each read. A read
 * is named by a key: a field of a file (`business.yaml#telephone`, `cities/clearwater.yaml#name`) or a
 * whole file; which files a folder holds, in order (`cities/*.yaml`); a member of a table worked out
 * from many files (`=nearby:clearwater`); an image's size (`public/images/logo.svg`); `routes`,
 * `redirects`, `headquarters`; or all of it (`*`). The next build hashes each key's value in its
 * content: a page whose keys all hash the same comes out the same (docs/decisions/0011).
 */

type Entry = { slug: string }
const declared = (name: Name) => CONTENT_KINDS[name] as { under?: 'blog'; file?: string }
/** A kind's part of the site: `site.business`, `site.cities`, `site.blog.posts`. */
const part = (site: Site, name: Name) => {
  const under = declared(name).under
  return (under ? site[under] : site)[name as never] as unknown
}

/** The file kinds (`business.yaml`, `blog/taxonomy.yaml`) by file, and those at the site's top by name. */
const FILES = new Map(FILE_KINDS.map((name) => [CONTENT_KINDS[name].file as string, name]))
const TOP_FILES = new Map(
  FILE_KINDS.filter((name) => !declared(name).under).map((name) => [name as string, declared(name).file!]),
)
/** The lists of one file per entry (cities, services, products, posts), and how their files are named. */
const LISTS = new Map(
  FOLDER_KINDS.filter((name) => !('named' in CONTENT_KINDS[name])).map((name) => {
    const { folder, extension } = CONTENT_KINDS[name] as { folder: string; extension: string }
    return [name as Name, { file: (slug: string) => `${folder}/${slug}${extension}`, all: `${folder}/*${extension}` }]
  }),
)
const CITIES = LISTS.get('cities')!
/** What the site works out from many files: tables read by member (`site.nearby.clearwater`), and values read whole. */
const LOOKUPS = new Set(['cityAtPath', 'nearby'])
const DERIVED = new Set(['routes', 'redirects', 'headquarters'])
/** Parts of the site handed over as views of their own, which note what is read of them. */
const VIEWED = new Set<string>([...TOP_FILES.keys(), ...LISTS.keys(), ...LOOKUPS, 'city', 'pages', 'images', 'blog'])
/** Asked of any object by React, JSON.stringify and promises: no read of the content. */
const SKIPPED = new Set(['then', 'toJSON', 'constructor', '$$typeof'])

/** A page's recording: the keys it read, through views of the site that note them. */
class PageReads {
  readonly keys = new Set<string>()
  private readonly views = new WeakMap<object, object>()

  /** A view of `target`: reading a member reads the key `key` names for it (if any) and hands over `hand`'s value; listing its members reads `listed`. */
  private watch<T extends object>(
    target: T,
    key: (member: string) => string | undefined,
    listed: string,
    hand: (value: unknown, member: string) => unknown = (value) => value,
  ): T {
    let view = this.views.get(target) as T | undefined
    if (view) return view
    view = new Proxy(target, {
      get: (t, member, receiver) => {
        const value = Reflect.get(t, member, receiver) as unknown
        if (typeof member !== 'string') return value
        const read = key(member)
        if (read !== undefined) this.keys.add(read)
        return hand(value, member)
      },
      has: (t, member) => (this.keys.add(listed), Reflect.has(t, member)),
      ownKeys: (t) => (this.keys.add(listed), Reflect.ownKeys(t)),
    })
    this.views.set(target, view)
    return view
  }

  /**
   * A file's object: reading a field reads that field of the file (a list of every city's name does
   * not depend on their texts); listing its fields, or reading a file that is one list, reads the
   * file. An entry's slug is its file's name, which its list's key holds.
   */
  private fields<T>(value: T, file: string, entry = false): T {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return (this.keys.add(file), value)
    const key = (field: string) => (SKIPPED.has(field) || (entry && field === 'slug') ? undefined : `${file}#${field}`)
    return this.watch(value, key, file)
  }

  private entry(entry: Entry, name: Name): Entry {
    return this.fields(entry, LISTS.get(name)!.file(entry.slug), true)
  }

  /** A list: its length, or an entry by position, reads which files it holds. */
  private list(entries: Entry[], name: Name): Entry[] {
    const all = LISTS.get(name)!.all
    const read = (member: string) => (member === 'length' || isIndex(member) ? all : undefined)
    return this.watch(entries, read, all, (value, member) =>
      isIndex(member) && value ? this.entry(value as Entry, name) : value,
    )
  }

  /** The view of `site` a page renders from. */
  site(site: Site): Site {
    const key = (name: string) => (DERIVED.has(name) ? name : VIEWED.has(name) ? undefined : '*')
    return this.watch(site, key, '*', (value, name) => {
      const table = value as object
      const file = TOP_FILES.get(name)
      if (file) return this.fields(value, file)
      if (LISTS.has(name as Name)) return this.list(value as Entry[], name as Name)
      if (LOOKUPS.has(name)) return this.watch(table, (member) => `=${name}:${member}`, '*')
      if (name === 'pages')
        return this.watch(table, unread, 'pages/*.yaml', (page, id) => page && this.fields(page, `pages/${id}.yaml`))
      if (name === 'images') return this.watch(table, imageKey, 'public/*')
      // A city by its slug: not which files the folder holds; a slug no city has, that city's file (if one is added).
      const city = (slug: string) => (Object.hasOwn(table, slug) || SKIPPED.has(slug) ? undefined : CITIES.file(slug))
      if (name === 'city')
        return this.watch(table, city, CITIES.all, (found) => (found ? this.entry(found as Entry, 'cities') : found))
      if (name !== 'blog') return value
      return this.watch(table, unread, '*', (v, member) => {
        if (member === 'posts') return this.list(v as Entry[], 'posts')
        return member === 'taxonomy' ? this.fields(v, declared('taxonomy').file!) : v
      })
    })
  }
}

/** Whether a property name is a position in a list ('0', '12'), cheaply: a `find` asks thousands. */
function isIndex(key: string): boolean {
  const first = key.charCodeAt(0)
  return first >= 48 && first <= 57 && String(Number(key)) === key
}

/** For a view whose members read nothing themselves: what is read of them counts (pages, blog). */
const unread = () => undefined

/** An image's size is read under the image's file: `/images/logo.svg` is content/public/images/logo.svg. */
const imageKey = (path: string) => `public/${path.replace(/^\//, '')}`

/** What a key names when the site has no such file. */
const ABSENT = Symbol('absent')

const entriesByFile = new WeakMap<Site, Map<string, unknown>>()
/** Each list's entries by file (`cities/clearwater.yaml`), and which files each list holds by its key (`cities/*.yaml`). */
function listFiles(site: Site): Map<string, unknown> {
  let files = entriesByFile.get(site)
  if (files) return files
  files = new Map()
  for (const [name, { file, all }] of LISTS) {
    const entries = part(site, name) as Entry[]
    const slugs = entries.map((entry) => entry.slug)
    files.set(all, slugs)
    for (const entry of entries) files.set(file(entry.slug), entry)
  }
  entriesByFile.set(site, files)
  return files
}

/** The value in `site` of a key a page read (PageReads). */
export function valueAt(site: Site, key: string): unknown {
  if (key === '*') return site
  if (key.startsWith('=')) {
    const [name, member] = [key.slice(1, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
    const table = LOOKUPS.has(name) ? (site[name as 'nearby'] as Record<string, unknown>) : {}
    return Object.hasOwn(table, member) ? table[member] : null
  }
  if (DERIVED.has(key)) return site[key as 'routes']
  if (key === 'public/*') return site.images
  if (key.startsWith('public/')) return site.images[`/${key.slice('public/'.length)}`] ?? ABSENT
  const [file, field] = key.split('#') as [string, string | undefined]
  const kind = FILES.get(file)
  const page = /^pages\/(.+)\.yaml$/.exec(file)?.[1]
  let value: unknown
  if (kind) value = part(site, kind)
  else if (file === 'pages/*.yaml') value = site.pages
  else if (page) value = Object.hasOwn(site.pages, page) ? site.pages[page as keyof Site['pages']] : ABSENT
  else value = listFiles(site).get(file) ?? ABSENT
  return field === undefined || value === ABSENT ? value : (value as Record<string, unknown>)[field]
}

/** A short hash of a key's value; the same value always hashes the same. */
export function hashValue(value: unknown): string {
  return hash(value === ABSENT ? '\0absent' : value === undefined ? '\0undefined' : JSON.stringify(value))
}

/** Hashes of keys' values in one site, each worked out once; `all()`, every one so far. */
export function valueHashes(site: Site) {
  const hashes = new Map<string, string>()
  const of = (key: string) => hashes.get(key) ?? hashes.set(key, hashValue(valueAt(site, key))).get(key)!
  return { of, all: () => Object.fromEntries(hashes) }
}

let process_: { site: Site; shell: PageReads; values: ReturnType<typeof valueHashes> } | undefined

/**
 * The build's recorder (renderer/page-reads.ts): a view of `site` for this page's render, and the
 * view the shared shell is made from (once per process: its reads count for every page).
 */
export const recordingReads: ReadsRecorder = (pageContext, site) => {
  if (process_?.site !== site) process_ = { site, shell: new PageReads(), values: valueHashes(site) }
  const { shell, values } = process_
  let reads: PageReads | undefined = new PageReads()
  pageContext.pageReads = {
    finish(rendered) {
      if (!reads) throw new Error('a page recording is finished once')
      const keys = [...new Set([...reads.keys, ...shell.keys])].sort()
      for (const key of keys) values.of(key)
      // The views can go: the page context may outlive the page.
      reads = undefined
      pageContext.site = site
      rendered.site = site
      return { pageId: rendered.pageId ?? undefined, reads: keys }
    },
    hashes: values.all,
  }
  return { site: reads.site(site), shellSite: shell.site(site) }
}
