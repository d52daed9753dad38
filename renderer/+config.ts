import type { Config, PageContextServer } from 'vike/types'
import type { ComponentType } from 'react'
import type { JsonLd } from './jsonld.ts'

export default {
  // Every page is prerendered unless it says otherwise (the blog, sign-in and admin are rendered per request).
  // The build renders the pages of the site's route list itself, with renderPage() on every core
  // (scripts/build.ts, docs/decisions/0012): Vike's own prerender never runs, the server bundle it
  // renders from stays, and Vike's check for pages left out is replaced by the build's own
  // (tests/build.test.ts: every route of the site's list has its page).
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  // Every page is HTML and islands: no client hooks, no page context in the page, only +client.ts,
  // which wakes the islands (the admin area and sign-in are one island each).
  clientHooks: false,
  meta: {
    /** Extra <head> elements of one page (rendered on the server only). */
    Head: { env: { server: true } },
    /** A page's structured data, built on the server from content and never sent to the browser. */
    jsonLd: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      Head?: ComponentType
      jsonLd?: (pageContext: PageContextServer) => JsonLd[]
    }
  }
}
