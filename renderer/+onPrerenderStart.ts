import type { PrerenderContext } from 'vike/types'

/**
 * `npm run build` prerenders with one process per core (scripts/build.mjs), each calling Vike's
 * prerender() with PRERENDER_SHARE=k/n: each keeps every n-th page of the one list Vike made, and
 * the first also the not-found page. Without it (vike build, vike's own prerender) all pages render.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const share = /^(\d+)\/(\d+)$/.exec(process.env.PRERENDER_SHARE ?? '')
  if (!share) return
  const [k, n] = [Number(share[1]), Number(share[2])]
  // Vike collects the list concurrently, so its order differs between processes: sorted, each process keeps its own share.
  const pages = [...prerenderContext.pageContexts]
    .sort((a, b) => (a.urlOriginal < b.urlOriginal ? -1 : a.urlOriginal > b.urlOriginal ? 1 : 0))
    .filter((pageContext, i) => (pageContext.is404 ? k === 1 : i % n === k - 1))
    // Copies, as Vike's i18n example makes: the hook hands back new page contexts.
    .map((pageContext) => ({ ...pageContext }))
  return { prerenderContext: { pageContexts: pages } }
}
