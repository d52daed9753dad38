import type { Site } from '../../schemas/site.ts'
import {
  CONTENT_KINDS,
  FILE_KINDS,
  FOLDER_KINDS,
  type ContentKindDeclaration,
  type ContentKindName,
  type FolderKind,
} from '../../schemas/kinds.ts'

/**
 * The keys a page's reads are recorded under (build/reads/dependencies.ts), where each names its
 * value in a loaded site, and the hash of that value: a later build compares a page's keys'
 * hashes with its own to know whether the page would come out the same.
 */

const declared = (name: ContentKindName) => CONTENT_KINDS[name] as ContentKindDeclaration
const fileKinds = (keys: 'fields' | 'whole') =>
  Object.fromEntries(
    FILE_KINDS.filter((name) => CONTENT_KINDS[name].keys === keys && !declared(name).under).map((name) => [
      name,
      CONTENT_KINDS[name].file,
    ]),
  ) as Record<string, string>

/** Parts of the site that are one file's object: a read names the file and the field (schemas/kinds.ts, `keys: 'fields'`). */
export const SINGLETONS: Record<string, string> = fileKinds('fields')

/** Parts read whole: a file's list (`keys: 'whole'`), or what the site derives from many files (every route, the redirects). */
export const WHOLE: Record<string, string> = {
  ...fileKinds('whole'),
  routes: 'routes',
  redirects: 'redirects',
  headquarters: 'headquarters',
}

type Entry = { slug: string }
export type Collection = ContentKindName

/** Lists of one file per entry, the file named after the entry's slug: the folders of schemas/kinds.ts that are lists. */
export const COLLECTIONS = Object.fromEntries(
  FOLDER_KINDS.filter((name) => !('named' in CONTENT_KINDS[name])).map((name) => {
    const { folder, extension, under } = declared(name) as FolderKind
    const list = (site: Site): Entry[] => (under ? site[under] : site)[name as never]
    return [name, { prefix: `${folder}/`, ext: extension, list }]
  }),
) as Record<Collection, { prefix: string; ext: string; list: (site: Site) => Entry[] }>

/** The collections the site holds at their own name (`site.cities`; not `site.blog.posts`). */
export const TOP_COLLECTIONS = new Set(
  (Object.keys(COLLECTIONS) as Collection[]).filter((name) => !declared(name).under),
)

/** What a key names when the site has no such file. */
export const ABSENT = Symbol('absent')

/** An image's size is read under the image's file: `/images/logo.svg` is content/public/images/logo.svg. */
export function imageKey(path: string): string {
  return `public/${path.replace(/^\//, '')}`
}

const slugIndexes = new WeakMap<object, Map<unknown, Record<string, unknown>>>()
function bySlug(entries: Record<string, unknown>[]) {
  let index = slugIndexes.get(entries)
  if (!index) slugIndexes.set(entries, (index = new Map(entries.map((e) => [e.slug, e]))))
  return index
}

const COLLECTION_LIST = Object.values(COLLECTIONS)

/** The collection a file key is in and the entry's name in it (`clearwater`, `*`, `[0-13]`), or null. */
function collectionOf(file: string): { list: (site: Site) => Entry[]; name: string } | null {
  for (const { prefix, ext, list } of COLLECTION_LIST)
    if (file.startsWith(prefix) && file.endsWith(ext)) return { list, name: file.slice(prefix.length, -ext.length) }
  return null
}

function collectionValue(site: Site, file: string, field: string | undefined): unknown {
  const collection = collectionOf(file)
  if (!collection) return ABSENT
  const { list, name } = collection
  const entries = list(site) as unknown as Record<string, unknown>[]
  const pick = (e: Record<string, unknown>) => (field === undefined ? e : e[field])
  if (name === '*') return field === undefined ? entries.map((e) => e.slug) : entries.map(pick)
  const range = /^\[(\d+)-(\d+)\]$/.exec(name)
  if (range) return entries.slice(Number(range[1]), Number(range[2]) + 1).map(pick)
  const entry = bySlug(entries).get(name)
  return entry ? pick(entry) : ABSENT
}

/**
 * The file of the one collection entry `key` names, whole or a field of it (`cities/clearwater.yaml#name`
 * is cities/clearwater.yaml); null for every other key. Such a key's value is a part of the entry:
 * while the entry is the same, so is the value (keysToHashAgain in build/rebuild.ts compares entries' hashes).
 */
export function entryFileOf(key: string): string | null {
  if (key.startsWith('=')) return null
  const hash = key.indexOf('#')
  const file = hash < 0 ? key : key.slice(0, hash)
  const name = collectionOf(file)?.name
  return name === undefined || name === '*' || name.startsWith('[') || name.includes('/') ? null : file
}

/** Each collection entry of `site` by its file (`cities/clearwater.yaml`), in the site's order. */
export function collectionEntries(site: Site): [file: string, entry: unknown][] {
  return Object.values(COLLECTIONS).flatMap(({ prefix, ext, list }) =>
    list(site).map((entry): [string, unknown] => [`${prefix}${entry.slug}${ext}`, entry]),
  )
}

/**
 * The site's fields worked out once from many files (schemas/build.ts), read by key: a page that
 * reads `site.nearby.clearwater` depends on `=nearby:clearwater`, that value alone.
 */
export const LOOKUPS = ['cityAtPath', 'nearby'] as const
export type Lookup = (typeof LOOKUPS)[number]

/** The site's part read whole, or of one file, by the file's key (WHOLE, SINGLETONS). */
const partsByFile = (parts: Record<string, string>) =>
  new Map(Object.entries(parts).map(([part, file]) => [file, part as keyof Site]))
const WHOLE_PARTS = partsByFile(WHOLE)
const SINGLETON_PARTS = partsByFile(SINGLETONS)

/**
 * The value in `site` of a key a page read: a lookup's member (`=nearby:clearwater`, null when
 * there is none), an image's size, a file, a field of one, or the same field of a run of entries.
 */
export function valueAt(site: Site, key: string): unknown {
  if (key.startsWith('=')) {
    const colon = key.indexOf(':')
    const name = key.slice(1, colon) as Lookup
    const member = key.slice(colon + 1)
    if (!LOOKUPS.includes(name)) return ABSENT
    return Object.hasOwn(site[name], member) ? site[name][member] : null
  }
  const [file, field] = key.split('#') as [string, string | undefined]
  const pick = (value: unknown) => (field === undefined ? value : (value as Record<string, unknown>)[field])
  if (file === '*') return site
  if (file === 'public/*') return site.images
  if (file.startsWith('public/')) return site.images[`/${file.slice('public/'.length)}`] ?? ABSENT
  const whole = WHOLE_PARTS.get(file)
  if (whole) return site[whole]
  const singleton = SINGLETON_PARTS.get(file)
  if (singleton) return pick(site[singleton])
  if (file === 'blog/taxonomy.yaml') return pick(site.blog.taxonomy)
  if (file === 'pages/*.yaml') return site.pages
  const page = /^pages\/(.+)\.yaml$/.exec(file)
  if (page) return page[1]! in site.pages ? pick(site.pages[page[1] as keyof Site['pages']]) : ABSENT
  return collectionValue(site, file, field)
}
