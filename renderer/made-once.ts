import { PageReads } from './dependencies.ts'
import { views } from './view-parts.ts'

const made = new WeakMap<object, Map<unknown, { value: unknown; keys: string[] | null }>>()

/**
 * A value made once from the site, or one of its lists, and shared by every page (an index of the
 * cities by address, a grid of their positions): `make` runs once per content, through a view of
 * its own, and every page that asks for the value is recorded as reading what `make` read. The
 * value must hold no content objects (numbers, strings, positions in a list): a page takes
 * entries from its own view, so that what it reads of them is its own. `make` is a function of
 * the module, the same at every call: values are kept per content and per `make`.
 */
export function madeOnce<C extends object, T>(content: C, make: (content: C) => T): T {
  const view = views.get(content)
  const key = view?.content ?? content
  let byMaker = made.get(key)
  if (!byMaker) made.set(key, (byMaker = new Map()))
  let entry = byMaker.get(make) as { value: T; keys: string[] | null } | undefined
  // Made outside a recording, its reads are unknown: a recording page has it made again.
  if (!entry || (view && !entry.keys)) {
    if (!view) entry = { value: make(content), keys: null }
    else {
      const own = new PageReads()
      own.site = view.reads.site
      const value = make(view.again(own) as C)
      entry = { value, keys: own.finish(view.reads.site!) }
    }
    byMaker.set(make, entry)
  }
  if (view) for (const read of entry.keys!) view.reads.keys.add(read)
  return entry.value
}
