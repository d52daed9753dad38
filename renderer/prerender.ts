import type { PageContext } from 'vike/types'
import type { SiteRoute } from '../schemas/site.ts'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { siteToRender } from './site-source.ts'

/**
 * `npm run build` prerenders with one process per core (scripts/build.mjs), each calling Vike's
 * prerender() with PRERENDER_SHARE=k/n. The pages are shared out from the site's route list (the
 * list the sitemap, the navigation checks and the link checker read): the n-th part of it, in
 * order, is process k's. Without PRERENDER_SHARE every page is rendered.
 */
let share: { of: string; paths: Set<string> | null } | undefined

/** Whether this process prerenders the page at `path`. */
export function inShare(path: string): boolean {
  const of = process.env[BUILD_HANDOFF.share] ?? ''
  if (share?.of !== of) {
    const match = /^(\d+)\/(\d+)$/.exec(of)
    const [k, n] = match ? [Number(match[1]), Number(match[2])] : [1, 1]
    const paths = siteToRender()
      .routes.filter((r) => r.rendering === 'static')
      .map((r) => r.path)
      .sort()
    share = { of, paths: n === 1 ? null : new Set(paths.filter((_, i) => i % n === k - 1)) }
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
