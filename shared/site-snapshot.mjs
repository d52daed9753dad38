// @ts-check
// Plain JavaScript: the build's render processes load it without the TypeScript loader.
import { existsSync, readFileSync } from 'node:fs'

/**
 * The checked content a build saved (site.json), read once per process. It is held on globalThis
 * because a render process has two copies of this module, its own and the server bundle's
 * (renderer/site-source.ts): the process reads the file as soon as the content check has written
 * it (scripts/render-pages.mjs), and the bundle's pages find it read.
 */
const HELD = Symbol.for('local-service-site.site-snapshot')

/**
 * The content saved at `path`, parsed the first time; null when there is no such file.
 * @param {string} path
 * @returns {import('../schemas/site.ts').Site | null}
 */
export function siteSnapshot(path) {
  const store = /** @type {{ [HELD]?: { path: string, site: import('../schemas/site.ts').Site } }} */ (globalThis)
  const held = store[HELD]
  if (held?.path === path) return held.site
  if (!existsSync(path)) return null
  const site = JSON.parse(readFileSync(path, 'utf8'))
  store[HELD] = { path, site }
  return site
}
