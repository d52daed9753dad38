import { getSite } from '../content-loader/load.ts'
import type { Site } from '../schemas/site.ts'
import { BUILD_HANDOFF } from '../shared/env.ts'
import { siteSnapshot } from './site-snapshot.ts'

/**
 * The checked content that pages render from. The build's render processes, and the server's
 * render threads, read the copy the content check saved with the build (SITE_SNAPSHOT) instead of
 * parsing every file again (renderer/site-snapshot.ts); otherwise the content folder is loaded once
 * per process.
 */
export function siteToRender(): Site {
  const path = process.env[BUILD_HANDOFF.siteSnapshot]
  return (path && siteSnapshot(path)) || getSite()
}
