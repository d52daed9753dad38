import { existsSync, readFileSync } from 'node:fs'
import { withIndexes, type Site } from '../schemas/site.ts'

/**
 * The checked content a build saved (site.json), read once per process. It is held on globalThis
 * because a render process has two copies of this module, its own and the server bundle's
 * (renderer/site-source.ts): the process reads the file as soon as the content check has written
 * it (build/render-worker.ts), and the bundle's pages find it read.
 */
const HELD = Symbol.for('local-service-site.site-snapshot')
const store = globalThis as { [HELD]?: { path: string; site: Site } }

/** The content saved at `path`, parsed the first time; null when there is no such file. */
export function siteSnapshot(path: string): Site | null {
  const held = store[HELD]
  if (held?.path === path) return held.site
  if (!existsSync(path)) return null
  const site = withIndexes(JSON.parse(readFileSync(path, 'utf8')) as Omit<Site, 'city'>)
  store[HELD] = { path, site }
  return site
}
