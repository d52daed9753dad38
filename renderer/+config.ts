import type { Config, PageContextServer } from 'vike/types'
import type { ComponentType } from 'react'
import type { JsonLd } from './jsonld.ts'

export default {
  // Every page is prerendered unless it says otherwise (the blog, sign-in and admin are rendered per request).
  // scripts/build.mjs runs the prerender itself, on every core (renderer/+onPrerenderStart.ts).
  // Each process renders its share, so Vike's check for pages left out is replaced by the build's own
  // (tests/build.test.ts: every route of the site's list has its page).
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  // Content pages are HTML and islands: no client hooks, no page context in the page, only +client.ts.
  clientHooks: false,
  hydration: 'islands',
  // What a page hydrated whole needs of the page context (content pages send none).
  passToClient: ['shell', 'canonical'],
  meta: {
    /** `islands` (the default): only <Island>s hydrate; `page`: the whole page hydrates (set clientHooks: true beside it). */
    hydration: { env: { server: true, client: true } },
    /** Extra <head> elements of one page (rendered on the server only). */
    Head: { env: { server: true } },
    /** A page's structured data, built on the server from content and never sent to the browser. */
    jsonLd: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      hydration?: 'islands' | 'page'
      Head?: ComponentType
      jsonLd?: (pageContext: PageContextServer) => JsonLd[]
    }
  }
}
