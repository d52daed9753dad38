import { existsSync, readFileSync } from 'node:fs'
import { getSite } from '../schemas/load.ts'
import type { Site } from '../schemas/site.ts'
import { BUILD_HANDOFF } from '../shared/env.mjs'

let snapshot: { path: string; site: Site } | undefined

/**
 * The checked content that pages render from. The build's prerender processes, and the server's
 * render threads, read the copy the content check saved with the build (SITE_SNAPSHOT) instead of
 * parsing every file again; otherwise the content folder is loaded once per process.
 */
export function siteToRender(): Site {
  const path = process.env[BUILD_HANDOFF.siteSnapshot]
  if (snapshot && snapshot.path === path) return snapshot.site
  if (!path || !existsSync(path)) return getSite()
  snapshot = { path, site: JSON.parse(readFileSync(path, 'utf8')) as Site }
  return snapshot.site
}
