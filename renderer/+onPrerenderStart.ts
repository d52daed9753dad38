import type { PrerenderContext } from 'vike/types'
import { inShare } from './prerender.ts'

/** Keeps this process's share of the pages (renderer/prerender.ts), the not-found page (/404) among them. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  // The page configuration is loaded: the next prerender process may load it (scripts/prerender.mjs).
  process.send?.('loaded')
  const pages = prerenderContext.pageContexts
    .filter((pageContext) => inShare(pageContext.is404 ? '/404' : pageContext.urlOriginal))
    // Copies, as Vike's i18n example makes: the hook hands back new page contexts.
    .map((pageContext) => ({ ...pageContext }))
  return { prerenderContext: { pageContexts: pages } }
}
