import { readFileSync } from 'node:fs'
import type { PageContext } from 'vike/types'
import type { SiteRoute } from '../schemas/site.ts'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { siteToRender } from './site-source.ts'

/**
 * `npm run build` prerenders with one process per core (scripts/build.mjs), each calling Vike's
 * prerender() with PRERENDER_SHARE=k/n. The pages to render are the site's prerendered routes and
 * the not-found page (/404), or those PRERENDER_PAGES lists (a JSON file: an incremental build
 * renders only the pages whose inputs changed); in order, every n-th of them is process k's.
 * Without either variable every page is rendered.
 */
let share: { of: string; paths: Set<string> | null } | undefined

/** Whether this process prerenders the page at `path` (the not-found page is /404). */
export function inShare(path: string): boolean {
  const list = process.env[BUILD_HANDOFF.render]
  const of = `${process.env[BUILD_HANDOFF.share] ?? ''} ${list ?? ''}`
  if (share?.of !== of) {
    const match = /^(\d+)\/(\d+)$/.exec(process.env[BUILD_HANDOFF.share] ?? '')
    const [k, n] = match ? [Number(match[1]), Number(match[2])] : [1, 1]
    const paths = list
      ? (JSON.parse(readFileSync(list, 'utf8')) as string[])
      : [
          ...siteToRender()
            .routes.filter((r) => r.rendering === 'static')
            .map((r) => r.path),
          '/404',
        ]
    const own = [...paths].sort().filter((_, i) => i % n === k - 1)
    share = { of, paths: n === 1 && !list ? null : new Set(own) }
  }
  return !share.paths || share.paths.has(path)
}

/**
 * This process's prerendered addresses of one template: each parameterized page's
 * +onBeforePrerenderStart returns them, so a process routes only its own pages; Vike finds the
 * pages with fixed routes itself, and +onPrerenderStart keeps this process's share of those.
 */
export function prerenderedPaths(family: SiteRoute['family'], route?: (pageContext: PageContext) => unknown): string[] {
  return siteToRender()
    .routes.filter(
      (r) =>
        r.rendering === 'static' && r.family === family && (!route || route({ urlPathname: r.path } as PageContext)),
    )
    .map((r) => r.path)
    .filter(inShare)
}
